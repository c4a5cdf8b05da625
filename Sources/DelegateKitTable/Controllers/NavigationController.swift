/// A container that shows one controller of a stack at a time, UIKit's
/// `UINavigationController` without the prefix, the bar or the animations.
///
/// ```swift
/// let navigation = NavigationController(rootViewController: ContactsScreen())
/// navigation.beginAppearanceTransition(true, animated: false)   // the front end shows it
/// navigation.endAppearanceTransition()
/// navigation.pushViewController(ContactScreen(contact), animated: true)
/// navigation.popViewController(animated: true)
/// ```
///
/// ### Appearance
///
/// The top controller appears and disappears with the navigation controller: its own
/// ``ViewController/beginAppearanceTransition(_:animated:)`` and
/// ``ViewController/endAppearanceTransition()`` forward to the top controller, after the
/// navigation controller's own callback. While the navigation controller is not on screen
/// (``ViewController/appearance`` is ``ViewController/Appearance/disappeared``), a push,
/// pop or ``setViewControllers(_:animated:)`` only loads the new top controller's view;
/// no controller hears it appear or disappear.
///
/// On screen, each operation that changes the top controller runs, in this order:
///
/// 1. the new top's view loads if needed (``ViewController/loadView()``,
///    ``ViewController/viewDidLoad()``),
/// 2. the old top's ``ViewController/viewWillDisappear(_:)``,
/// 3. the new top's ``ViewController/viewWillAppear(_:)``,
/// 4. the old top's ``ViewController/viewDidDisappear(_:)``,
/// 5. the new top's ``ViewController/viewDidAppear(_:)``,
///
/// the order UIKit uses for a push and for a pop. Controllers that were neither the old nor
/// the new top hear nothing. ``viewControllers`` already holds the new stack at step 1, and
/// a removed controller's ``ViewController/navigationController`` is cleared between steps
/// 4 and 5 (at once when nothing appears). When the navigation controller is itself still
/// appearing, step 5 waits for its ``ViewController/endAppearanceTransition()``.
///
/// ### Rules
///
/// Transitions are not animated: each operation finishes before it returns, and the
/// `animated` argument only reaches the callbacks. As in UIKit, breaking a rule of the
/// stack stops the program with a message naming it:
///
/// - pushing a controller that is already on this stack, or on another navigation
///   controller's;
/// - pushing a navigation controller;
/// - popping to a controller that is not on the stack;
/// - pushing, popping or setting the stack from a callback of another such operation (the
///   new top's `viewDidLoad()`, any `will…` or the old top's `viewDidDisappear(_:)`):
///   transitions do not nest. The new top's ``ViewController/viewDidAppear(_:)`` ends the
///   transition, so it may start the next one.
///
/// Popping the root controller is not an error: ``popViewController(animated:)`` does
/// nothing and returns `nil`, as UIKit's does.
@MainActor
open class NavigationController: ViewController {
  /// The stack, root first; changed only through `performTransition(to:animated:)`.
  var stack: [ViewController] = []

  /// Whether a push, pop or stack change is under way, until the new top's
  /// `viewDidAppear(_:)`; another one in that time is the nested transition UIKit refuses.
  var isTransitioning = false

  /// Creates a navigation controller with an empty stack; give it controllers with
  /// ``setViewControllers(_:animated:)`` or ``pushViewController(_:animated:)``.
  public override init() {
    super.init()
  }

  /// Creates a navigation controller whose stack holds `rootViewController` alone.
  ///
  /// The root's view is not loaded until the navigation controller appears or it is read.
  ///
  /// - Parameter rootViewController: The bottom controller, which popping never removes.
  public init(rootViewController: ViewController) {
    super.init()
    checkJoinable(rootViewController, operation: "init(rootViewController:)")
    stack = [rootViewController]
    rootViewController.navigationController = self
  }

  /// The controllers on the stack: the root at index 0, the top last.
  ///
  /// Setting it is ``setViewControllers(_:animated:)`` without animation.
  public var viewControllers: [ViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller at the top of the stack, the one shown; `nil` for an empty stack.
  public var topViewController: ViewController? {
    stack.last
  }

  /// The controller the user sees. Nothing here presents controllers modally, so it is
  /// always ``topViewController``.
  public var visibleViewController: ViewController? {
    topViewController
  }

  override var childForAppearanceForwarding: ViewController? {
    topViewController
  }

  /// Pushes a controller on the stack and shows it.
  ///
  /// See the type's discussion for the order of the lifecycle calls; the pushed controller's
  /// ``ViewController/navigationController`` is set before its view loads.
  ///
  /// - Precondition: `viewController` is on no navigation stack and is not a navigation
  ///   controller, and no other transition is under way.
  /// - Parameters:
  ///   - viewController: The controller to push.
  ///   - animated: Passed to the appearance callbacks.
  open func pushViewController(_ viewController: ViewController, animated: Bool) {
    checkJoinable(viewController, operation: "pushViewController(_:animated:)")
    performTransition(to: stack + [viewController], animated: animated, operation: "pushViewController(_:animated:)")
  }

  /// Pops the top controller and shows the one below it.
  ///
  /// - Precondition: No other transition is under way.
  /// - Parameter animated: Passed to the appearance callbacks.
  /// - Returns: The popped controller, or `nil` when the stack holds the root alone (or
  ///   nothing) and nothing was popped.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    performTransition(to: stack.dropLast(), animated: animated, operation: "popViewController(animated:)")
    return top
  }

  /// Pops every controller above the root and shows the root.
  ///
  /// Only the old top and the root hear the transition; the controllers between them leave
  /// without a callback, as in UIKit.
  ///
  /// - Precondition: No other transition is under way.
  /// - Parameter animated: Passed to the appearance callbacks.
  /// - Returns: The popped controllers, bottom first, or `nil` when nothing was popped.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops the controllers above `viewController` and shows it.
  ///
  /// Only the old top and `viewController` hear the transition.
  ///
  /// - Precondition: `viewController` is on the stack, and no other transition is under
  ///   way.
  /// - Parameters:
  ///   - viewController: The controller to show, which stays on the stack.
  ///   - animated: Passed to the appearance callbacks.
  /// - Returns: The popped controllers, bottom first, or `nil` when `viewController` is
  ///   already the top and nothing was popped.
  @discardableResult
  open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      preconditionFailure(
        "NavigationController.popToViewController(_:animated:): the view controller is not on this navigation stack"
      )
    }
    guard index < stack.count - 1 else { return nil }
    let popped = Array(stack[(index + 1)...])
    performTransition(to: stack[...index], animated: animated, operation: "popToViewController(_:animated:)")
    return popped
  }

  /// Replaces the stack, showing its last controller.
  ///
  /// When the top controller changes, the old and new tops hear the transition in the
  /// push order, whether the new top was lower on the old stack (UIKit animates a pop) or
  /// new to it (a push); when it stays the same, nobody hears anything. Controllers that
  /// leave the stack lose their ``ViewController/navigationController``; those that join
  /// it get it before the new top's view loads. An empty array empties the stack.
  ///
  /// - Precondition: No controller appears twice in `viewControllers`; each is on this
  ///   stack or on none; none is a navigation controller; no other transition is under way.
  /// - Parameters:
  ///   - viewControllers: The new stack, root first.
  ///   - animated: Passed to the appearance callbacks.
  open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    let operation: StaticString = "setViewControllers(_:animated:)"
    for (index, viewController) in viewControllers.enumerated() {
      precondition(
        !viewControllers[..<index].contains { $0 === viewController },
        "NavigationController.\(operation): a view controller appears more than once in the new stack"
      )
      if !stack.contains(where: { $0 === viewController }) {
        checkJoinable(viewController, operation: operation)
      }
    }
    performTransition(to: viewControllers, animated: animated, operation: operation)
  }
}
