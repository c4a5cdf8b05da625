import DelegateKit
import Foundation

// The delegate requirements the mediator answers: each question about a section or row,
// answered for the loading section and asked of the client for its own, and the scroll,
// which may start a page. Selecting the loading row never selects it: a tap on the error row
// retries, so the client's delegate never hears of a selection there.
extension MediatorInterceptor {
  /// The mediator checks whether to start the next page first, then the client hears the
  /// scroll: when the client's method runs, a page this scroll started is already loading.
  func scrollViewDidScroll(_ scrollView: ScrollView) {
    mediator?.tableDidScroll()
    clientDelegate.scrollViewDidScroll(scrollView)
  }

  /// The loading row's height is ``TableViewMediator/loadingRowHeight``; the client's rows
  /// are the client's (its default, ``TableView/automaticDimension``, is the table's
  /// ``TableView/rowHeight``). The table asks per row only while ``responds(to:)`` says
  /// someone answers heights, so a client that gives none keeps the table's arithmetic layout.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    if indexPath.section == loadingSectionIndex { return loadingRowHeight }
    return clientDelegate.tableView(tableView, heightForRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    if section == loadingSectionIndex { return 0 }
    return clientDelegate.tableView(tableView, heightForHeaderInSection: section)
  }

  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    if section == loadingSectionIndex { return 0 }
    return clientDelegate.tableView(tableView, heightForFooterInSection: section)
  }

  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    if indexPath.section == loadingSectionIndex { return isShowingError }
    return clientDelegate.tableView(tableView, shouldHighlightRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    guard indexPath.section == loadingSectionIndex else {
      return clientDelegate.tableView(tableView, willSelectRowAt: indexPath)
    }
    if isShowingError { mediator?.retry() }
    return nil
  }

  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    if indexPath.section == loadingSectionIndex { return indexPath }
    return clientDelegate.tableView(tableView, willDeselectRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
    if indexPath.section == loadingSectionIndex { return .none }
    return clientDelegate.tableView(tableView, editingStyleForRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
    if indexPath.section == loadingSectionIndex { return nil }
    return clientDelegate.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
  }

  /// A row dragged into the loading section lands at the end of the client's last section
  /// instead; the client's delegate then retargets it as it likes, within the client's sections.
  func tableView(
    _ tableView: TableView,
    targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    let proposal = clampedToUserSections(proposedDestinationIndexPath, movingFrom: sourceIndexPath, in: tableView)
    let answer = clientDelegate.tableView(
      tableView,
      targetIndexPathForMoveFromRowAt: sourceIndexPath,
      toProposedIndexPath: proposal
    )
    return clampedToUserSections(answer, movingFrom: sourceIndexPath, in: tableView)
  }

  /// Whether the loading row shows an error, the only time it can be tapped.
  private var isShowingError: Bool {
    if case .error = loadingSection { return true }
    return false
  }

  /// `destination`, or the end of the client's last section when it is in the loading section.
  private func clampedToUserSections(
    _ destination: IndexPath,
    movingFrom source: IndexPath,
    in tableView: TableView
  ) -> IndexPath {
    guard destination.count == 2, destination.section >= loadingSectionIndex, loadingSectionIndex > 0 else {
      return destination
    }
    let last = loadingSectionIndex - 1
    let rows = tableView.numberOfRows(inSection: last)
    // Within its own section a row can only land on an existing row; into another, also
    // just past the last one.
    return IndexPath(row: source.section == last ? max(rows - 1, 0) : rows, section: last)
  }
}
