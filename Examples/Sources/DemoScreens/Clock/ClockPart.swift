public import DelegateKitTable
public import Foundation

/// The demo's per-second clock, a ``DelegateKitTable/ViewControllerPart``: while its
/// controller is on screen, it reads the time as each ``interval`` of the wall clock
/// begins (each second, on the second) and tells its ``delegate`` when the hour, minute or
/// second changed.
///
/// Attach one to each screen that shows the time, whatever else the screen is, a table or
/// not; a controller that adopts ``DateComponentsUpdating`` is the delegate unless another
/// is given:
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
/// ### When it runs
///
/// The clock starts as the controller is about to appear, and reads the time at once, so
/// the screen shows the right time when it appears rather than a second later. It stops
/// once the controller has disappeared, and when the part is detached or released. The
/// delegate hears only changes: a screen that comes back within the same second hears
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
/// The clock runs in a task on the main actor; the delegate is called there.
@MainActor
public final class ClockPart: ViewControllerPart {
  /// The object told when the time changes. Held weakly: it is usually the controller,
  /// which keeps the part. When `nil` at attachment, the controller takes the role if it
  /// adopts ``DateComponentsUpdating``.
  public weak var delegate: (any DateComponentsUpdating)?

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

  /// The hour, minute and second of the last update the delegate heard, or `nil` before
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

  /// Creates a stopped clock part.
  ///
  /// - Parameters:
  ///   - clock: What the part sleeps on between ticks; a continuous clock by default.
  ///   - interval: How often the time is read; must be positive.
  ///   - calendar: The calendar and time zone of the hour, minute and second.
  ///   - delegate: Told when the time changes, or `nil` for the controller.
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
    self.delegate = delegate
    self.now = now
  }

  // A part is released with its controller; a clock left running would keep ticking into
  // nothing (it holds the part weakly, so it would stop at its next tick, but a clock that
  // is never advanced would keep its sleep forever).
  deinit {
    task?.cancel()
  }

  /// Takes the controller as delegate if none was given, and starts the clock if the
  /// controller is appearing or on screen.
  ///
  /// - Precondition: The part is not attached to another live controller.
  public func didAttach(to viewController: ViewController) {
    precondition(
      self.viewController == nil || self.viewController === viewController,
      "ClockPart: already attached to another view controller; detach it there first"
    )
    self.viewController = viewController
    if delegate == nil, let screen = viewController as? any DateComponentsUpdating {
      delegate = screen
    }
    switch viewController.appearance {
    case .appearing, .appeared: start()
    case .disappearing, .disappeared: break
    }
  }

  /// Stops the clock and forgets the controller.
  public func didDetach(from viewController: ViewController) {
    guard viewController === self.viewController else { return }
    stop()
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

  /// Reads the time and tells the delegate if the hour, minute or second changed.
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
    delegate?.update(with: components)
  }
}
