// UITableViewDelegate's delegates and tests; the protocol, its sources and what was left out
// are in UITableViewDelegateCorpus.swift.
import DelegateKit
import Foundation
import Testing

/// Tracks the selection, refuses to select the first row (a header-like row), and gives that
/// row a taller height. Members in its body, so `@RespondsExactly` knows them at registration.
@ExactResponder
@MainActor
final class TableSelectionTracker: UITableViewDelegate {
  let journal: Journal
  private(set) var selected: [IndexPath] = []

  init(journal: Journal) {
    self.journal = journal
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath.row == 0 ? nil : indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
    journal.record("tracker.didSelect(\(indexPath.row))")
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    selected.removeAll { $0 == indexPath }
    journal.record("tracker.didDeselect(\(indexPath.row))")
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    indexPath.row == 0 ? 88 : tableView.rowHeight
  }

  // A requirement of the parent, UIScrollViewDelegate.
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    journal.record("tracker.didScroll")
  }
}

/// Decorates cells, offers swipe actions and context menus, and keeps moved rows in their
/// section; its delegate methods are in an extension, as most apps write them, and the
/// extension that declares the conformance carries `@RespondsExactly`.
final class TableCellDecorator {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }
}

@RespondsExactly
extension TableCellDecorator: UITableViewDelegate {
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    journal.record("decorator.willDisplay(\(cell.text ?? ""), \(indexPath.row))")
  }

  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    journal.record("decorator.didEndDisplaying(\(indexPath.row))")
  }

  func tableView(
    _ tableView: UITableView,
    trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    UISwipeActionsConfiguration(actionTitles: ["Archive", "Delete"])
  }

  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    indexPath.section == 1 ? .insert : .delete
  }

  func tableView(
    _ tableView: UITableView,
    targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    proposedDestinationIndexPath.section == sourceIndexPath.section
      ? proposedDestinationIndexPath : IndexPath(row: 0, section: sourceIndexPath.section)
  }

  func tableView(
    _ tableView: UITableView,
    contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(identifier: "row-\(indexPath.row)")
  }

  func tableView(
    _ tableView: UITableView,
    willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    journal.record("decorator.willDisplayContextMenu(\(configuration.identifier), \(animator != nil))")
  }
}

/// Logs selections and the end of a two-finger multiple selection.
@MainActor
final class TableRowAnalytics: UITableViewDelegate {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    journal.record("analytics.didSelect(\(indexPath.row))")
  }

  func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
    true
  }

  func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
    journal.record("analytics.didEndMultipleSelection")
  }
}

@MainActor
@Suite("UITableViewDelegate: 48 optional requirements, defaults read from the table, a scroll view parent")
struct UITableViewDelegateCorpusTests {
  let row0 = IndexPath(row: 0, section: 0)
  let row2 = IndexPath(row: 2, section: 0)

  @Test("Void calls reach every implementer in registration order, and no one else")
  func voidCalls() {
    let journal = Journal()
    let tracker = TableSelectionTracker(journal: journal)
    let decorator = TableCellDecorator(journal: journal)
    let analytics = TableRowAnalytics(journal: journal)
    let multicast = UITableViewDelegateMulticast()
    for delegate in [tracker, decorator, analytics] as [any UITableViewDelegate] { multicast.add(delegate) }
    let table = UITableView()
    let cell = UITableViewCell()
    cell.text = "Ada"
    multicast.tableView(table, willDisplay: cell, forRowAt: row2)
    multicast.tableView(table, didSelectRowAt: row2)
    multicast.tableView(table, didDeselectRowAt: row2)
    multicast.tableViewDidEndMultipleSelectionInteraction(table)
    multicast.tableView(table, accessoryButtonTappedForRowWith: row2)
    multicast.tableView(table, willDisplayContextMenu: UIContextMenuConfiguration(identifier: "m"), animator: nil)
    #expect(
      journal.entries == [
        "decorator.willDisplay(Ada, 2)", "tracker.didSelect(2)", "analytics.didSelect(2)", "tracker.didDeselect(2)",
        "analytics.didEndMultipleSelection", "decorator.willDisplayContextMenu(m, false)",
      ]
    )
    #expect(tracker.selected.isEmpty)
  }

  @Test("Heights: the first implementer, or the table's own properties when none answers")
  func heights() {
    let journal = Journal()
    let table = UITableView()
    table.rowHeight = 60
    table.sectionHeaderHeight = 32
    table.estimatedRowHeight = 50
    let multicast = UITableViewDelegateMulticast()
    #expect(multicast.tableView(table, heightForRowAt: row2) == 60, "no delegate: the table's rowHeight")
    #expect(multicast.tableView(table, heightForHeaderInSection: 0) == 32)
    #expect(multicast.tableView(table, estimatedHeightForRowAt: row2) == 50)
    let decorator = TableCellDecorator(journal: journal)
    multicast.add(decorator)
    table.rowHeight = 61
    #expect(multicast.tableView(table, heightForRowAt: row2) == 61, "a delegate that leaves it to UIKit")
    let tracker = TableSelectionTracker(journal: journal)
    multicast.add(tracker)
    #expect(multicast.tableView(table, heightForRowAt: row0) == 88)
    #expect(multicast.tableView(table, heightForRowAt: row2) == 61)
    #expect(multicast.tableView(table, heightForFooterInSection: 0) == table.sectionFooterHeight)
  }

  @Test("Selection, editing and moves: an argument, a constant or a property when none answers")
  func defaults() {
    let journal = Journal()
    let table = UITableView()
    let multicast = UITableViewDelegateMulticast()
    #expect(multicast.tableView(table, willSelectRowAt: row2) == row2, "the row itself")
    #expect(multicast.tableView(table, willDeselectRowAt: row2) == row2)
    #expect(multicast.tableView(table, editingStyleForRowAt: row2) == .delete)
    #expect(multicast.tableView(table, shouldHighlightRowAt: row2))
    #expect(multicast.tableView(table, indentationLevelForRowAt: row2) == 0)
    #expect(multicast.tableView(table, shouldBeginMultipleSelectionInteractionAt: row2) == false)
    let proposed = IndexPath(row: 4, section: 1)
    let target = multicast.tableView(table, targetIndexPathForMoveFromRowAt: row2, toProposedIndexPath: proposed)
    #expect(target == proposed, "where the user dropped it")
    table.selectionFollowsFocus = true
    #expect(multicast.tableView(table, selectionFollowsFocusForRowAt: row2))
    let context = SpringLoadedContextDouble()
    #expect(multicast.tableView(table, shouldSpringLoadRowAt: row2, with: context))
    let tracker = TableSelectionTracker(journal: journal)
    let decorator = TableCellDecorator(journal: journal)
    multicast.add(tracker)
    multicast.add(decorator)
    #expect(multicast.tableView(table, willSelectRowAt: row0) == nil, "the tracker's nil is its answer")
    #expect(multicast.tableView(table, willSelectRowAt: row2) == row2)
    #expect(multicast.tableView(table, editingStyleForRowAt: IndexPath(row: 0, section: 1)) == .insert)
    let kept = multicast.tableView(table, targetIndexPathForMoveFromRowAt: row2, toProposedIndexPath: proposed)
    #expect(kept == row0, "kept in its section")
    #expect(multicast.tableView(table, trailingSwipeActionsConfigurationForRowAt: row2)?.actionTitles.count == 2)
    #expect(multicast.tableView(table, leadingSwipeActionsConfigurationForRowAt: row2) == nil)
    #expect(multicast.tableView(table, contextMenuConfigurationForRowAt: row2, point: .zero)?.identifier == "row-2")
  }

  @Test("The parent's requirements are forwarded by the child's generated types")
  func parentRequirements() {
    let journal = Journal()
    let tracker = TableSelectionTracker(journal: journal)
    let decorator = TableCellDecorator(journal: journal)
    let multicast = UITableViewDelegateMulticast()
    multicast.add(decorator)
    multicast.add(tracker)
    let table = UITableView()
    multicast.scrollViewDidScroll(table)
    #expect(multicast.scrollViewShouldScrollToTop(table), "UIScrollViewDelegate's default")
    #expect(journal.entries == ["tracker.didScroll"])
    #expect(multicast.responds(to: UIScrollViewDelegateRequirement.scrollViewDidScroll))
    // Both name UITableViewDelegate only: its parent's requirements are learned by calling.
    #expect(multicast.responds(to: UIScrollViewDelegateRequirement.scrollViewDidZoom), "not called yet")
    multicast.scrollViewDidZoom(table)
    #expect(!multicast.responds(to: UIScrollViewDelegateRequirement.scrollViewDidZoom), "learned")
    let scrollOnly = UIScrollViewDelegateMulticast()
    scrollOnly.add(multicast)
    scrollOnly.scrollViewDidScroll(table)
    #expect(journal.entries == ["tracker.didScroll", "tracker.didScroll"], "a table multicast is a scroll delegate")
  }

  @Test("responds(to:) is exact for @RespondsExactly classes and their extensions, learned for others")
  func responds() {
    let journal = Journal()
    let decorator = TableCellDecorator(journal: journal)
    let analytics = TableRowAnalytics(journal: journal)
    let multicast = UITableViewDelegateMulticast()
    multicast.add(decorator)
    #expect(multicast.responds(to: .tableViewWillDisplayForRowAt), "implemented in the extension")
    #expect(!multicast.responds(to: .tableViewHeightForRowAt), "known before any call")
    multicast.add(analytics)
    #expect(multicast.responds(to: .tableViewHeightForRowAt), "analytics may implement it: not called yet")
    _ = multicast.tableView(UITableView(), heightForRowAt: row0)
    #expect(!multicast.responds(to: .tableViewHeightForRowAt), "a fixed-height table: UIKit can lay out by arithmetic")
    #expect(multicast.responds(to: .tableViewDidEndMultipleSelectionInteraction))
  }

  @Test("A router gives each mode its delegate; a proxy holds one")
  func routerAndProxy() {
    let journal = Journal()
    let tracker = TableSelectionTracker(journal: journal)
    let decorator = TableCellDecorator(journal: journal)
    let table = UITableView()
    let router = UITableViewDelegateRouter<String>()
    router.setDelegate(tracker, for: "browse")
    router.setDelegate(decorator, for: "edit")
    router.select("browse")
    router.tableView(table, didSelectRowAt: row2)
    #expect(router.tableView(table, editingStyleForRowAt: row2) == .delete, "the tracker leaves it to UIKit")
    router.select("edit")
    router.tableView(table, didSelectRowAt: row2)
    #expect(router.tableView(table, editingStyleForRowAt: IndexPath(row: 0, section: 1)) == .insert)
    let proxy = UITableViewDelegateProxy(tracker)
    #expect(proxy.tableView(table, willSelectRowAt: row0) == nil)
    proxy.delegate = nil
    #expect(proxy.tableView(table, willSelectRowAt: row0) == row0, "no delegate: the row itself")
    #expect(journal.entries == ["tracker.didSelect(2)"])
    withExtendedLifetime((tracker, decorator)) {}
  }
}
