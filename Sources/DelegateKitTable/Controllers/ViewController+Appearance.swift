extension ViewController {
  /// Starts showing or hiding the controller: calls ``viewWillAppear(_:)`` or
  /// ``viewWillDisappear(_:)``, then forwards the same call to the controller shown inside
  /// this one (a navigation controller's top controller).
  ///
  /// A container calls it for its children, and the front end for the root controller, as
  /// UIKit's containers do; pair each call with ``endAppearanceTransition()``:
  ///
  /// ```swift
  /// navigation.beginAppearanceTransition(true, animated: false)
  /// navigation.endAppearanceTransition()   // now on screen, with its top controller
  /// ```
  ///
  /// Appearing loads the view first if needed. A call that would not change anything is
  /// ignored (appearing while ``appearance`` is ``Appearance/appearing`` or
  /// ``Appearance/appeared``, disappearing while it is ``Appearance/disappearing`` or
  /// ``Appearance/disappeared``), so the `will…`/`did…` callbacks stay balanced. Hiding a
  /// controller that is still appearing cancels its appearance: it hears
  /// ``viewWillDisappear(_:)`` and ``viewDidDisappear(_:)`` and never ``viewDidAppear(_:)``,
  /// as a cancelled interactive transition in UIKit.
  ///
  /// - Parameters:
  ///   - isAppearing: `true` to show the controller, `false` to hide it.
  ///   - animated: Whether the transition is animated; passed to the callbacks.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard appearance == .disappeared || appearance == .disappearing else { return }
      loadViewIfNeeded()
      appearance = .appearing
      appearanceTransitionIsAnimated = animated
      viewWillAppear(animated)
    } else {
      guard appearance == .appeared || appearance == .appearing else { return }
      appearance = .disappearing
      appearanceTransitionIsAnimated = animated
      viewWillDisappear(animated)
    }
    // Read after the callback: it may have changed which child is shown.
    childForAppearanceForwarding?.beginAppearanceTransition(isAppearing, animated: animated)
  }

  /// Finishes the transition ``beginAppearanceTransition(_:animated:)`` started: calls
  /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)`` with the same `animated` argument,
  /// then forwards the call to the controller shown inside this one.
  ///
  /// Ignored when no transition is under way.
  public func endAppearanceTransition() {
    let animated = appearanceTransitionIsAnimated
    switch appearance {
    case .appearing:
      appearance = .appeared
      viewDidAppear(animated)
    case .disappearing:
      appearance = .disappeared
      viewDidDisappear(animated)
    case .appeared, .disappeared:
      return
    }
    childForAppearanceForwarding?.endAppearanceTransition()
  }
}
