/// The spare cells of a table, by reuse identifier.
///
/// Every cell that leaves the screen is kept, so the rows that come into view in the same
/// layout pass reuse it, as in UIKit: a table creates a cell only when no spare of its
/// identifier is left, so at a fixed size it never holds more cells of an identifier than
/// it has shown at once. After each pass the pool lets go of the spares beyond the most
/// rows shown at once since the view's size last changed, so a view that shrinks does not
/// keep the cells of its larger size.
@MainActor
struct CellReusePool {
  /// The spares of each identifier, the one that left last at the end, found through
  /// ``stackIndex``. Kept apart from the dictionary so that a pass mutates them through
  /// `Array`'s inlined subscript: a `Dictionary` value mutated in place goes through its
  /// subscript's `_modify` coroutines, whose frames are allocated on the heap when they are
  /// not inlined, three `malloc` calls per cell that leaves or comes in.
  private var stacks: [[TableViewCell]] = []
  /// Where each identifier's spares are in ``stacks``; read only, except the first time an
  /// identifier's cell leaves the screen.
  private var stackIndex: [String: Int] = [:]

  /// The number of spare cells.
  private(set) var count = 0

  /// The most rows shown at once since the view's size last changed: the spares kept per
  /// identifier after a pass.
  private var mostRowsShown = 0

  /// Keeps `cell` for reuse; a cell without an identifier was made by hand and is never
  /// reused.
  mutating func enqueue(_ cell: TableViewCell) {
    guard let identifier = cell.reuseIdentifier else { return }
    cell.isSelected = false
    cell.isHighlighted = false
    if let index = stackIndex[identifier] {
      stacks[index].append(cell)
    } else {
      stackIndex[identifier] = stacks.count
      stacks.append([cell])
    }
    count += 1
  }

  /// A spare cell of `identifier`, if any: the one that left the screen last.
  mutating func dequeue(_ identifier: String) -> TableViewCell? {
    guard let index = stackIndex[identifier], let cell = stacks[index].popLast() else { return nil }
    count -= 1
    return cell
  }

  /// Lets go of the spares of each identifier beyond the most rows shown at once, the
  /// longest unused first. Called after a layout pass that shows `rowsShown` rows.
  ///
  /// - Complexity: O(1) when the spares in all are no more than the most rows shown, as
  ///   in every pass of a table of one identifier at a fixed size; O(identifiers + cells
  ///   let go) otherwise.
  mutating func trim(afterShowing rowsShown: Int) {
    mostRowsShown = max(mostRowsShown, rowsShown)
    guard count > mostRowsShown else { return }
    for index in stacks.indices where stacks[index].count > mostRowsShown {
      let excess = stacks[index].count - mostRowsShown
      count -= excess
      stacks[index].removeFirst(excess)
    }
  }

  /// Starts counting the rows shown at once again: the view's size changed.
  mutating func viewSizeDidChange() {
    mostRowsShown = 0
  }
}
