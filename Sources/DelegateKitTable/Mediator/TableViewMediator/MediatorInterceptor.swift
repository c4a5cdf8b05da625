import DelegateKit
import Foundation

/// The table's only data source and delegate while a ``TableViewMediator`` runs it: it
/// answers what the mediator must and forwards every other call to the client's objects,
/// through their generated proxies, with the client's own index paths.
///
/// What it does with each requirement is listed once, in ``MediatorInterception``; the
/// methods here and in the extensions carry it out. In short: it answers the section and
/// row counts, everything about the loading section (its cell, its height, its header and
/// footer, whether it can be selected, edited or moved), a tap on the error row, and a move
/// into the loading section; it watches `scrollViewDidScroll(_:)` before the client hears
/// it. A void message about the loading row (`willDisplay`, `didEndDisplaying`, an
/// accessory tap) is not forwarded: the client never hears of the loading section.
///
/// The loading section is the one after the client's sections as the table last counted them
/// (``loadingSectionIndex``), so a row is routed by the table's own view of the sections even
/// while the client's data has changed and the table has not been told yet.
@MainActor
final class MediatorInterceptor: TableViewDataSource, TableViewDelegate {
  /// The mediator, which owns this interceptor. Held weakly, since the table holds the
  /// interceptor too: once the mediator is gone, the loading section is empty.
  weak var mediator: TableViewMediator?

  /// The client's data source: every call about the client's sections goes through it.
  let clientDataSource = TableViewMediatorDataSourceProxy()

  /// The client's delegate, for the same calls and, with no loader set, `shouldLoadMore`.
  let clientDelegate = TableViewMediatorDelegateProxy()

  /// The section the table last counted as the loading section: the client's section count
  /// when the table last asked for the number of sections.
  private(set) var loadingSectionIndex = 0

  /// Creates an interceptor; its mediator sets ``mediator`` to itself.
  init() {}

  /// What the loading section shows: nothing once the mediator is gone.
  var loadingSection: LoadingSection { mediator?.machine.loadingSection ?? .empty }

  /// The loading row's height: ``TableView/automaticDimension`` once the mediator is gone.
  var loadingRowHeight: CGFloat { mediator?.loadingRowHeight ?? TableView.automaticDimension }

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
    loadingSectionIndex = clientSectionCount(in: tableView)
    return loadingSectionIndex + 1
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    if section == loadingSectionIndex { return loadingSection.numberOfRows }
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

  /// Forwarded: commits reach the client for its rows; the loading row cannot be edited.
  func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  {
    guard indexPath.section != loadingSectionIndex else { return }
    clientDataSource.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
  }

  /// Forwarded: the table never moves a row into or out of the loading section (see
  /// ``tableView(_:canMoveRowAt:)`` and
  /// ``tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)``).
  func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    guard sourceIndexPath.section != loadingSectionIndex, destinationIndexPath.section != loadingSectionIndex else {
      return
    }
    clientDataSource.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
  }

  /// The loading row's cell: the client's, if it draws its own, or a spinner's text or the
  /// error with a retry hint.
  private func loadingCell(in tableView: TableView, at indexPath: IndexPath) -> TableViewCell {
    if let mediator,
      let cell = clientDataSource.tableView(tableView, mediator: mediator, cellForLoadingRowAt: indexPath)
    {
      return cell
    }
    let cell = tableView.dequeueReusableCell(withIdentifier: TableViewMediator.loadingCellIdentifier, for: indexPath)
    switch loadingSection {
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
