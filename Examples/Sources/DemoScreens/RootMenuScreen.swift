public import DelegateKitTable
public import Foundation
import DemoStore

/// The demo's screens, by name: the menu's rows and `--screen`'s values.
public enum DemoScreen: String, CaseIterable, Sendable {
  case directory
  case clock
  case feed

  /// The menu row's title.
  public var title: String {
    switch self {
    case .directory: "Directory"
    case .clock: "Clock"
    case .feed: "Feed"
    }
  }

  /// What the screen demonstrates, on the menu row and in `--help`.
  public var summary: String {
    switch self {
    case .directory: "scopes routed to their own delegates (HTTP + SQLite)"
    case .clock: "a table controller by composition, ticking"
    case .feed: "a mediator adds loading, refresh and paging"
    }
  }

  /// Makes the screen.
  @MainActor
  public func make(_ environment: DemoEnvironment) -> ViewController {
    switch self {
    case .directory: DirectoryScreen(environment)
    case .clock: ClockScreen(environment)
    case .feed: FeedScreen(environment)
    }
  }
}

/// The first screen: a row per scenario, each drilling down to it. A plain view controller
/// with a table part attached, not a table controller subclass.
@MainActor
public final class RootMenuScreen: ViewController, TableViewDataSource, TableViewDelegate {
  private let environment: DemoEnvironment
  private let part = TableViewControllerPart()
  /// The Directory, made on its first opening and kept: coming back to it finds its
  /// search text, scope and results as the user left them. The clock and the feed start
  /// afresh each time.
  private var directory: ViewController?

  /// Creates the menu.
  public init(_ environment: DemoEnvironment) {
    self.environment = environment
    super.init()
    title = "DelegateKit demo"
    part.tableView.rowHeight = 2
    part.tableView.register(TableViewCell.self, forCellReuseIdentifier: "screen")
    attach(part)
  }

  /// The menu's table.
  public var tableView: TableView { part.tableView }

  /// The cursor starts on the first screen; coming back, it is where the user left it.
  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if tableView.focusedIndexPath == nil { tableView.focusRow(at: IndexPath(row: 0, section: 0)) }
  }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    DemoScreen.allCases.count
  }

  /// Where the organizations and units live, so the user knows which file the demo edits.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    "Database: \(environment.store.path)\(environment.store.isReadOnly ? " (read-only)" : "")"
  }

  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 1 }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "screen", for: indexPath)
    let screen = DemoScreen.allCases[indexPath.row]
    cell.text = screen.title
    cell.detailText = screen.summary
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  /// Nothing here can be deleted: the terminal offers no edit key.
  public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    let screen = DemoScreen.allCases[indexPath.row]
    let controller = screen == .directory ? directory ?? screen.make(environment) : screen.make(environment)
    if screen == .directory { directory = controller }
    navigationController?.pushViewController(controller, animated: false)
  }
}
