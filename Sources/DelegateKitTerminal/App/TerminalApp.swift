public import DelegateKitTable
import Foundation

/// A navigation stack of table screens as a terminal shows it: turns keys into the table's
/// user events and draws the visible screen into a ``CellBuffer``.
///
/// The app holds no terminal. ``TerminalDriver`` runs it on a real one, and
/// ``HeadlessTerminal`` runs it at a fixed size for tests; both draw a frame only when
/// ``needsDisplay`` says something changed, so an idle screen costs nothing.
///
/// Layout, top to bottom: a title bar, the search field and scope buttons when the screen
/// has a search bar, the table (one point is one line), and a status line with the keys
/// that work on this screen.
///
/// ```swift
/// let app = TerminalApp(root: NavigationController(rootViewController: directory))
/// try await TerminalDriver().run(app)
/// ```
@MainActor
public final class TerminalApp {
  /// What a key did, for the driver.
  public enum KeyOutcome: Sendable, Hashable {
    /// The key was used; draw if ``TerminalApp/needsDisplay``.
    case handled
    /// Nothing on this screen uses the key.
    case ignored
    /// The user asked to quit (`q` or Ctrl-C).
    case quit
    /// The user asked to suspend (Ctrl-Z): the driver restores the terminal and stops.
    case suspend
    /// The user asked for a full repaint (Ctrl-L).
    case repaint
  }

  /// The stack of screens.
  public let navigationController: NavigationController

  /// The terminal's size in cells, set by the driver; the table gets the lines left over.
  public private(set) var size: (width: Int, height: Int)

  /// Whether something the app shows changed since the last ``draw(into:)``.
  public internal(set) var needsDisplay = true

  /// Called once each time ``needsDisplay`` becomes `true`: the driver schedules a frame.
  public var needsDisplayHandler: (@MainActor () -> Void)?

  /// Whether typing goes into the search field.
  public internal(set) var isSearchFocused = false

  /// A one-line message shown in the status line until the next key.
  public var statusMessage: String? {
    didSet { if statusMessage != oldValue { setNeedsDisplay() } }
  }

  /// The most characters (grapheme clusters, as `String.count` counts them) the search
  /// field takes; `nil`, the default, sets no limit.
  ///
  /// Typing or pasting past the limit is refused, and the status line says so; a paste is
  /// cut to the characters that fit. Text a program sets on the search bar is not cut.
  ///
  /// ```swift
  /// let app = TerminalApp(root: navigation)
  /// app.maximumSearchLength = 200
  /// ```
  public var maximumSearchLength: Int? {
    didSet { precondition(maximumSearchLength.map { $0 >= 0 } ?? true, "maximumSearchLength must not be negative") }
  }

  /// Characters the last frame's search field measured: the instrumented cost of drawing
  /// it, which tests read to check that it does not grow with the text's length.
  var searchFieldMeasuredCharacters = 0

  /// The fewest columns the app lays a screen out in: every row keeps the start of its
  /// title and of its detail down to this width. Narrower, the frame is one line saying
  /// the terminal is too narrow, until it is widened.
  public nonisolated static let minimumWidth = 20

  /// How long the scroll indicator stays after `flashScrollIndicators()`.
  public static let scrollIndicatorDuration: Duration = .seconds(1)

  /// The tables whose display handler points here.
  var watchedTables: [ObjectIdentifier: Weak<TableView>] = [:]
  /// Per table, the flash count last seen and whether its indicator shows now.
  var indicator: [ObjectIdentifier: (flashes: Int, visible: Bool)] = [:]
  let clock: any Clock<Duration>
  var hideTasks: [ObjectIdentifier: Task<Void, Never>] = [:]

  /// Creates an app showing `navigationController`, on a terminal of the given size.
  ///
  /// - Parameters:
  ///   - navigationController: The screens. The app makes the root appear.
  ///   - width: Columns.
  ///   - height: Lines.
  ///   - clock: The clock that times the scroll indicator; tests pass a test clock.
  public init(
    root navigationController: NavigationController,
    width: Int = 80,
    height: Int = 24,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    precondition(width > 0 && height > 0, "TerminalApp: the size must be positive, got \(width)x\(height)")
    self.navigationController = navigationController
    self.size = (width, height)
    self.clock = clock
    if navigationController.appearance == .disappeared {
      navigationController.beginAppearanceTransition(true, animated: false)
      navigationController.endAppearanceTransition()
    }
  }

  deinit {
    for task in hideTasks.values { task.cancel() }
  }

  /// The visible screen's table and search bar.
  var parts: ScreenParts { ScreenParts(of: navigationController.topViewController) }

  /// Whether the visible screen is waiting for what it will show
  /// (``TerminalScreenContent/terminalIsBusy``).
  public var isBusy: Bool { parts.content?.terminalIsBusy ?? false }

  /// Marks the app as needing a frame and tells the driver, once per frame.
  public func setNeedsDisplay() {
    guard !needsDisplay else { return }
    needsDisplay = true
    needsDisplayHandler?()
  }

  /// Sets the terminal's size; the next frame lays the table out to fit.
  public func resize(width: Int, height: Int) {
    precondition(width > 0 && height > 0, "TerminalApp: the size must be positive, got \(width)x\(height)")
    guard (width, height) != size else { return }
    size = (width, height)
    setNeedsDisplay()
  }

  /// Starts listening to `table`'s changes, once.
  func watch(_ table: TableView) {
    let id = ObjectIdentifier(table)
    if watchedTables[id]?.object === table { return }
    watchedTables = watchedTables.filter { $0.value.object != nil }
    watchedTables[id] = Weak(table)
    table.needsDisplayHandler = { [weak self] in self?.setNeedsDisplay() }
  }
}

/// A weak reference, to key state by objects without keeping them.
@MainActor
struct Weak<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}
