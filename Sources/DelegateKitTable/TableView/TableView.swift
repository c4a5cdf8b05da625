import DelegateKit
public import Foundation

/// A vertically scrolling list of rows in sections, the model of UIKit's `UITableView`:
/// the same data source and delegate protocols, the same update rules, and no drawing. A
/// front end (a terminal, a test) reads ``visibleCells`` and the geometry, and reports the
/// user's actions through the `user…` entry points.
///
/// ```swift
/// let table = TableView(frame: CGRect(x: 0, y: 0, width: 80, height: 24), style: .plain)
/// table.rowHeight = 1
/// table.register(TableViewCell.self, forCellReuseIdentifier: "fruit")
/// table.dataSource = fruits
/// table.delegate = screen
/// table.layoutIfNeeded()
/// for cell in table.visibleCells { print(cell.text ?? "") }
/// ```
///
/// The table asks its data source the way UIKit does: section and row counts on reload,
/// heights as needed, cells only for rows that become visible, ``TableViewDelegate``'s
/// `willDisplay` before a cell shows. It calls its delegate and data source through the
/// generated `TableViewDelegateProxy` and `TableViewDataSourceProxy`, so an optional
/// requirement costs no check, and a delegate that does not answer heights per row is
/// found out by one call: from then on a million rows are laid out by arithmetic. A
/// ``TableViewMediator`` it calls directly, since the mediator knows what it answers and
/// forwards the rest through generated proxies of its own.
///
/// Geometry is in abstract points. Nothing animates: `animated:` and ``RowAnimation`` are
/// accepted for source compatibility, and every change happens at once.
@MainActor
open class TableView: ScrollView {
  /// The look of the sections.
  public enum Style: Sendable, Hashable {
    /// Headers and footers float over the rows.
    case plain
    /// Sections are set apart.
    case grouped
    /// Sections are set apart, with rounded insets.
    case insetGrouped
  }

  /// Where a row ends up when the table scrolls to it.
  public enum ScrollPosition: Sendable, Hashable {
    /// As little scrolling as shows the row.
    case none
    /// At the top of the visible area.
    case top
    /// In the middle of the visible area.
    case middle
    /// At the bottom of the visible area.
    case bottom
  }

  /// The animation UIKit would run for an update; accepted and ignored here.
  public enum RowAnimation: Sendable, Hashable {
    case fade, right, left, top, bottom, none, middle, automatic
  }

  /// The value a delegate answers for a height to mean "the table's default": the
  /// ``rowHeight`` for a row, ``sectionHeaderHeight`` for a titled header.
  nonisolated public static let automaticDimension: CGFloat = -1

  /// The look of the sections.
  public let style: Style

  /// Where the table gets its rows. Held weakly, as in UIKit; setting it reloads on the
  /// next layout.
  public weak var dataSource: (any TableViewDataSource)? {
    didSet {
      dataSourceProxy.setDelegate(dataSource)
      dataSourceItself = Self.answeringForItself(dataSource)
      setNeedsReload()
    }
  }

  /// The object told about selection, display and editing, and asked for heights. Held
  /// weakly, as in UIKit. It is a ``ScrollViewDelegate`` here, as in UIKit; a delegate that
  /// is also a ``TableViewDelegate`` receives the table's messages.
  open override var delegate: (any ScrollViewDelegate)? {
    didSet {
      let delegate = delegate as? any TableViewDelegate
      delegateProxy.setDelegate(delegate)
      delegateItself = Self.answeringForItself(delegate)
      setNeedsReload()
    }
  }

  /// The height of every row whose delegate does not answer
  /// ``TableViewDelegate/tableView(_:heightForRowAt:)``; 44 points, as in UIKit.
  public var rowHeight: CGFloat = 44 {
    didSet { if rowHeight != oldValue { setNeedsReload() } }
  }
  /// The height of a titled section header the delegate gives no height for.
  public var sectionHeaderHeight: CGFloat = 28 {
    didSet { if sectionHeaderHeight != oldValue { setNeedsReload() } }
  }
  /// The height of a titled section footer the delegate gives no height for.
  public var sectionFooterHeight: CGFloat = 28 {
    didSet { if sectionFooterHeight != oldValue { setNeedsReload() } }
  }

  /// Whether the user can select rows.
  public var allowsSelection = true
  /// Whether the user can select several rows at once.
  public var allowsMultipleSelection = false
  /// Whether the user can select rows while the table is editing.
  public var allowsSelectionDuringEditing = false
  /// Whether the user can select several rows while the table is editing.
  public var allowsMultipleSelectionDuringEditing = false

  /// Whether the table is in editing mode (delete and reorder controls shown).
  public internal(set) var isEditing = false

  /// The pull-to-refresh control, if any.
  public var refreshControl: RefreshControl?

  /// Called with each update the table refused, after it recovered by reloading. UIKit
  /// stops the program here; this table keeps going, so set a handler to log or fail.
  public var updateErrorHandler: (@MainActor (TableViewUpdateError) -> Void)?

  /// The last update the table refused, if any.
  public internal(set) var lastUpdateError: TableViewUpdateError?

  // MARK: State

  /// The data source behind a generated proxy, which learns from the calls what it
  /// implements: the table asks it ``TableViewDataSourceProxy/responds(to:)``.
  let dataSourceProxy = TableViewDataSourceProxy()
  /// The delegate behind a generated proxy, as ``dataSourceProxy``.
  let delegateProxy = TableViewDelegateProxy()
  /// The data source itself when the table calls it directly rather than through
  /// ``dataSourceProxy``: one that answers for itself what it implements (a mediator's
  /// interceptor, which forwards through proxies of its own, so that a mediated call passes
  /// one proxy). Held strongly while it is the data source: the mediator takes its
  /// interceptor off the table when it goes away.
  private(set) var dataSourceItself: (any TableViewDataSource)?
  /// The delegate itself when the table calls it directly, as ``dataSourceItself``.
  private(set) var delegateItself: (any TableViewDelegate)?

  /// `object` when it answers for itself whether a call of each requirement reaches an
  /// implementation, so that its calls would teach a proxy nothing; otherwise `nil`. Each
  /// call site tests ``dataSourceItself`` or ``delegateItself`` and calls the proxy by its
  /// own class otherwise: through a closure taking either as the protocol, the compiler
  /// shares the proxy's members with the multicast's, slower for both.
  private static func answeringForItself<Object>(_ object: Object?) -> Object? {
    guard let object, object is any SelfAnsweringDelegate else { return nil }
    return object
  }
  /// The rows' layout; `nil` until the first reload.
  var geometry: TableGeometry?
  /// Visible rows in order, and their cells.
  var visibleIndexPaths: [IndexPath] = []
  /// The buffer of the last visible rows but one, which the next layout pass fills: a
  /// scroll step allocates no array.
  var spareIndexPaths: [IndexPath] = []
  var visibleCellsByIndexPath: [IndexPath: TableViewCell] = [:]
  var reusePool = CellReusePool()
  /// Cells being reconfigured in place: a dequeue for their row hands them back.
  var reconfiguringCells: [IndexPath: TableViewCell] = [:]
  var registrations: [String: TableViewCell.Type] = [:]
  var selectedIndexPaths: Set<IndexPath> = []
  /// The row a keyboard cursor is on; see ``focusedIndexPath``.
  var focusedRow: IndexPath?
  /// The update `performBatchUpdates` is collecting, and how deep the calls are nested.
  var pendingUpdate: BatchUpdate?
  var updateDepth = 0
  var needsReload = true
  var isLayingOut = false
  var needsLayoutAgain = false

  /// Creates a table with the given frame and style, as UIKit's `init(frame:style:)`.
  ///
  /// - Parameters:
  ///   - frame: The table's ``ScrollView/frame``: its size is the visible area's, its
  ///     origin the front end's to place the table by.
  ///   - style: The look of the sections.
  public init(frame: CGRect = .zero, style: Style = .plain) {
    self.style = style
    super.init(frame: frame)
  }

  // MARK: Cells

  /// Registers the class the table creates for `identifier` when no cell is free to reuse.
  ///
  /// - Parameters:
  ///   - cellClass: A ``TableViewCell`` subclass, or `nil` to remove the registration.
  ///   - identifier: The reuse identifier.
  public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
    registrations[identifier] = cellClass
  }

  /// A cell for `indexPath`: a free one of `identifier` prepared for reuse, or a new one of
  /// the registered class.
  ///
  /// - Precondition: A class is registered for `identifier`, as UIKit requires.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
    if let cell = reconfiguringCells[indexPath], cell.reuseIdentifier == identifier {
      reconfiguringCells[indexPath] = nil
      return cell
    }
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    preconditionFailure(
      "unable to dequeue a cell with identifier \(identifier): register a class for it with register(_:forCellReuseIdentifier:) first"
    )
  }

  /// A free cell of `identifier` prepared for reuse, a new one of the registered class, or
  /// `nil` when neither exists (UIKit's older dequeue).
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    if let cell = reusePool.dequeue(identifier) {
      cell.prepareForReuse()
      return cell
    }
    return registrations[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
  }

  /// How many cells the table holds, visible and spare.
  ///
  /// A cell that leaves the screen is kept for reuse, and the rows that come into view in
  /// the same layout pass reuse it, as in UIKit; the table creates a cell only when no
  /// spare of its reuse identifier is left. So while the table's size stays the same, it
  /// holds no more cells of an identifier than the most rows it has shown at once, however
  /// far it scrolls or jumps and however often it reloads, and a steady scroll creates
  /// none. When its size changes, it lets go of the spares beyond the most rows it shows
  /// at once at the new size.
  public var cellsInExistenceCount: Int {
    visibleCellsByIndexPath.count + reusePool.count + reconfiguringCells.count
  }

  // MARK: Overrides

  open override func contentOffsetDidChange() {
    guard geometry != nil else { return }
    layoutVisibleRows()
  }

  open override func boundsSizeDidChange() {
    reusePool.viewSizeDidChange()
    guard geometry != nil else { return }
    contentGeometryDidChange()
    layoutVisibleRows()
  }

  open override func contentInsetDidChange() {
    guard geometry != nil else { return }
    contentGeometryDidChange()
  }

  /// Enters or leaves editing mode. Rows selected when selection is not allowed in the new
  /// mode are deselected, without telling the delegate.
  ///
  /// - Parameters:
  ///   - editing: Whether the table edits.
  ///   - animated: Ignored: the change happens at once.
  open func setEditing(_ editing: Bool, animated: Bool) {
    applyEditing(editing)
  }
}
