import DelegateKitTable
import Foundation

/// The status line's key list: only the keys that do something on this screen now, so the
/// line is the screen's manual.
extension TerminalApp {
  /// The keys that work on the visible screen, as the status line lists them.
  public var availableKeys: [(key: String, action: String)] {
    keys(for: parts)
  }

  func helpLine(_ parts: ScreenParts) -> String {
    keys(for: parts).map { "\($0.key) \($0.action)" }.joined(separator: "  ")
  }

  private func keys(for parts: ScreenParts) -> [(key: String, action: String)] {
    if isSearchFocused {
      var keys = [("type", "search"), ("⏎", "done"), ("Esc", "leave field")]
      if let searchBar = parts.searchBar, searchBar.scopeButtonTitles.count > 1 { keys.append(("Tab", "scope")) }
      return keys
    }
    var keys: [(key: String, action: String)] = []
    let table = parts.tableView
    if let table, let row = focusedIndexPath ?? firstVisibleRow(in: table) {
      keys.append(("↑↓", "move"))
      if table.userCanHighlightRow(at: row), let action = enterAction(at: row, parts) { keys.append(("⏎", action)) }
    }
    if table?.isEditing == true {
      keys.append(("Esc", "done"))
    } else if navigationController.viewControllers.count > 1 || parts.content?.terminalCanGoBack == true {
      keys.append(("Esc", "back"))
    }
    if let searchBar = parts.searchBar {
      if searchBar.scopeButtonTitles.count > 1 { keys.append(("Tab", "scope")) }
      keys.append(("/", "search"))
    }
    if let table {
      if table.refreshControl != nil { keys.append(("r", "refresh")) }
      if table.isEditing || canEditAny(table) { keys.append(("e", table.isEditing ? "done" : "edit")) }
      if table.isEditing, let row = focusedIndexPath {
        if table.canEditRow(at: row) { keys.append(("d", "delete")) }
        if table.canMoveRow(at: row) { keys.append(("J/K", "move row")) }
      }
    }
    keys.append(("q", "quit"))
    return keys
  }

  /// What Enter does on `row`: the screen's name for it
  /// (``TerminalScreenContent/terminalEnterAction(at:)``), or "open".
  private func enterAction(at row: IndexPath, _ parts: ScreenParts) -> String? {
    guard let content = parts.content else { return "open" }
    return content.terminalEnterAction(at: row)
  }
}
