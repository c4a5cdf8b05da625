public import DemoClient
public import DemoStore
public import Foundation

/// What the screens need from outside: the server's client, the database, time, and a way
/// to tell the user something in the status line. Tests give a test clock and a temporary
/// database; the executable gives the real ones.
@MainActor
public final class DemoEnvironment {
  /// The HTTP client of the People scope and the feed.
  public let client: DemoClient
  /// The organizations and units.
  public let store: DemoStore
  /// What the clock screens and the search debounce sleep on.
  public let clock: any Clock<Duration>
  /// The current date, read on each clock tick.
  public let now: @Sendable () -> Date
  /// The calendar and time zone of the clock screens.
  public let calendar: Calendar
  /// How long typing must pause before the People scope asks the server.
  public let debounce: Duration
  /// How often an observed list looks for another connection's or process's writes.
  public var externalChangePollInterval: Duration = .milliseconds(250)
  /// The most units an organization may have and still be observed whole, updated by
  /// difference; a larger one is shown through a window read a page at a time, so memory
  /// follows the screen rather than the row count.
  public var unitWindowThreshold = 2_000
  /// Shows a one-line message in the status line; the executable sets it to the app's.
  public var showStatus: @MainActor (String) -> Void = { _ in }

  /// Creates an environment.
  ///
  /// - Parameters:
  ///   - client: The server's client.
  ///   - store: The database.
  ///   - clock: The clock; a continuous clock outside tests.
  ///   - now: The date source; `Date()` outside tests.
  ///   - calendar: The clock screens' calendar.
  ///   - debounce: The pause before a search; 150 ms by default.
  public init(
    client: DemoClient,
    store: DemoStore,
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() },
    calendar: Calendar = .current,
    debounce: Duration = .milliseconds(150)
  ) {
    self.client = client
    self.store = store
    self.clock = clock
    self.now = now
    self.calendar = calendar
    self.debounce = debounce
  }
}
