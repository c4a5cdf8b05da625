/// The spare cells of a table, by reuse identifier.
///
/// It keeps a few per identifier and lets the rest go, so the cells in existence stay near
/// the visible rows however far the table scrolls: a jump of a page enqueues the cells
/// that left before it dequeues for the rows that came in.
@MainActor
struct CellReusePool {
  /// The spare cells kept per identifier.
  static let sparesPerIdentifier = 4

  private var spares: [String: [TableViewCell]] = [:]

  /// The number of spare cells.
  private(set) var count = 0

  /// Keeps `cell` for reuse, or lets it go when enough of its kind are kept already; a cell
  /// without an identifier was made by hand and is never reused.
  mutating func enqueue(_ cell: TableViewCell) {
    guard let identifier = cell.reuseIdentifier else { return }
    guard spares[identifier, default: []].count < Self.sparesPerIdentifier else { return }
    cell.isSelected = false
    cell.isHighlighted = false
    spares[identifier, default: []].append(cell)
    count += 1
  }

  /// A spare cell of `identifier`, if any.
  mutating func dequeue(_ identifier: String) -> TableViewCell? {
    guard let cell = spares[identifier]?.popLast() else { return nil }
    count -= 1
    return cell
  }

  /// Lets every spare cell go.
  mutating func removeAll() {
    spares.removeAll()
    count = 0
  }
}
