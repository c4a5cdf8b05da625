import DelegateKit
import Foundation
import Testing

@testable import DelegateKitTable

/// A client that implements every requirement of the mediated data source and delegate and
/// logs each call as "requirement section.row" (or "requirement section", or the name alone).
@MainActor
private final class EveryCall: TableViewMediatorDataSource, TableViewMediatorDelegate {
  var log: [String] = []
  private func heard(_ name: String, _ indexPath: IndexPath? = nil) {
    log.append(indexPath.map { "\(name) \($0.section).\($0.row)" } ?? name)
  }
  private func heard(_ name: String, section: Int) { log.append("\(name) \(section)") }

  func numberOfSections(in tableView: TableView) -> Int {
    heard("numberOfSections")
    return 2
  }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    heard("numberOfRows", section: section)
    return 3
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    heard("cellForRow", indexPath)
    return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    heard("titleForHeader", section: section)
    return "client"
  }
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    heard("titleForFooter", section: section)
    return "client"
  }
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    heard("canEdit", indexPath)
    return true
  }
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    heard("canMove", indexPath)
    return true
  }
  func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  { heard("commit", indexPath) }
  func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    heard("moveRow", destinationIndexPath)
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heard("heightForRow", indexPath)
    return 1
  }
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    heard("heightForHeader", section: section)
    return 1
  }
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    heard("heightForFooter", section: section)
    return 1
  }
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    heard("shouldHighlight", indexPath)
    return true
  }
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    heard("willSelect", indexPath)
    return indexPath
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { heard("didSelect", indexPath) }
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    heard("willDeselect", indexPath)
    return indexPath
  }
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { heard("didDeselect", indexPath) }
  func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
    heard("willDisplay", indexPath)
  }
  func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
    heard("didEndDisplaying", indexPath)
  }
  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
    heard("editingStyle", indexPath)
    return .delete
  }
  func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
    heard("titleForDeleteConfirmation", indexPath)
    return "client"
  }
  func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
    heard("willBeginEditing", indexPath)
  }
  func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) { heard("didEndEditing", indexPath) }
  func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    heard("accessoryTapped", indexPath)
  }
  func tableView(
    _ tableView: TableView,
    targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    heard("targetForMove", proposedDestinationIndexPath)
    return proposedDestinationIndexPath
  }
  func scrollViewDidScroll(_ scrollView: ScrollView) { heard("didScroll") }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { heard("willBeginDragging") }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { heard("didEndDragging") }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { heard("didEndDecelerating") }
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { heard("didEndScrollingAnimation") }
  func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
    heard("shouldScrollToTop")
    return false
  }
  func scrollViewDidScrollToTop(_ scrollView: ScrollView) { heard("didScrollToTop") }
}

/// The mediator's one list of intercepted requirements, checked call by call: each requirement
/// is driven about a client row and about the loading row, and the client must hear the first
/// exactly as the table sent it and never the second.
@MainActor
@Suite("TableViewMediator: the interception list")
struct MediatorInterceptionTests {
  /// One call of a requirement: its name in the client's log, and how to make it about a row.
  private struct Call {
    var name: String
    /// Whether the call names a row or section; one that does not always reaches the client.
    var isAboutARow = true
    /// Whether it names a section rather than a row.
    var isAboutASection = false
    var make: (MediatorInterceptor, TableView, IndexPath) -> Void
  }

  private func call(_ requirement: TableViewDataSourceRequirement) -> Call {
    switch requirement {
    case .numberOfSectionsIn:
      Call(name: "numberOfSections", isAboutARow: false) { interceptor, table, _ in
        _ = interceptor.numberOfSections(in: table)
      }
    case .tableViewNumberOfRowsInSection:
      Call(name: "numberOfRows", isAboutASection: true) { _ = $0.tableView($1, numberOfRowsInSection: $2.section) }
    case .tableViewCellForRowAt:
      Call(name: "cellForRow") { _ = $0.tableView($1, cellForRowAt: $2) }
    case .tableViewTitleForHeaderInSection:
      Call(name: "titleForHeader", isAboutASection: true) { _ = $0.tableView($1, titleForHeaderInSection: $2.section) }
    case .tableViewTitleForFooterInSection:
      Call(name: "titleForFooter", isAboutASection: true) { _ = $0.tableView($1, titleForFooterInSection: $2.section) }
    case .tableViewCanEditRowAt:
      Call(name: "canEdit") { _ = $0.tableView($1, canEditRowAt: $2) }
    case .tableViewCanMoveRowAt:
      Call(name: "canMove") { _ = $0.tableView($1, canMoveRowAt: $2) }
    case .tableViewCommitForRowAt:
      Call(name: "commit") { $0.tableView($1, commit: .delete, forRowAt: $2) }
    case .tableViewMoveRowAtTo:
      Call(name: "moveRow") { $0.tableView($1, moveRowAt: .at(0, 0), to: $2) }
    }
  }

  private func call(_ requirement: TableViewDelegateRequirement) -> Call {
    switch requirement {
    case .tableViewHeightForRowAt: Call(name: "heightForRow") { _ = $0.tableView($1, heightForRowAt: $2) }
    case .tableViewHeightForHeaderInSection:
      Call(name: "heightForHeader", isAboutASection: true) {
        _ = $0.tableView($1, heightForHeaderInSection: $2.section)
      }
    case .tableViewHeightForFooterInSection:
      Call(name: "heightForFooter", isAboutASection: true) {
        _ = $0.tableView($1, heightForFooterInSection: $2.section)
      }
    case .tableViewShouldHighlightRowAt:
      Call(name: "shouldHighlight") { _ = $0.tableView($1, shouldHighlightRowAt: $2) }
    case .tableViewWillSelectRowAt: Call(name: "willSelect") { _ = $0.tableView($1, willSelectRowAt: $2) }
    case .tableViewDidSelectRowAt: Call(name: "didSelect") { $0.tableView($1, didSelectRowAt: $2) }
    case .tableViewWillDeselectRowAt: Call(name: "willDeselect") { _ = $0.tableView($1, willDeselectRowAt: $2) }
    case .tableViewDidDeselectRowAt: Call(name: "didDeselect") { $0.tableView($1, didDeselectRowAt: $2) }
    case .tableViewWillDisplayForRowAt:
      Call(name: "willDisplay") {
        $0.tableView($1, willDisplay: TableViewCell(style: .default, reuseIdentifier: nil), forRowAt: $2)
      }
    case .tableViewDidEndDisplayingForRowAt:
      Call(name: "didEndDisplaying") {
        $0.tableView($1, didEndDisplaying: TableViewCell(style: .default, reuseIdentifier: nil), forRowAt: $2)
      }
    case .tableViewEditingStyleForRowAt:
      Call(name: "editingStyle") { _ = $0.tableView($1, editingStyleForRowAt: $2) }
    case .tableViewTitleForDeleteConfirmationButtonForRowAt:
      Call(name: "titleForDeleteConfirmation") { _ = $0.tableView($1, titleForDeleteConfirmationButtonForRowAt: $2) }
    case .tableViewWillBeginEditingRowAt:
      Call(name: "willBeginEditing") { $0.tableView($1, willBeginEditingRowAt: $2) }
    case .tableViewDidEndEditingRowAt: Call(name: "didEndEditing") { $0.tableView($1, didEndEditingRowAt: $2) }
    case .tableViewAccessoryButtonTappedForRowWith:
      Call(name: "accessoryTapped") { $0.tableView($1, accessoryButtonTappedForRowWith: $2) }
    case .tableViewTargetIndexPathForMoveFromRowAtToProposedIndexPath:
      // A proposal in the loading section reaches the client clamped into its own sections.
      Call(name: "targetForMove") {
        _ = $0.tableView($1, targetIndexPathForMoveFromRowAt: .at(0, 0), toProposedIndexPath: $2)
      }
    }
  }

  private func call(_ requirement: ScrollViewDelegateRequirement) -> Call {
    switch requirement {
    case .scrollViewDidScroll:
      Call(name: "didScroll", isAboutARow: false) { interceptor, table, _ in interceptor.scrollViewDidScroll(table) }
    case .scrollViewWillBeginDragging:
      Call(name: "willBeginDragging", isAboutARow: false) { interceptor, table, _ in
        interceptor.scrollViewWillBeginDragging(table)
      }
    case .scrollViewDidEndDraggingWillDecelerate:
      Call(name: "didEndDragging", isAboutARow: false) { interceptor, table, _ in
        interceptor.scrollViewDidEndDragging(table, willDecelerate: false)
      }
    case .scrollViewDidEndDecelerating:
      Call(name: "didEndDecelerating", isAboutARow: false) { interceptor, table, _ in
        interceptor.scrollViewDidEndDecelerating(table)
      }
    case .scrollViewDidEndScrollingAnimation:
      Call(name: "didEndScrollingAnimation", isAboutARow: false) { interceptor, table, _ in
        interceptor.scrollViewDidEndScrollingAnimation(table)
      }
    case .scrollViewShouldScrollToTop:
      Call(name: "shouldScrollToTop", isAboutARow: false) { interceptor, table, _ in
        _ = interceptor.scrollViewShouldScrollToTop(table)
      }
    case .scrollViewDidScrollToTop:
      Call(name: "didScrollToTop", isAboutARow: false) { interceptor, table, _ in
        interceptor.scrollViewDidScrollToTop(table)
      }
    }
  }

  /// Two client sections of three rows, the loading section (2) showing its spinner.
  private func mediated() -> (EveryCall, TableView, TableViewMediator) {
    let client = EveryCall()
    let table = makeTable(height: 20)
    table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    let mediator = TableViewMediator(tableView: table)
    mediator.setDataSource(client, delegate: client)
    mediator.setLoader(on: client) { _, _ in
      try await Task.sleep(for: .seconds(3600))
      return LoadResult(hasMorePages: false)
    }
    mediator.startLoadingMore(true)
    table.layoutIfNeeded()
    return (client, table, mediator)
  }

  @Test("Every requirement about a client row reaches the client as sent; none about the loading row does")
  func everyRequirement() {
    let (client, table, mediator) = mediated()
    #expect(mediator.loadingIndicatorSection == 2)
    #expect(!client.log.contains { $0.hasSuffix(" 2") || $0.contains(" 2.") }, "\(client.log)")
    let calls =
      TableViewDataSourceRequirement.allCases.map(call) + TableViewDelegateRequirement.allCases.map(call)
      + ScrollViewDelegateRequirement.allCases.map(call)
    for call in calls {
      client.log = []
      call.make(mediator.interceptor, table, .at(1, 2))
      let expected =
        !call.isAboutARow ? call.name : call.isAboutASection ? "\(call.name) 1" : "\(call.name) 1.2"
      #expect(client.log.last == expected, "\(call.name) about a client row: \(client.log)")
      guard call.isAboutARow else { continue }
      client.log = []
      call.make(mediator.interceptor, table, .at(2, 0))
      let leaked = client.log.filter { $0.hasSuffix(" 2") || $0.contains(" 2.") }
      #expect(leaked.isEmpty, "\(call.name) about the loading row reached the client: \(leaked)")
    }
  }
}
