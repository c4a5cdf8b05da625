// `@RespondsExactly` (declared in DelegateKit) makes each marked declaration of a delegate
// class answer, for the `@Delegate` protocols it names, the Swift names of the members the
// class implements; the protocol's requirement enum reads the answer
// (`DelegateRequirement._$declaredNames(of:)`), and delegate lists use it below.

extension DelegateRequirement {
  /// Whether `object`, a delegate whose class is `@RespondsExactly`, declares that it does
  /// not implement this optional requirement: its name is in none of the declarations the
  /// macro read. `false` for any other delegate, which is known only once called.
  @usableFromInline
  @inline(never)
  func _isDeclaredAbsent(on object: AnyObject) -> Bool {
    guard let names = Self._$declaredNames(of: object) else { return false }
    return !names.contains(name)
  }

  /// Stops the program: a `@RespondsExactly` delegate answered this requirement with its
  /// own member, which none of the declarations the macro read has.
  @usableFromInline
  @inline(never)
  func _declaredAbsentButImplemented(by object: AnyObject) -> Never {
    preconditionFailure(
      """
      \(type(of: object)) implements \(name), a requirement of \(Self._$protocolName), outside the \
      declaration marked @RespondsExactly that names \(Self._$protocolName): move the member there.
      """
    )
  }
}
