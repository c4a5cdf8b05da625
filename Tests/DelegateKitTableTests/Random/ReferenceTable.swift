import DelegateKitTable
import Foundation
import DelegateKitTestSupport

/// One row of the reference model.
///
/// `key` names the row for the model alone (selection, survival) and is never reused; `id`
/// is what the table's data source sees. They are equal except for the duplicate identifiers
/// the snapshot phase injects on purpose, which the model must still tell apart.
struct ModelRow: Equatable, Sendable {
  let key: Int
  let id: Int
  /// Bumped by every content change (reload, reconfigure), so a stale cell shows up in its text.
  let version: Int
  let height: CGFloat
  /// What a cell showing this row must read. Stored: it is compared on every step.
  let text: String
  /// Two identifiers, so that reuse is per identifier and a reconfigure can change a row's.
  let reuseIdentifier: String

  init(key: Int, id: Int? = nil, version: Int = 0) {
    self.key = key
    self.id = id ?? key
    self.version = version
    height = RowRules.height(key: key, version: version)
    text = "\(self.id)#\(version)"
    reuseIdentifier = (self.id + version).isMultiple(of: 2) ? "even" : "odd"
  }

  /// The same row with new content: its height may change too.
  func changed() -> ModelRow { ModelRow(key: key, id: id, version: version + 1) }
}

/// One section of the reference model; its header and footer follow from its identifier.
struct ModelSection: Equatable, Sendable {
  var key: Int
  var id: Int
  var rows: [ModelRow]

  init(key: Int, id: Int? = nil, rows: [ModelRow]) {
    self.key = key
    self.id = id ?? key
    self.rows = rows
  }
}

/// Everything a row's behaviour depends on, as plain functions of its identifiers, so the
/// data sources and the model answer alike without sharing state.
enum RowRules {
  static let fixedRowHeight: CGFloat = 3
  static let headerHeight: CGFloat = 2
  static let footerHeight: CGFloat = 1
  /// Exact binary fractions, so sums agree bit for bit whatever order they are taken in;
  /// zero-height rows are never visible, which the model must reproduce.
  private static let heights: [CGFloat] = [0, 0.5, 1, 2, 3, 3, 4, 5.5, 8, 13]

  static func height(key: Int, version: Int) -> CGFloat {
    var mix = SplitMix64(seed: UInt64(truncatingIfNeeded: key &* 31 &+ version))
    return heights[Int(mix.next() % UInt64(heights.count))]
  }

  static func hasHeader(section id: Int) -> Bool { id % 3 != 0 }
  static func hasFooter(section id: Int) -> Bool { id % 4 == 1 }
  static func headerTitle(section id: Int) -> String? { hasHeader(section: id) ? "H\(id)" : nil }
  static func footerTitle(section id: Int) -> String? { hasFooter(section: id) ? "F\(id)" : nil }
  static func canEdit(_ id: Int) -> Bool { id % 7 != 3 }
  static func editingStyle(_ id: Int) -> TableViewCell.EditingStyle {
    id % 9 == 4 ? .none : id % 10 == 5 ? .insert : .delete
  }
  static func canMove(_ id: Int) -> Bool { id % 5 != 2 }
  static func shouldHighlight(_ id: Int) -> Bool { id % 11 != 6 }
  static func willSelect(_ id: Int) -> Bool { id % 13 != 8 }
}

/// The reference model: sections of rows in plain arrays, the viewport, the offset it
/// expects, and the selected rows by key. Its layout is plain summation, sharing nothing
/// with the engine's prefix sums.
@MainActor
final class ReferenceTable {
  var sections: [ModelSection] = [] {
    didSet {
      cache = nil
      placesCache = nil
    }
  }
  let variableHeights: Bool
  var viewport: CGSize
  var offset: CGFloat = 0
  var selected: Set<Int> = []
  var isEditing = false
  var allowsSelection = true
  var allowsMultipleSelection = false
  var allowsSelectionDuringEditing = false
  var allowsMultipleSelectionDuringEditing = false
  private var nextKey = 1
  /// The layout, and each row's place by key, computed once per change of the sections.
  private var cache: Layout?
  private var placesCache: [Int: IndexPath]?

  init(variableHeights: Bool, viewport: CGSize) {
    self.variableHeights = variableHeights
    self.viewport = viewport
  }

  func makeKey() -> Int {
    defer { nextKey += 1 }
    return nextKey
  }

  func makeRow() -> ModelRow { ModelRow(key: makeKey()) }

  func makeSection(rows count: Int) -> ModelSection {
    ModelSection(key: makeKey(), rows: (0..<count).map { _ in makeRow() })
  }

  func row(at indexPath: IndexPath) -> ModelRow? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].rows.indices.contains(indexPath.row)
    else { return nil }
    return sections[indexPath.section].rows[indexPath.row]
  }

  func indexPath(ofKey key: Int) -> IndexPath? {
    if placesCache == nil {
      var places: [Int: IndexPath] = [:]
      for section in sections.indices {
        for (row, content) in sections[section].rows.enumerated() {
          // Keys are unique by construction; a repeat here is a bug in the harness.
          precondition(places.updateValue(IndexPath(row: row, section: section), forKey: content.key) == nil)
        }
      }
      placesCache = places
    }
    return placesCache?[key]
  }

  // MARK: Layout

  struct Layout {
    /// Per section, per row: top edge and height.
    var rows: [[(minY: CGFloat, height: CGFloat)]]
    var contentHeight: CGFloat
  }

  func rowHeight(_ row: ModelRow) -> CGFloat { variableHeights ? row.height : RowRules.fixedRowHeight }

  func layout() -> Layout {
    if let cache { return cache }
    var y: CGFloat = 0
    var rows: [[(minY: CGFloat, height: CGFloat)]] = []
    for section in sections {
      if RowRules.hasHeader(section: section.id) { y += RowRules.headerHeight }
      var spans: [(minY: CGFloat, height: CGFloat)] = []
      spans.reserveCapacity(section.rows.count)
      for row in section.rows {
        let height = rowHeight(row)
        spans.append((y, height))
        y += height
      }
      rows.append(spans)
      if RowRules.hasFooter(section: section.id) { y += RowRules.footerHeight }
    }
    let computed = Layout(rows: rows, contentHeight: y)
    cache = computed
    return computed
  }

  var maximumOffset: CGFloat { max(0, layout().contentHeight - viewport.height) }

  func clamped(_ y: CGFloat) -> CGFloat { min(max(y, 0), maximumOffset) }

  /// The rows of positive height that meet `[y, y + viewport height)`, top to bottom.
  func visibleRows(at y: CGFloat, in layout: Layout) -> [IndexPath] {
    var result: [IndexPath] = []
    for (section, spans) in layout.rows.enumerated() {
      // Bottom edges never decrease down a section: search for the first row below `y`.
      var low = 0
      var high = spans.count
      while low < high {
        let middle = (low + high) / 2
        if spans[middle].minY + spans[middle].height > y { high = middle } else { low = middle + 1 }
      }
      for row in low..<spans.count {
        let span = spans[row]
        guard span.minY < y + viewport.height else { break }
        if span.height > 0 && span.minY + span.height > y { result.append(IndexPath(row: row, section: section)) }
      }
    }
    return result
  }

  /// The top visible row, by key, and where its top edge is on screen.
  func anchor() -> (key: Int, position: CGFloat)? {
    let layout = layout()
    guard let first = visibleRows(at: offset, in: layout).first, let row = row(at: first) else { return nil }
    return (row.key, layout.rows[first.section][first.row].minY - offset)
  }

  /// The offset after an update: the anchor row keeps its place on screen if it survived
  /// (`ended` holds the keys that did not), else the old offset stays; clamped either way.
  /// Returns whether the anchored offset had to be clamped.
  @discardableResult
  func reanchor(_ anchor: (key: Int, position: CGFloat)?, ended: Set<Int>) -> Bool {
    guard let anchor, !ended.contains(anchor.key), let place = indexPath(ofKey: anchor.key) else {
      offset = clamped(offset)
      return false
    }
    let wanted = layout().rows[place.section][place.row].minY - anchor.position
    offset = clamped(wanted)
    return offset != wanted
  }

  /// Where `scrollToRow(at:at:animated:)` puts the offset.
  func scrollTarget(for indexPath: IndexPath, at position: TableView.ScrollPosition) -> CGFloat {
    let span = layout().rows[indexPath.section][indexPath.row]
    let height = viewport.height
    switch position {
    case .top: return clamped(span.minY)
    case .middle: return clamped(span.minY + span.height / 2 - height / 2)
    case .bottom: return clamped(span.minY + span.height - height)
    case .none:
      var y = offset
      if span.minY + span.height > y + height { y = span.minY + span.height - height }
      if span.minY < y { y = span.minY }
      return clamped(y)
    }
  }

  // MARK: Selection

  var selectionAllowed: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
  var multipleSelectionAllowed: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

  /// The selected keys ordered as the table orders index paths.
  func selectedIndexPaths() -> [IndexPath] {
    selected.compactMap { indexPath(ofKey: $0) }.sorted()
  }

  /// Drops the selection of rows that no longer continue.
  func forget(_ ended: Set<Int>) {
    selected.subtract(ended)
    selected = selected.filter { indexPath(ofKey: $0) != nil }
  }
}
