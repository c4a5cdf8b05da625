/// A delegate class that declares which members it implements, so that a delegate list
/// answers ``DelegateForwarder/responds(to:)`` exactly before any call.
///
/// Conform with the `@RespondsExactly` macro, attached to the class:
///
/// ```swift
/// @RespondsExactly
/// final class PhotosScreen: TableViewDelegate {
///   func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { … }
/// }
///
/// delegates.add(screen)
/// delegates.responds(to: .heightForRowAt)   // false at once: not implemented
/// ```
///
/// Without it, a list learns what a delegate implements by calling each optional
/// requirement once, and until then answers that the delegate may implement it. With it,
/// a requirement whose Swift name is not among the class's members is known to use its
/// default from the registration on: `responds(to:)` is `false`, and no call reaches it.
///
/// The macro reads the class's own declaration, `#if` branches included. A requirement
/// implemented anywhere else (in an extension, in a superclass) would be taken for one
/// left to its default: implement the requirements of your delegate protocols in the body
/// of the class that carries the attribute. A name that matches is still confirmed by the
/// first call, so two overloads with one name never mislead the list. Opting in costs
/// nothing per call: it only fills the cache a first call would fill.
public protocol RespondsExactly: AnyObject {
  /// The Swift names of the methods and properties the class's declaration implements,
  /// such as `tableView(_:didSelectRowAt:)`.
  static var _$implementedNames: Set<String> { get }
}

extension DelegateRequirement {
  /// The cache bits, counted from 0, of the optional requirements of this type that a
  /// `@RespondsExactly` class with `names` does not implement.
  static func _undeclared(in names: Set<String>, base: Int) -> UInt64 {
    var bits: UInt64 = 0
    for (offset, name) in _$optionalNames.enumerated() where !names.contains(name) {
      bits |= _RequirementBanks.bit(base &+ offset)
    }
    return bits
  }
}

/// The members `object`'s class declares, if it is `@RespondsExactly`.
func _declaredImplementations(of object: AnyObject) -> Set<String>? {
  (type(of: object) as? any RespondsExactly.Type)?._$implementedNames
}
