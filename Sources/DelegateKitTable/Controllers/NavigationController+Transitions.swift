// Every stack change (push, the pops, setViewControllers) is one transition from the old
// stack to a new one, so the lifecycle order and the parent links are decided in one place.

extension NavigationController {
  /// Stops the program unless `viewController` may join this stack: not a navigation
  /// controller, and on no stack yet.
  func checkJoinable(_ viewController: ViewController, operation: StaticString) {
    precondition(
      !(viewController is NavigationController),
      "NavigationController.\(operation): pushing a navigation controller is not supported"
    )
    precondition(
      !stack.contains { $0 === viewController },
      "NavigationController.\(operation): the view controller is already on this navigation stack"
    )
    precondition(
      viewController.navigationController == nil,
      "NavigationController.\(operation): the view controller is on another navigation stack; remove it there first"
    )
  }

  /// Replaces the stack with `newStack` and runs the lifecycle of the top controller's
  /// change (see the type's discussion for the order).
  func performTransition(
    to newStack: some Collection<ViewController>,
    animated: Bool,
    operation: StaticString
  ) {
    precondition(
      !isTransitioning,
      "NavigationController.\(operation): another push or pop is under way; transitions do not nest (wait for the new top's viewDidAppear)"
    )
    isTransitioning = true
    let oldStack = stack
    let oldTop = oldStack.last
    stack = Array(newStack)
    for viewController in stack where viewController.navigationController !== self {
      viewController.navigationController = self
    }
    let newTop = stack.last
    let finishing = newTop === oldTop ? nil : changeTop(from: oldTop, to: newTop, animated: animated)
    // A removed controller keeps its link through its viewDidDisappear, as in UIKit.
    for viewController in oldStack where !stack.contains(where: { $0 === viewController }) {
      if viewController.navigationController === self { viewController.navigationController = nil }
    }
    isTransitioning = false
    finishing?.endAppearanceTransition()
  }

  /// Loads the new top and runs the appearance callbacks up to, not including, the new
  /// top's `viewDidAppear(_:)`.
  ///
  /// - Returns: The controller whose `endAppearanceTransition()` finishes the transition,
  ///   or `nil` when nothing is left to call (off screen, or still appearing: the
  ///   navigation controller's own end forwards it then).
  private func changeTop(from oldTop: ViewController?, to newTop: ViewController?, animated: Bool) -> ViewController? {
    newTop?.loadViewIfNeeded()
    switch appearance {
    case .disappeared:
      return nil
    case .disappearing:
      // The old top began disappearing with this controller; only its end is left. The new
      // top stays hidden, and this controller's own end finds it so and leaves it.
      oldTop?.endAppearanceTransition()
      return nil
    case .appearing, .appeared:
      oldTop?.beginAppearanceTransition(false, animated: animated)
      newTop?.beginAppearanceTransition(true, animated: animated)
      oldTop?.endAppearanceTransition()
      return appearance == .appeared ? newTop : nil
    }
  }
}
