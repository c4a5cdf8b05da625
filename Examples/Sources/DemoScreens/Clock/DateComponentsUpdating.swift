public import DelegateKit
public import Foundation

/// An object that shows the time, told by a ``ClockPart`` each time the hour, minute or
/// second changes. Any class adopts it: a controller, whatever its superclass, or any
/// other object.
///
/// A screen that adopts it and attaches a clock part hears the part's ticks:
///
/// ```swift
/// final class SecondsScreen: ViewController, DateComponentsUpdating {
///   private(set) var text = ""
///   override init() {
///     super.init()
///     attach(ClockPart())   // the screen listens, since it adopts this protocol
///   }
///   func update(with dateComponents: DateComponents) {
///     text = "\(dateComponents.second ?? 0) seconds"
///   }
/// }
/// ```
///
/// `@Delegate` generates `DateComponentsUpdatingMulticast`, which a clock part keeps as its
/// ``ClockPart/delegates``: it holds each listener weakly and tells each change to all of
/// them, in the order they were added. Like the protocol, the generated types (the proxy
/// and the router too) are main-actor isolated.
@Delegate
@MainActor
public protocol DateComponentsUpdating: AnyObject {
  /// The time changed: `dateComponents` holds its `hour`, `minute` and `second` in the
  /// clock part's calendar and time zone, and at least one of them differs from the last
  /// update.
  ///
  /// - Parameter dateComponents: The new hour, minute and second.
  func update(with dateComponents: DateComponents)
}
