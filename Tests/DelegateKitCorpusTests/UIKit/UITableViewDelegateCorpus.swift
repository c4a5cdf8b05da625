// UITableViewDelegate, transcribed from
// https://developer.apple.com/documentation/uikit/uitableviewdelegate and its methods' pages
// (for example .../uitableviewdelegate/tableview(_:heightforrowat:),
// .../tableview(_:estimatedheightforrowat:), .../tableview(_:indentationlevelforrowat:)).
// The delegates and tests are in UITableViewDelegateCorpus+Scenarios.swift.
//
// It refines UIScrollViewDelegate (UIScrollViewDelegateCorpus.swift), as UIKit's does.
// 48 requirements, all optional (as in UIKit), under the 64 @Optional a protocol may have.
// Left out, all deprecated since iOS 13 or earlier:
// - tableView(_:accessoryTypeForRowWith:) (deprecated in iOS 3);
// - tableView(_:editActionsForRowAt:) (replaced by the swipe actions configurations);
// - tableView(_:shouldShowMenuForRowAt:), tableView(_:canPerformAction:forRowAt:withSender:),
//   tableView(_:performAction:forRowAt:withSender:) (replaced by the context menu methods;
//   they also take an Objective-C `Selector`, which Linux has no type for).
// Not expressible:
// - a default cannot stand for "behave as if the method were absent" where UIKit then does
//   something no value says: the height defaults return the table's property, which is what
//   UIKit uses; titleForDeleteConfirmationButtonForRowAt's nil means UIKit's localized
//   "Delete".
// Defaults the pages leave unclear are marked "unclear" below, with the choice made.
// UITableView, UITableViewCell, UIView and the context menu types are in UIKitStubs.swift.
import DelegateKit
import Foundation

/// `UITableViewFocusUpdateContext`.
final class UITableViewFocusUpdateContext {
  let previouslyFocusedIndexPath: IndexPath?
  let nextFocusedIndexPath: IndexPath?

  init(from previous: IndexPath?, to next: IndexPath?) {
    previouslyFocusedIndexPath = previous
    nextFocusedIndexPath = next
  }
}

/// `UIFocusAnimationCoordinator`.
final class UIFocusAnimationCoordinator {}

/// `UISpringLoadedInteractionContext`.
protocol UISpringLoadedInteractionContext: AnyObject {}

/// A test double for the spring-loading context UIKit passes.
final class SpringLoadedContextDouble: UISpringLoadedInteractionContext {}

/// `UISwipeActionsConfiguration`, with the titles of its actions.
final class UISwipeActionsConfiguration {
  let actionTitles: [String]

  init(actionTitles: [String]) {
    self.actionTitles = actionTitles
  }
}

/// UIKit's table view delegate: selection, display, heights, editing, focus and context
/// menus of a table's rows. Every requirement is optional.
@MainActor
@Delegate
protocol UITableViewDelegate: UIScrollViewDelegate {
  // MARK: Display

  @Optional func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  @Optional func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  @Optional func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  @Optional func tableView(
    _ tableView: UITableView,
    didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  )
  @Optional func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
  @Optional func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

  // MARK: Heights
  // heightForRowAt: "If your rows are the same height, do not override this method; assign a
  // value to the rowHeight property of UITableView instead." Without it, the table uses
  // rowHeight; likewise sectionHeaderHeight, sectionFooterHeight and the estimated heights.

  @Optional(default: { (tableView: UITableView) in tableView.rowHeight })
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  @Optional(default: { (tableView: UITableView) in tableView.sectionHeaderHeight })
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  @Optional(default: { (tableView: UITableView) in tableView.sectionFooterHeight })
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  @Optional(default: { (tableView: UITableView) in tableView.estimatedRowHeight })
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  @Optional(default: { (tableView: UITableView) in tableView.estimatedSectionHeaderHeight })
  func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
  @Optional(default: { (tableView: UITableView) in tableView.estimatedSectionFooterHeight })
  func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

  // MARK: Header and footer views (nil: the table's standard header or footer)

  @Optional func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  @Optional func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

  // MARK: Accessory and highlighting

  @Optional func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  // Rows highlight unless the delegate says otherwise.
  @Optional(default: true) func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  @Optional func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  @Optional func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)

  // MARK: Selection
  // willSelectRowAt / willDeselectRowAt answer the row to use instead, or nil for none;
  // without the method, the row itself.

  @Optional(returning: "indexPath")
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  @Optional(returning: "indexPath")
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  @Optional func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  @Optional func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  // Unclear: the page does not give the default; `true` (the primary action is performed).
  @Optional(default: true)
  func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
  @Optional func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)

  // MARK: Editing
  // editingStyleForRowAt: without it, an editable cell gets the .delete style (the page).

  @Optional(default: UITableViewCell.EditingStyle.delete)
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
  @Optional func tableView(
    _ tableView: UITableView,
    titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  // nil: no leading actions, and the default trailing Delete action.
  @Optional func tableView(
    _ tableView: UITableView,
    leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  @Optional func tableView(
    _ tableView: UITableView,
    trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  // Rows indent while editing unless the delegate says otherwise.
  @Optional(default: true)
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
  @Optional func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
  @Optional func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)

  // MARK: Moving and indentation
  // targetIndexPathForMoveFromRowAt: without it, the row goes where the user dropped it.

  @Optional(returning: "proposedDestinationIndexPath")
  func tableView(
    _ tableView: UITableView,
    targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  // Unclear: no default stated; 0, UITableViewCell's default indentationLevel.
  @Optional(default: 0) func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int

  // MARK: Focus

  // The page: "equivalent to overriding the cell's canBecomeFocused"; cells are focusable.
  @Optional(default: true) func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
  @Optional(default: true)
  func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool
  @Optional func tableView(
    _ tableView: UITableView,
    didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  )
  @Optional func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?
  // The page ties the answer to the table's selectionFollowsFocus property, which is the
  // behaviour without a delegate.
  @Optional(default: { (tableView: UITableView) in tableView.selectionFollowsFocus })
  func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool

  // MARK: Spring loading and multiple selection

  // Spring loading is on for every row unless the delegate turns it off.
  @Optional(default: true)
  func tableView(
    _ tableView: UITableView,
    shouldSpringLoadRowAt indexPath: IndexPath,
    with context: any UISpringLoadedInteractionContext
  ) -> Bool
  // Unclear: no default stated; `false`, no two-finger multiple selection unless asked for.
  @Optional(default: false)
  func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
  @Optional func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
  @Optional func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)

  // MARK: Context menus (nil: no menu, or the system's preview)

  @Optional func tableView(
    _ tableView: UITableView,
    contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  @Optional func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  @Optional func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  @Optional func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  )
  @Optional func tableView(
    _ tableView: UITableView,
    willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  )
  @Optional func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  )
}
