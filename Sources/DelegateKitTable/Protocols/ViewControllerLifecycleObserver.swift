public import DelegateKit

/// An object told of a ``ViewController``'s lifecycle without subclassing it.
///
/// UIKit shares behaviour between screens by inheritance: `UITableViewController` reloads
/// and clears its selection as it appears because the code is in its superclass. Here that
/// behaviour can be a small object attached to any view controller instead, and several can
/// be attached to one controller. Register an observer with the controller's
/// ``ViewController/lifecycle`` multicast:
///
/// ```swift
/// final class AppearanceCounter: ViewControllerLifecycleObserver {
///   var count = 0
///   func viewController(_ viewController: ViewController, didAppear animated: Bool) {
///     count += 1
///   }
/// }
/// let counter = AppearanceCounter()
/// screen.lifecycle.add(counter)          // weak: keep `counter` alive yourself,
/// screen.lifecycle.add(AppearanceCounter(), retention: .strong)   // or let the controller
/// ```
///
/// Each message is sent by the base implementation of the matching ``ViewController``
/// method, so observers hear it at the point where a subclass's override calls `super`, as
/// a superclass's behaviour would run there. Observers are told in the order they were
/// added. Every requirement is optional.
@Delegate
@MainActor
public protocol ViewControllerLifecycleObserver: AnyObject {
  /// The controller loaded its view: sent by ``ViewController/viewDidLoad()``, once in the
  /// controller's life.
  ///
  /// - Parameter viewController: The controller whose view loaded.
  @Optional func viewControllerDidLoadView(_ viewController: ViewController)

  /// The controller's view is about to be shown: sent by
  /// ``ViewController/viewWillAppear(_:)``.
  ///
  /// - Parameters:
  ///   - viewController: The controller about to appear.
  ///   - animated: Whether the transition that shows it is animated.
  @Optional func viewController(_ viewController: ViewController, willAppear animated: Bool)

  /// The controller's view is shown: sent by ``ViewController/viewDidAppear(_:)``.
  ///
  /// - Parameters:
  ///   - viewController: The controller that appeared.
  ///   - animated: Whether the transition that showed it was animated.
  @Optional func viewController(_ viewController: ViewController, didAppear animated: Bool)

  /// The controller's view is about to be hidden, covered or removed: sent by
  /// ``ViewController/viewWillDisappear(_:)``.
  ///
  /// - Parameters:
  ///   - viewController: The controller about to disappear.
  ///   - animated: Whether the transition that hides it is animated.
  @Optional func viewController(_ viewController: ViewController, willDisappear animated: Bool)

  /// The controller's view is hidden: sent by ``ViewController/viewDidDisappear(_:)``.
  ///
  /// - Parameters:
  ///   - viewController: The controller that disappeared.
  ///   - animated: Whether the transition that hid it was animated.
  @Optional func viewController(_ viewController: ViewController, didDisappear animated: Bool)

  /// The controller's editing mode was set: sent by
  /// ``ViewController/setEditing(_:animated:)`` on every call, also when `editing` equals the
  /// old value, as UIKit calls `setEditing(_:animated:)` itself.
  ///
  /// - Parameters:
  ///   - viewController: The controller whose editing mode was set.
  ///   - editing: The new value of ``ViewController/isEditing``.
  ///   - animated: Whether the change is animated.
  @Optional func viewController(_ viewController: ViewController, didSetEditing editing: Bool, animated: Bool)
}
