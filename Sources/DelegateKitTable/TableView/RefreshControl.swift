/// A pull-to-refresh control, the model of UIKit's `UIRefreshControl`.
///
/// Attach it with ``TableView/refreshControl``. The user pulling past the top (the front
/// end calls ``TableView/userPullToRefresh()``) begins refreshing and runs the actions
/// added with ``addAction(_:)``, UIKit's `.valueChanged` target-action. Your code calls
/// ``endRefreshing()`` when the new data is in.
@MainActor
public final class RefreshControl {
  /// Whether a refresh is in progress.
  public private(set) var isRefreshing = false
  /// The text shown under the spinner.
  public var attributedTitle: String?
  private var actions: [@MainActor (RefreshControl) -> Void] = []

  /// Creates an idle control.
  public init() {}

  /// Runs `action` each time the user starts a refresh, as UIKit's `.valueChanged` does.
  public func addAction(_ action: @escaping @MainActor (RefreshControl) -> Void) {
    actions.append(action)
  }

  /// Shows the control as refreshing, without running the actions (as in UIKit: the
  /// program started it).
  public func beginRefreshing() {
    isRefreshing = true
  }

  /// Hides the control: the refresh finished.
  public func endRefreshing() {
    isRefreshing = false
  }

  /// The user pulled: begin, then run the actions. A pull during a refresh does nothing.
  func userPull() {
    guard !isRefreshing else { return }
    isRefreshing = true
    for action in actions { action(self) }
  }
}
