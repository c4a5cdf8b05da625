import DelegateKit
import Foundation

/// The mediator's own delegate, first in the table's data source and delegate multicasts.
///
/// It implements only what the mediator decides: the section count (the user's plus the
/// loading section), and each question about a section or a row, which it answers itself for
/// the loading section and hands to the user's object, through a generated proxy, for the
/// user's sections. A multicast takes a value from its first implementer, so these answers
/// are the table's; every requirement this class does not implement goes on to the user's
/// object, and `scrollViewDidScroll(_:)` reaches both, this class first.
///
/// The loading section is the one after the user's sections as the table last counted them
/// (``loadingSectionIndex``), so a row is routed by the table's own view of the sections even
/// while the user's data has changed and the table has not been told yet.
@MainActor
final class LoadingSectionHandler: TableViewMediatorDataSource, TableViewMediatorDelegate {
  /// The mediator, which owns this handler.
  unowned let mediator: TableViewMediator

  /// The user's data source: every call about the user's sections goes through it.
  let userDataSource = TableViewMediatorDataSourceProxy()

  /// The user's delegate, for the same calls and the seed's `shouldLoadMore`.
  let userDelegate = TableViewMediatorDelegateProxy()

  /// The section the table last counted as the loading section: the user's section count
  /// when the table last asked for the number of sections.
  private(set) var loadingSectionIndex = 0

  /// Creates the handler of `mediator`.
  init(mediator: TableViewMediator) {
    self.mediator = mediator
  }

  /// The user's section count now: 0 once the data source is gone, so that no required call
  /// reaches an empty proxy.
  func userSectionCount(in tableView: TableView) -> Int {
    userDataSource.hasDelegate ? max(0, userDataSource.numberOfSections(in: tableView)) : 0
  }

  /// The row count of each of the user's sections now, negative counts read as none, as
  /// the table reads them.
  func userRowCounts(in tableView: TableView) -> [Int] {
    (0..<userSectionCount(in: tableView)).map {
      max(0, userDataSource.tableView(tableView, numberOfRowsInSection: $0))
    }
  }

  // MARK: TableViewDataSource

  func numberOfSections(in tableView: TableView) -> Int {
    // A reload starts here: the last moment to stop answering heights before the table
    // asks whether anyone does.
    mediator.retireRowHeightHandlerIfDone()
    loadingSectionIndex = userSectionCount(in: tableView)
    return loadingSectionIndex + 1
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    if section == loadingSectionIndex { return mediator.machine.loadingSection.numberOfRows }
    return userDataSource.tableView(tableView, numberOfRowsInSection: section)
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    if indexPath.section == loadingSectionIndex { return loadingCell(in: tableView, at: indexPath) }
    return userDataSource.tableView(tableView, cellForRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    if section == loadingSectionIndex { return nil }
    return userDataSource.tableView(tableView, titleForHeaderInSection: section)
  }

  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    if section == loadingSectionIndex { return nil }
    return userDataSource.tableView(tableView, titleForFooterInSection: section)
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    if indexPath.section == loadingSectionIndex { return false }
    return userDataSource.tableView(tableView, canEditRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    if indexPath.section == loadingSectionIndex { return false }
    return userDataSource.tableView(tableView, canMoveRowAt: indexPath)
  }

  /// The loading row's cell: the user's, if it draws its own, or a spinner's text or the
  /// error with a retry hint.
  private func loadingCell(in tableView: TableView, at indexPath: IndexPath) -> TableViewCell {
    if let cell = userDataSource.tableView(tableView, mediator: mediator, cellForLoadingRowAt: indexPath) {
      return cell
    }
    let cell = tableView.dequeueReusableCell(withIdentifier: TableViewMediator.loadingCellIdentifier, for: indexPath)
    switch mediator.machine.loadingSection {
    case .error(let message):
      cell.text = message
      cell.detailText = "Tap to retry"
      cell.selectionStyle = .default
    case .spinner, .empty:
      cell.text = "Loading…"
      cell.detailText = nil
      cell.selectionStyle = .none
    }
    return cell
  }
}
