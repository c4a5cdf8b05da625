public import Foundation

/// A data source that shows a ``TableViewSnapshot`` and updates the table by diffing the
/// next one against it: UIKit's `UITableViewDiffableDataSource` without its crashes.
///
/// Items are identified by their `id` and compared by content: an item whose content
/// changed is reconfigured in place (it keeps its cell, height and selection); a changed
/// identity is a delete and an insert. The difference is computed in O(n) and always
/// passes the table's update validation. Duplicate identifiers, on which UIKit stops the
/// program, are reported through ``TableView/updateErrorHandler`` with their names, and
/// the table shows the snapshot by reloading.
///
/// ```swift
/// struct Fruit: Identifiable, Equatable, Sendable { let id: String; var count: Int }
/// let dataSource = TableViewDiffableDataSource<Int, Fruit>(tableView: table) { table, indexPath, fruit in
///   let cell = table.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
///   cell.text = "\(fruit.id) × \(fruit.count)"
///   return cell
/// }
/// var snapshot = TableViewSnapshot<Int, Fruit>()
/// snapshot.appendSections([0])
/// snapshot.appendItems([Fruit(id: "apple", count: 3)])
/// dataSource.apply(snapshot)
/// ```
///
/// The table holds its data source weakly, as in UIKit: keep a reference to this object.
@MainActor
open class TableViewDiffableDataSource<
  SectionIdentifier: Hashable & Sendable,
  Item: Identifiable & Equatable & Sendable
>:
  TableViewDataSource
where Item.ID: Sendable {
  /// Makes the cell for an item, usually with ``TableView/dequeueReusableCell(withIdentifier:for:)``.
  public typealias CellProvider = @MainActor (TableView, IndexPath, Item) -> TableViewCell

  /// The table this data source feeds.
  public private(set) weak var tableView: TableView?
  private let cellProvider: CellProvider
  private var current = TableViewSnapshot<SectionIdentifier, Item>()

  /// Creates a data source for `tableView` and makes itself the table's data source.
  ///
  /// - Parameters:
  ///   - tableView: The table to feed.
  ///   - cellProvider: Makes the cell for an item.
  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// The snapshot the table shows.
  public func snapshot() -> TableViewSnapshot<SectionIdentifier, Item> {
    current
  }

  /// Shows `snapshot`, updating the table by the difference from the current one.
  ///
  /// - Parameters:
  ///   - snapshot: The sections and items to show.
  ///   - animatingDifferences: Ignored: the change happens at once.
  ///   - completion: Called once the table shows the snapshot.
  /// - Complexity: O(n) expected, for n items in both snapshots.
  public func apply(
    _ snapshot: TableViewSnapshot<SectionIdentifier, Item>,
    animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    let difference = TableViewSnapshot.difference(from: current, to: snapshot)
    current = snapshot
    if let tableView {
      switch difference {
      case .update(let update):
        tableView.apply(update)
      case .duplicates(let sections, let items):
        tableView.refuse(
          TableViewUpdateError(.duplicateIdentifiers(sections: sections.map { "\($0)" }, items: items.map { "\($0)" }))
        )
      }
    }
    completion?()
  }

  /// Shows `snapshot` by reloading the table, without a difference.
  public func applySnapshotUsingReloadData(
    _ snapshot: TableViewSnapshot<SectionIdentifier, Item>,
    completion: (() -> Void)? = nil
  ) {
    current = snapshot
    tableView?.reloadData()
    completion?()
  }

  /// The item at `indexPath`, or `nil` outside the snapshot.
  public func itemIdentifier(for indexPath: IndexPath) -> Item.ID? {
    item(for: indexPath)?.id
  }

  /// The item at `indexPath`, with its content, or `nil` outside the snapshot.
  public func item(for indexPath: IndexPath) -> Item? {
    current.item(at: indexPath)
  }

  /// Where the item with `identifier` is, or `nil` if the snapshot has none.
  public func indexPath(for identifier: Item.ID) -> IndexPath? {
    current.indexPath(ofItem: identifier)
  }

  /// The section identifier at `index`, or `nil` out of range.
  public func sectionIdentifier(for index: Int) -> SectionIdentifier? {
    let sections = current.sectionIdentifiers
    return sections.indices.contains(index) ? sections[index] : nil
  }

  // MARK: TableViewDataSource

  /// The snapshot's section count.
  public func numberOfSections(in tableView: TableView) -> Int {
    current.numberOfSections
  }

  /// The snapshot's item count in `section`.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    // By position, as `cellForRowAt` reads items: by identifier, a repeated section
    // identifier would answer its first occurrence's count, and the table would ask for
    // rows the section does not have.
    guard current.sectionItems.indices.contains(section) else { return 0 }
    return current.sectionItems[section].count
  }

  /// The cell the provider makes for the item at `indexPath`.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    guard let item = current.item(at: indexPath) else {
      preconditionFailure(
        "TableViewDiffableDataSource was asked for row \(indexPath.row) of section \(indexPath.section), which its snapshot does not have"
      )
    }
    return cellProvider(tableView, indexPath, item)
  }

  /// Whether the user may reorder the row: `false` unless a subclass says otherwise, as in
  /// UIKit.
  open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

  /// Moves the item in the current snapshot as the user moved its row, so the data source
  /// goes on showing what the table shows. A subclass that overrides this to update its
  /// own model calls `super`.
  open func tableView(
    _ tableView: TableView,
    moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard let source = RowSlot(sourceIndexPath), let destination = RowSlot(destinationIndexPath) else { return }
    current.moveItem(from: source, to: destination)
  }

  /// A section's header title; none unless a subclass gives one.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

  /// A section's footer title; none unless a subclass gives one.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
