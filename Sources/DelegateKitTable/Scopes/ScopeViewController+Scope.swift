extension ScopeViewController {
  /// One scope of a ``ScopeViewController``: the title of its button and the factory of its
  /// delegate.
  ///
  /// ```swift
  /// ScopeViewController.Scope("People") { owner in PeopleScope(owner: owner) }
  /// ```
  ///
  /// The original took a dictionary from title to delegate class, whose order was the
  /// dictionary's, and made each delegate with an initializer every class had to share; a
  /// list of scopes keeps the buttons in the order written, and a factory can pass each
  /// delegate what it needs.
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
