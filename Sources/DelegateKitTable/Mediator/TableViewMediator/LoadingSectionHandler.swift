import DelegateKit
import Foundation

/// The mediator's own delegate, first in the table's data source and delegate multicasts.
///
/// It implements only what the mediator decides: the section count (the client's plus the
/// loading section), and each question about a section or a row, which it answers itself for
/// the loading section and hands to the client's object, through a generated proxy, for the
/// client's sections. A multicast takes a value from its first implementer, so these answers
/// are the table's; every requirement this class does not implement goes on to the client's
/// object, and `scrollViewDidScroll(_:)` reaches both, this class first.
///
/// The loading section is the one after the client's sections as the table last counted them
/// (``loadingSectionIndex``), so a row is routed by the table's own view of the sections even
/// while the client's data has changed and the table has not been told yet.
@MainActor
final class LoadingSectionHandler: TableViewMediatorDataSource, TableViewMediatorDelegate {
  /// The mediator, which owns this handler.
  unowned let mediator: TableViewMediator

  /// The client's data source: every call about the client's sections goes through it.
  let clientDataSource = TableViewMediatorDataSourceProxy()

  /// The client's delegate, for the same calls and, with no loader set, `shouldLoadMore`.
  let clientDelegate = TableViewMediatorDelegateProxy()

  /// The section the table last counted as the loading section: the client's section count
  /// when the table last asked for the number of sections.
  private(set) var loadingSectionIndex = 0

  /// Creates the handler of `mediator`.
  init(mediator: TableViewMediator) {
    self.mediator = mediator
  }

  /// The client's section count now: 0 once the data source is gone, so that no required call
  /// reaches an empty proxy.
  func clientSectionCount(in tableView: TableView) -> Int {
    clientDataSource.hasDelegate ? max(0, clientDataSource.numberOfSections(in: tableView)) : 0
  }

  /// The row count of each of the client's sections now, negative counts read as none, as
  /// the table reads them.
  func clientRowCounts(in tableView: TableView) -> [Int] {
    (0..<clientSectionCount(in: tableView)).map {
      max(0, clientDataSource.tableView(tableView, numberOfRowsInSection: $0))
    }
  }

  // MARK: TableViewDataSource

  func numberOfSections(in tableView: TableView) -> Int {
    // A reload starts here: the last moment to stop answering heights before the table
    // asks whether anyone does.
    mediator.retireRowHeightHandlerIfDone()
    loadingSectionIndex = clientSectionCount(in: tableView)
    return loadingSectionIndex + 1
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    if section == loadingSectionIndex { return mediator.machine.loadingSection.numberOfRows }
    return clientDataSource.tableView(tableView, numberOfRowsInSection: section)
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    if indexPath.section == loadingSectionIndex { return loadingCell(in: tableView, at: indexPath) }
    return clientDataSource.tableView(tableView, cellForRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    if section == loadingSectionIndex { return nil }
    return clientDataSource.tableView(tableView, titleForHeaderInSection: section)
  }

  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    if section == loadingSectionIndex { return nil }
    return clientDataSource.tableView(tableView, titleForFooterInSection: section)
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    if indexPath.section == loadingSectionIndex { return false }
    return clientDataSource.tableView(tableView, canEditRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    if indexPath.section == loadingSectionIndex { return false }
    return clientDataSource.tableView(tableView, canMoveRowAt: indexPath)
  }

  /// The loading row's cell: the client's, if it draws its own, or a spinner's text or the
  /// error with a retry hint.
  private func loadingCell(in tableView: TableView, at indexPath: IndexPath) -> TableViewCell {
    if let cell = clientDataSource.tableView(tableView, mediator: mediator, cellForLoadingRowAt: indexPath) {
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
