/// The requirements of a `@Delegate` protocol, one case each: what you ask a generated
/// multicast, proxy or router about with `responds(to:)`.
///
/// The macro generates a conforming enum beside each protocol, named after it:
///
/// ```swift
/// @Delegate
/// protocol DownloadDelegate: AnyObject {
///   func downloadDidFinish(_ url: URL)
///   @Optional func downloadDidProgress(_ url: URL, fraction: Double)
/// }
///
/// // Generated: enum DownloadDelegateRequirement { case downloadDidFinish, downloadDidProgressFraction }
/// delegates.responds(to: .downloadDidProgressFraction)
/// ```
///
/// A case is named after the requirement's base name and argument labels, so adding an
/// overload with other labels renames nothing. Overloads that share their labels add the
/// parameter types to the name.
///
/// The raw value is an implementation detail of generated code: an `@Optional`
/// requirement's index among the optional ones (0, 1, …), and a negative number for a
/// required one.
public protocol DelegateRequirement: Hashable, Sendable, CaseIterable, RawRepresentable where RawValue == Int {
  /// The protocol's name, for messages.
  static var _$protocolName: Swift.String { get }
  /// The Swift names of the `@Optional` requirements, indexed by raw value.
  static var _$optionalNames: [Swift.String] { get }
  /// The Swift names of the required requirements, indexed by `-rawValue - 1`.
  static var _$requiredNames: [Swift.String] { get }
  /// What a marked (`@ExactResponder`, `@RespondsExactly`) delegate declares where it conforms to the protocol, or `nil`:
  /// for any other delegate, and for a requirement type that is no protocol's.
  static func _$declaredNames(of object: AnyObject) -> Set<String>?
}

extension DelegateRequirement {
  /// The requirement's Swift name, such as `download(_:didProgress:)`.
  public var name: String {
    rawValue >= 0 ? Self._$optionalNames[rawValue] : Self._$requiredNames[-rawValue - 1]
  }

  /// Whether delegates may leave the requirement unimplemented (it is marked `@Optional`).
  @inlinable
  public var isOptional: Bool { rawValue >= 0 }
}

/// The requirement of a plain broadcast, such as `DelegateList.forEach(_:)`: required, so
/// every live delegate is called and nothing is probed.
@usableFromInline
enum _AnyCall: Int, DelegateRequirement {
  case call = -1

  @usableFromInline static var _$protocolName: String { "" }
  @usableFromInline static var _$optionalNames: [String] { [] }
  @usableFromInline static var _$requiredNames: [String] { ["call"] }
  @usableFromInline static func _$declaredNames(of object: AnyObject) -> Set<String>? { nil }
}
