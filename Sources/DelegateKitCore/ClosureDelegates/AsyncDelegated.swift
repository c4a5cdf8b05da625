/// A single asynchronous delegate expressed as a closure, holding its owner weakly.
///
/// The asynchronous counterpart of ``Delegated``, and `Sendable`: the source may live on
/// one actor and the owner on another. The closure is awaited, so an owner isolated to the
/// main actor is reached with a hop.
///
/// ```swift
/// let search = AsyncDelegated<String, [Result]>()
/// search.delegate(on: screen) { screen, query in await screen.results(for: query) }
/// let results = await search(query, default: [])
/// ```
///
/// When the owner has deallocated, calls return `nil`, or the default given at the call.
public final class AsyncDelegated<Input: Sendable, Output: Sendable>: Sendable {
  private let handler = _LockedBox<(@Sendable (Input) async -> Output?)?>(nil)

  /// Creates a closure delegate with no closure installed.
  public init() {}

  /// Installs `handler`, replacing any earlier one, for as long as `owner` lives.
  ///
  /// - Parameters:
  ///   - owner: The object the closure acts for, held weakly and passed to each call.
  ///   - handler: The delegate's behaviour, given the owner and the call's input.
  public func delegate<Owner: AnyObject & Sendable>(
    on owner: Owner,
    _ handler: @escaping @Sendable (Owner, Input) async -> Output
  ) {
    let weakHandler: @Sendable (Input) async -> Output? = { [weak owner] input in
      guard let owner else { return nil }
      return await handler(owner, input)
    }
    self.handler.withLock { $0 = weakHandler }
  }

  /// Removes the installed closure.
  public func removeDelegate() {
    handler.withLock { $0 = nil }
  }

  /// Whether a closure is installed.
  public var isDelegateSet: Bool { handler.withLock { $0 != nil } }

  /// Calls the delegate and awaits its answer. The lock is not held while it runs.
  ///
  /// - Parameter input: The call's input.
  /// - Returns: The delegate's answer, or `nil` if none is installed or its owner is gone.
  @discardableResult
  public func callAsFunction(_ input: Input) async -> Output? {
    guard let handler = handler.withLock({ $0 }) else { return nil }
    return await handler(input)
  }

  /// Calls the delegate, falling back to `defaultValue`.
  ///
  /// - Parameters:
  ///   - input: The call's input.
  ///   - defaultValue: The answer when no closure is installed or its owner is gone.
  /// - Returns: The delegate's answer or the default.
  public func callAsFunction(_ input: Input, default defaultValue: Output) async -> Output {
    await self(input) ?? defaultValue
  }
}
