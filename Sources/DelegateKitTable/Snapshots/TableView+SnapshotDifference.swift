import Foundation

extension TableView {
  /// Updates the table from one snapshot to the next by their difference, for a data
  /// source that keeps its own snapshot instead of being a ``TableViewDiffableDataSource``:
  /// a scope's delegate behind a router, or a mode of a ``ScopeModes``.
  ///
  /// Set the data source's model to `new` first: the table validates the update against
  /// the counts the data source then reports, as with any batch update.
  ///
  /// ```swift
  /// let old = units
  /// units = newSnapshot
  /// if owner.isActive { tableView.applyDifference(from: old, to: units) }
  /// ```
  ///
  /// Duplicate identifiers are reported through ``updateErrorHandler`` and the table
  /// reloads, as ``TableViewDiffableDataSource/apply(_:animatingDifferences:completion:)``
  /// does.
  ///
  /// - Complexity: O(n) expected, for n items in both snapshots.
  public func applyDifference<SectionIdentifier, Item>(
    from old: TableViewSnapshot<SectionIdentifier, Item>,
    to new: TableViewSnapshot<SectionIdentifier, Item>
  ) {
    switch TableViewSnapshot.difference(from: old, to: new) {
    case .update(let update):
      apply(update)
    case .duplicates(let sections, let items):
      refuse(
        TableViewUpdateError(.duplicateIdentifiers(sections: sections.map { "\($0)" }, items: items.map { "\($0)" }))
      )
    }
  }
}
