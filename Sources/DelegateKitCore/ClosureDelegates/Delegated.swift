/// A single delegate expressed as a closure, holding its owner weakly.
///
/// A closure delegate replaces a one-method protocol. The source declares a `Delegated`
/// property and calls it; the owner installs a closure that receives the owner itself, so
/// the closure never captures it strongly and cannot form a retain cycle by mistake.
///
/// ```swift
/// final class ImageLoader {
///   let onLoaded = Delegated<Image, Void>()
///   let titleForImage = Delegated<Image, String>()
///   func finish(_ image: Image) {
///     onLoaded(image)
///     let title = titleForImage(image, default: "Untitled")
///   }
/// }
///
/// loader.onLoaded.delegate(on: self) { screen, image in screen.show(image) }
/// ```
///
/// When the owner has deallocated, calls return `nil`, or the default given at the call.
/// `Delegated` is not `Sendable`; use it from one isolation domain, or use
/// ``AsyncDelegated`` across actors.
public final class Delegated<Input, Output> {
  private var handler: ((Input) -> Output?)?

  /// Creates a closure delegate with no closure installed.
  public init() {}

  /// Installs `handler`, replacing any earlier one, for as long as `owner` lives.
  ///
  /// - Parameters:
  ///   - owner: The object the closure acts for, held weakly and passed to each call.
  ///   - handler: The delegate's behaviour, given the owner and the call's input.
  public func delegate<Owner: AnyObject>(
    on owner: Owner,
    _ handler: @escaping (Owner, Input) -> Output
  ) {
    self.handler = { [weak owner] input in
      guard let owner else { return nil }
      return handler(owner, input)
    }
  }

  /// Removes the installed closure.
  public func removeDelegate() {
    handler = nil
  }

  /// Whether a closure is installed.
  ///
  /// The owner cannot be checked without calling, so this does not say whether it is
  /// alive: a call still returns `nil` once the owner is gone.
  public var isDelegateSet: Bool { handler != nil }

  /// Calls the delegate.
  ///
  /// - Parameter input: The call's input.
  /// - Returns: The delegate's answer, or `nil` if none is installed or its owner is gone.
  @discardableResult
  public func callAsFunction(_ input: Input) -> Output? {
    handler?(input)
  }

  /// Calls the delegate, falling back to `defaultValue`.
  ///
  /// - Parameters:
  ///   - input: The call's input.
  ///   - defaultValue: The answer when no closure is installed or its owner is gone.
  /// - Returns: The delegate's answer or the default.
  public func callAsFunction(_ input: Input, default defaultValue: @autoclosure () -> Output) -> Output {
    handler?(input) ?? defaultValue()
  }
}

extension Delegated where Input == Void {
  /// Calls a delegate that takes no input.
  ///
  /// - Returns: The delegate's answer, or `nil` if none is installed or its owner is gone.
  @discardableResult
  public func callAsFunction() -> Output? {
    handler?(())
  }
}
