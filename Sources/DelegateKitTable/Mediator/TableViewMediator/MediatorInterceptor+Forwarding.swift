import DelegateKit
import Foundation

// The delegate requirements the mediator forwards: each reaches the client's delegate
// unchanged, through its generated proxy, except a message about the loading row, which
// the client never hears.
extension MediatorInterceptor {
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    guard indexPath.section != loadingSectionIndex else { return }
    clientDelegate.tableView(tableView, didSelectRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    guard indexPath.section != loadingSectionIndex else { return }
    clientDelegate.tableView(tableView, didDeselectRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
    guard indexPath.section != loadingSectionIndex else { return }
    clientDelegate.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
    guard indexPath.section != loadingSectionIndex else { return }
    clientDelegate.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
    guard indexPath.section != loadingSectionIndex else { return }
    clientDelegate.tableView(tableView, willBeginEditingRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
    guard indexPath?.section != loadingSectionIndex else { return }
    clientDelegate.tableView(tableView, didEndEditingRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    guard indexPath.section != loadingSectionIndex else { return }
    clientDelegate.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
  }

  func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    clientDelegate.scrollViewWillBeginDragging(scrollView)
  }

  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    clientDelegate.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
  }

  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    clientDelegate.scrollViewDidEndDecelerating(scrollView)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    clientDelegate.scrollViewDidEndScrollingAnimation(scrollView)
  }

  func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
    clientDelegate.scrollViewShouldScrollToTop(scrollView)
  }

  func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
    clientDelegate.scrollViewDidScrollToTop(scrollView)
  }
}
