/// How a generated multicast combines the answers of several delegates to one requirement.
///
/// Mark a value requirement of a `@Delegate` protocol with `@Combining(…)` to choose. The
/// default, with no marker, is ``first``: the first implementer answers and the rest are
/// not asked, as in a delegate chain.
///
/// ```swift
/// @Delegate
/// protocol EditingDelegate: AnyObject {
///   @Combining(.all) func canEdit(_ row: Int) -> Bool          // every implementer agrees
///   @Combining(.collect) func menuItems(for row: Int) -> [String]
/// }
/// ```
///
/// Proxies and routers have one delegate and ignore the marker.
public enum DelegateCombineStrategy: Sendable, Hashable {
  /// The first implementer's answer. Later delegates are not asked.
  case first
  /// The last implementer's answer. Every implementer is asked.
  case last
  /// For `Bool`: `true` unless an implementer answers `false`; asking stops at the first
  /// `false`.
  case all
  /// For `Bool`: `false` unless an implementer answers `true`; asking stops at the first
  /// `true`.
  case any
  /// For an `Optional` result: the first non-`nil` answer; asking stops there.
  case firstNonNil
  /// For an `Array` result: every implementer's elements, concatenated in order.
  case collect
}
