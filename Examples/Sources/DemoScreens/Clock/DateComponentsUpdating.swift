public import Foundation

/// A screen that shows the time, told by its ``ClockPart`` each time the hour, minute or
/// second changes. Any controller adopts it, whatever its superclass.
///
/// ```swift
/// final class SecondsScreen: ViewController, DateComponentsUpdating {
///   private(set) var text = ""
///   override init() {
///     super.init()
///     attach(ClockPart())   // the screen is the part's delegate, since it adopts this protocol
///   }
///   func update(with dateComponents: DateComponents) {
///     text = "\(dateComponents.second ?? 0) seconds"
///   }
/// }
/// ```
@MainActor
public protocol DateComponentsUpdating: AnyObject {
  /// The time changed: `dateComponents` holds its `hour`, `minute` and `second` in the
  /// clock part's calendar and time zone, and at least one of them differs from the last
  /// update.
  ///
  /// - Parameter dateComponents: The new hour, minute and second.
  func update(with dateComponents: DateComponents)
}
