public import DelegateKitTable
public import Foundation

/// What the terminal draws for a view controller: its table and, if it has one, its search
/// bar. Adopt it on a view controller whose table the terminal cannot find by itself.
///
/// The terminal finds the table of a `ScopeViewController` (with its
/// search bar) and of any view controller with a `TableViewControllerPart`
/// attached without help. A view controller that adopts this protocol is asked first.
///
/// ```swift
/// final class Inbox: ViewController, TerminalScreenContent {
///   let table = TableView()
///   var terminalTableView: TableView? { table }
/// }
/// ```
@MainActor
public protocol TerminalScreenContent: AnyObject {
  /// The table the screen shows, if any.
  var terminalTableView: TableView? { get }
  /// The search bar above the table, if any.
  var terminalSearchBar: SearchBar? { get }
  /// Handles Esc before the navigation controller pops the screen: a screen with modes of
  /// its own (a drill-down inside one scope) goes back a mode here.
  ///
  /// - Returns: Whether the screen went back itself; `false` lets the stack pop.
  func terminalGoBack() -> Bool
  /// Whether ``terminalGoBack()`` would go back now: the status line then lists Esc.
  var terminalCanGoBack: Bool { get }
  /// Whether the screen is waiting for what it will show (a first page, a search): a
  /// script's `idle` step waits until it is not.
  var terminalIsBusy: Bool { get }
  /// What Enter does on the row at `indexPath`, as the status line names it after "⏎":
  /// "open" for a drill-down, "retry" on an error row; `nil` when Enter does nothing there,
  /// and the status line then offers no Enter.
  ///
  /// Asked only for a row the delegate lets highlight
  /// (`tableView(_:shouldHighlightRowAt:)`): a row that does not highlight is never offered
  /// Enter.
  ///
  /// ```swift
  /// func terminalEnterAction(at indexPath: IndexPath) -> String? {
  ///   rows[indexPath.row].failed ? "retry" : "open"
  /// }
  /// ```
  ///
  /// - Parameter indexPath: The cursor's row, or the first row in view without a cursor.
  /// - Returns: A word or two for the status line, or `nil`.
  func terminalEnterAction(at indexPath: IndexPath) -> String?
}

extension TerminalScreenContent {
  /// No search bar.
  public var terminalSearchBar: SearchBar? { nil }
  /// The stack pops.
  public func terminalGoBack() -> Bool { false }
  /// Only the stack goes back.
  public var terminalCanGoBack: Bool { false }
  /// Never busy.
  public var terminalIsBusy: Bool { false }
  /// Enter opens the row.
  public func terminalEnterAction(at indexPath: IndexPath) -> String? { "open" }
}

/// The parts of a view controller the terminal draws and drives.
@MainActor
struct ScreenParts {
  var tableView: TableView?
  var searchBar: SearchBar?
  var content: (any TerminalScreenContent)?

  /// Finds the table and search bar: the view controller's own answer first, then a scope
  /// controller's, then an attached table part's.
  init(of viewController: ViewController?) {
    guard let viewController else { return }
    if let content = viewController as? any TerminalScreenContent {
      self.content = content
      tableView = content.terminalTableView
      searchBar = content.terminalSearchBar
    } else if let scopes = viewController as? ScopeViewController {
      tableView = scopes.tableView
      searchBar = scopes.searchBar
    } else {
      tableView = viewController.part(ofType: TableViewControllerPart.self)?.tableView
    }
  }
}
