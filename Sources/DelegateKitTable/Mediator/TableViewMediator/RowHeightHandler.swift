import DelegateKit
import Foundation

/// Answers row heights for a mediated table, and only while someone needs them: it sits
/// between the ``LoadingSectionHandler`` and the client's delegate in the table's delegate
/// multicast when the client's delegate may answer heights or the loading row has a height of
/// its own.
///
/// A table whose delegate answers no row heights lays out its rows by arithmetic, and one
/// whose delegate does asks every row once per reload. If the mediator always answered
/// heights, every mediated table would pay the second. So this object is a delegate of its
/// own, which the mediator registers only when needed: for the loading row's own height,
/// or while the client's delegate may answer heights. The client's proxy learns from the first
/// call whether it does (at once, for a `@RespondsExactly` class); when it does not, this
/// object retires: it leaves the multicast at the start of the next reload, which the
/// mediator runs at once after its own update, so that the table finds no delegate
/// answering heights and goes back to arithmetic.
@MainActor
final class RowHeightHandler: TableViewMediatorDelegate {
  /// The mediator, which owns this handler.
  unowned let mediator: TableViewMediator

  /// The mediator's other handler, which knows the loading section and holds the client's
  /// delegate. Held strongly (it holds the mediator unowned, so there is no cycle): a
  /// height is asked for every row of every reload, and reaching it through the unowned
  /// mediator costs each call two reference-count round trips.
  let handler: LoadingSectionHandler

  /// Whether this handler learned that nobody needs it: it leaves at the next reload.
  private(set) var isRetiring = false

  /// Creates the height handler of `mediator`, beside its loading-section `handler`.
  init(mediator: TableViewMediator, handler: LoadingSectionHandler) {
    self.mediator = mediator
    self.handler = handler
  }

  /// Whether this handler already asked, since it joined, whether it is needed: the
  /// answer is known after the client's first height call, so it asks once.
  private var hasAsked = false

  /// Starts answering again, for a new client delegate or a new loading row height.
  func rejoin() {
    isRetiring = false
    hasAsked = false
  }

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    if indexPath.section == handler.loadingSectionIndex { return mediator.loadingRowHeight }
    // The client's default is `automaticDimension`, which the table reads as its rowHeight.
    let height = handler.clientDelegate.tableView(tableView, heightForRowAt: indexPath)
    if !hasAsked {
      hasAsked = true
      isRetiring = !mediator.needsRowHeightHandler
    }
    return height
  }
}
