extension ScopeViewController {
  /// One scope of a ``ScopeViewController``: the title of its button and the factory of its
  /// delegate.
  ///
  /// ```swift
  /// ScopeViewController.Scope("People") { owner in PeopleScope(owner: owner) }
  /// ```
  ///
  /// The scopes are a list, so the buttons come in the order written, not in a dictionary's
  /// hash order; and each scope has a factory, so each delegate is given what it needs instead
  /// of sharing one initializer with the others.
  public struct Scope {
    /// The title of the scope's button.
    public var title: String

    /// Makes the scope's delegate; the controller calls it once, as it is created.
    public var makeDelegate: DelegateFactory

    /// Creates a scope.
    ///
    /// - Parameters:
    ///   - title: The title of the scope's button.
    ///   - makeDelegate: Makes the scope's delegate, given the handle through which it
    ///     talks to the controller.
    public init(_ title: String, delegate makeDelegate: @escaping DelegateFactory) {
      self.title = title
      self.makeDelegate = makeDelegate
    }
  }
}
