import DelegateKit
public import DelegateKitTable
public import Foundation

/// The demo's per-second clock, a ``DelegateKitTable/ViewControllerPart``: while its
/// controller is on screen, it reads the time as each ``interval`` of the wall clock
/// begins (each second, on the second) and tells its ``delegates`` when the hour, minute
/// or second changed.
///
/// Attach one to each screen that shows the time, whatever else the screen is, a table or
/// not. A controller that adopts ``DateComponentsUpdating`` listens, unless the part was
/// created with another delegate:
///
/// ```swift
/// final class TimeScreen: ViewController, DateComponentsUpdating {
///   override init() {
///     super.init()
///     attach(ClockPart())
///   }
///   func update(with dateComponents: DateComponents) { … }
/// }
/// ```
///
/// ### Listeners
///
/// One clock tells any number of listeners, through ``delegates``, the
/// `DateComponentsUpdatingMulticast` that `@Delegate` generates for the protocol: each
/// change reaches every listener, in the order they were added. Listeners are held
/// weakly, so one that is released leaves without being removed, and the part never
/// keeps one alive:
///
/// ```swift
/// final class SecondsLog: DateComponentsUpdating {
///   private(set) var seconds: [Int] = []
///   func update(with dateComponents: DateComponents) {
///     seconds.append(dateComponents.second ?? 0)
///   }
/// }
///
/// let log = SecondsLog()
/// let clock = screen.attach(ClockPart())   // the screen listens, as it adopts the protocol
/// clock.delegates.add(log)                 // and so does the log, after it, while it lives
/// ```
///
/// ### When it runs
///
/// The clock starts as the controller is about to appear, and reads the time at once, so
/// the screen shows the right time when it appears rather than a second later. It stops
/// once the controller has disappeared, and when the part is detached or released. The
/// listeners hear only changes: a screen that comes back within the same second hears
/// nothing, since it still shows that second.
///
/// ### Time in tests
///
/// The clock and the time are injected, so tests never wait: give a clock that a test
/// advances (swift-clocks' `TestClock`), a date source that follows it, and a calendar
/// with a fixed time zone.
///
/// ```swift
/// let clock = TestClock()
/// let start = Date(timeIntervalSince1970: 0)
/// var calendar = Calendar(identifier: .gregorian)
/// calendar.timeZone = TimeZone(identifier: "UTC")!
/// let part = ClockPart(clock: clock, calendar: calendar) {
///   start + TimeInterval(TestClock.Instant().duration(to: clock.now).components.seconds)
/// }
/// ```
///
/// The clock runs in a task on the main actor; the listeners are told there.
@MainActor
public final class ClockPart: ViewControllerPart {
  /// The listeners told when the time changes, in the order they were added.
  ///
  /// Each is held weakly: the usual one is the controller, which keeps the part, and a
  /// listener that is released stops hearing the clock without being removed. Add one
  /// with `retention: .strong` to have the part keep it. The part adds its controller as
  /// it is attached, when the controller adopts ``DateComponentsUpdating`` and the part
  /// was created without a delegate, and removes it as it is detached.
  public let delegates = DateComponentsUpdatingMulticast()

  /// How often the time is read; one second by default. The reads fall on whole multiples of
  /// it on the wall clock (the date source given at creation), so the seconds on screen
  /// change as the wall clock's do, not up to an interval later.
  ///
  /// A tick that reads the same second as the last one is dropped, so a shorter interval
  /// costs reads, not updates: a quarter second never misses a second the way a timer
  /// slightly out of phase with the seconds can.
  public let interval: Duration

  /// The calendar, and through it the time zone, in which the hour, minute and second are
  /// read.
  public let calendar: Calendar

  /// The hour, minute and second of the last update the listeners heard, or `nil` before
  /// the first.
  public private(set) var dateComponents: DateComponents?

  /// The controller the part is attached to, or `nil`. Weak: the controller keeps the part.
  public private(set) weak var viewController: ViewController?

  /// Whether the clock is running: from the controller's `willAppear` to its
  /// `didDisappear`.
  public var isRunning: Bool { task != nil }

  /// What the clock sleeps on between ticks.
  let clock: any Clock<Duration>
  /// The current date, read on each tick.
  let now: () -> Date
  /// The task that ticks, while running.
  var task: Task<Void, Never>?
  /// Counts the starts, so that a task left over from before a stop never ticks.
  var generation = 0
  /// Whether the controller listens once attached: no delegate was given at creation.
  private let controllerListens: Bool
  /// Whether attaching added the controller to ``delegates``, so detaching removes it.
  private var addedController = false

  /// Creates a stopped clock part.
  ///
  /// - Parameters:
  ///   - clock: What the part sleeps on between ticks; a continuous clock by default.
  ///   - interval: How often the time is read; must be positive.
  ///   - calendar: The calendar and time zone of the hour, minute and second.
  ///   - delegate: The first of ``delegates``, held weakly, or `nil` for the controller
  ///     if it adopts ``DateComponentsUpdating``.
  ///   - now: The current date, read on each tick.
  /// - Precondition: `interval` is positive.
  public init(
    clock: any Clock<Duration> = ContinuousClock(),
    interval: Duration = .seconds(1),
    calendar: Calendar = .current,
    delegate: (any DateComponentsUpdating)? = nil,
    now: @escaping () -> Date = { Date() }
  ) {
    precondition(interval > .zero, "ClockPart: the interval must be positive")
    self.clock = clock
    self.interval = interval
    self.calendar = calendar
    self.now = now
    controllerListens = delegate == nil
    if let delegate { delegates.add(delegate) }
  }

  // A part is released with its controller; a clock left running would keep ticking into
  // nothing (it holds the part weakly, so it would stop at its next tick, but a clock that
  // is never advanced would keep its sleep forever).
  deinit {
    task?.cancel()
  }

  /// Adds the controller to ``delegates`` if it adopts ``DateComponentsUpdating`` and no
  /// delegate was given, and starts the clock if the controller is appearing or on screen.
  ///
  /// - Precondition: The part is not attached to another live controller.
  public func didAttach(to viewController: ViewController) {
    precondition(
      self.viewController == nil || self.viewController === viewController,
      "ClockPart: already attached to another view controller; detach it there first"
    )
    self.viewController = viewController
    if controllerListens, let screen = viewController as? any DateComponentsUpdating {
      addedController = delegates.add(screen)
    }
    switch viewController.appearance {
    case .appearing, .appeared: start()
    case .disappearing, .disappeared: break
    }
  }

  /// Stops the clock, and forgets the controller: it no longer listens if attaching
  /// added it.
  public func didDetach(from viewController: ViewController) {
    guard viewController === self.viewController else { return }
    stop()
    if addedController, let screen = viewController as? any DateComponentsUpdating {
      delegates.remove(screen)
    }
    addedController = false
    self.viewController = nil
  }

  // MARK: - Lifecycle (ViewControllerLifecycleObserver)

  /// Starts the clock and reads the time at once.
  public func viewController(_ viewController: ViewController, willAppear animated: Bool) {
    guard viewController === self.viewController else { return }
    start()
  }

  /// Stops the clock.
  public func viewController(_ viewController: ViewController, didDisappear animated: Bool) {
    guard viewController === self.viewController else { return }
    stop()
  }

  // MARK: - Reading the time

  /// Reads the time and tells every listener if the hour, minute or second changed.
  func tick() {
    let components = calendar.dateComponents([.hour, .minute, .second], from: now())
    // Compared field by field, not as whole components, which could also differ in fields
    // no one asked for.
    if let last = dateComponents, last.hour == components.hour, last.minute == components.minute,
      last.second == components.second
    {
      return
    }
    dateComponents = components
    delegates.update(with: components)
  }
}
