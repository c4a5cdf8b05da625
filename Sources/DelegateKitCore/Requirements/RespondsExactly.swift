// `@ExactResponder` on a class and `@RespondsExactly` on its extensions (declared in
// DelegateKit) make each marked declaration of a delegate class answer, for the `@Delegate`
// protocols it names, the Swift names of the members the class implements; the protocol's
// requirement enum reads the answer
// (`DelegateRequirement._$declaredNames(of:)`), and delegate lists use it below.

extension DelegateRequirement {
  /// Whether `object`, a delegate whose declarations are marked, declares that it does
  /// not implement this optional requirement: its name is in none of the declarations the
  /// macro read. `false` for any other delegate, which is known only once called.
  @usableFromInline
  @inline(never)
  func _isDeclaredAbsent(on object: AnyObject) -> Bool {
    guard let names = Self._$declaredNames(of: object) else { return false }
    return !names.contains(name)
  }

  /// Stops the program: a marked delegate answered this requirement with its
  /// own member, which none of the declarations the macro read has.
  @usableFromInline
  @inline(never)
  func _declaredAbsentButImplemented(by object: AnyObject) -> Never {
    preconditionFailure(
      """
      \(type(of: object)) implements \(name), a requirement of \(Self._$protocolName), outside the \
      marked declaration (@ExactResponder, @RespondsExactly) that names \(Self._$protocolName): move \
      the member there.
      """
    )
  }
}

/// A delegate class whose every conformance to a `@Delegate` protocol answers
/// `responds(to:)` exactly, from the registration on.
///
/// Do not conform to it by hand: mark the class `@ExactResponder` (declared in DelegateKit),
/// which reads the class body and adds this conformance. Each `@Delegate` protocol then needs
/// the class's conformance to it declared where a macro reads the members: in the class's
/// own declaration, or in an extension marked `@RespondsExactly`. The compiler refuses a
/// conformance declared anywhere else, at that declaration, with what to write, so the
/// class's answers never turn inexact in silence.
public protocol ExactResponder: AnyObject {}
