public import DelegateKit
public import Foundation

/// What a ``TableView`` asks about its rows' geometry and tells about selection, display
/// and editing: UIKit's `UITableViewDelegate` without the prefix. It refines
/// ``ScrollViewDelegate``, as in UIKit.
///
/// Every requirement is optional, with UIKit's default: the table's ``TableView/rowHeight``
/// for a row's height (a delegate answers ``TableView/automaticDimension`` to mean the
/// same), the row itself for `willSelectRowAt`, ``TableViewCell/EditingStyle/delete`` for
/// the editing style, the proposed row for a move.
///
/// The table learns whether its delegate answers heights per row from the first call: a
/// delegate that does not implement ``tableView(_:heightForRowAt:)`` is asked once, and the
/// table lays out a million rows by arithmetic from then on.
@Delegate
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
  /// The height of the row at `indexPath`; ``TableView/automaticDimension`` (the default)
  /// means the table's ``TableView/rowHeight``.
  @Optional(default: TableView.automaticDimension)
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The height of a section's header; ``TableView/automaticDimension`` (the default) means
  /// ``TableView/sectionHeaderHeight`` when the section has a title, and none otherwise.
  @Optional(default: TableView.automaticDimension)
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of a section's footer, as for the header.
  @Optional(default: TableView.automaticDimension)
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
  /// Whether the row may be highlighted as the user touches it; a row that may not is not
  /// selected either.
  @Optional(default: true) func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// The row to select instead of `indexPath`, or `nil` to select none; `indexPath` by default.
  @Optional(returning: "indexPath")
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user selected the row.
  @Optional func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// The row to deselect instead of `indexPath`, or `nil` to keep it; `indexPath` by default.
  @Optional(returning: "indexPath")
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user's action deselected the row.
  @Optional func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
  /// A cell is about to show for the row.
  @Optional func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// A cell left the screen; `indexPath` is where its row was.
  @Optional func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// The editing style of the row; ``TableViewCell/EditingStyle/delete`` by default.
  @Optional(default: TableViewCell.EditingStyle.delete)
  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
  /// The title of the delete confirmation button; the table's default when `nil`.
  @Optional func tableView(
    _ tableView: TableView,
    titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  /// Editing the row by a swipe is about to begin.
  @Optional func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
  /// Editing the row by a swipe ended.
  @Optional func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
  /// The user tapped the row's detail button.
  @Optional func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// Where a row the user drags from `sourceIndexPath` lands, given where they dropped it;
  /// the proposed row by default.
  @Optional(returning: "proposedDestinationIndexPath")
  func tableView(
    _ tableView: TableView,
    targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
}
