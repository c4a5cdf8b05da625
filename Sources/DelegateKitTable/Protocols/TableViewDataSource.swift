public import DelegateKit
public import Foundation

/// Where a ``TableView`` gets its rows and cells, and where it commits the user's edits:
/// UIKit's `UITableViewDataSource` without the prefix.
///
/// The two required members are UIKit's; the optional ones carry UIKit's defaults (one
/// section, every row editable). A data source written for iOS ports by deleting `UI` and
/// setting a cell's model properties (``TableViewCell/text``) where it set its labels.
///
/// ```swift
/// final class Fruits: TableViewDataSource {
///   var names = ["Apple", "Banana"]
///   func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
///   func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
///     cell.text = names[indexPath.row]
///     return cell
///   }
/// }
/// ```
@Delegate
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`, usually dequeued with
  /// ``TableView/dequeueReusableCell(withIdentifier:for:)``. Asked only for rows that
  /// become visible.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// The number of sections; 1 when not implemented.
  @Optional(default: 1) func numberOfSections(in tableView: TableView) -> Int
  /// The title of a section's header; a section with a title and no header height from
  /// the delegate gets ``TableView/sectionHeaderHeight``.
  @Optional func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  /// The title of a section's footer, as for the header.
  @Optional func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
  /// Whether the row at `indexPath` can be edited; `true` when not implemented.
  @Optional(default: true) func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether the row at `indexPath` can be reordered. As in UIKit, a row is reorderable
  /// only when the data source also implements ``tableView(_:moveRowAt:to:)``.
  @Optional(default: true) func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// Commits an insertion or deletion the user asked for. Update your data, then tell the
  /// table with ``TableView/deleteRows(at:with:)`` or ``TableView/insertRows(at:with:)``.
  @Optional func tableView(
    _ tableView: TableView,
    commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  )
  /// Moves a row in your data: the user already moved it in the table.
  @Optional func tableView(
    _ tableView: TableView,
    moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  )
}
