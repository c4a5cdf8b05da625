import DelegateKitTable
import Foundation

/// Keys to the table's user events: the same calls a touch would make (`userSelectRow`,
/// `userPullToRefresh`, `userCommitEditing`), so the delegates see what they would see on a
/// phone.
extension TerminalApp {
  /// Handles one key on the visible screen.
  ///
  /// ```swift
  /// switch app.handle(.down) {
  /// case .quit: return
  /// default: if app.needsDisplay { draw() }
  /// }
  /// ```
  ///
  /// - Returns: What the key did; ``KeyOutcome/quit`` and ``KeyOutcome/suspend`` are the
  ///   driver's to carry out.
  @discardableResult
  public func handle(_ key: Key) -> KeyOutcome {
    statusMessage = nil
    switch key {
    case .control("c"): return .quit
    case .control("z"): return .suspend
    case .control("l"): return .repaint
    default: break
    }
    let parts = self.parts
    if isSearchFocused, let searchBar = parts.searchBar {
      if let outcome = handleSearchField(key, searchBar: searchBar, parts: parts) { return outcome }
    }
    return handleScreen(key, parts: parts)
  }

  /// Types `text` as keys, one character at a time.
  public func type(_ text: String) {
    for character in text { handle(.character(character)) }
  }

  /// A key while the search field has focus; `nil` passes it on to the screen (the arrows
  /// leave the field and move the cursor).
  private func handleSearchField(_ key: Key, searchBar: SearchBar, parts: ScreenParts) -> KeyOutcome? {
    switch key {
    case .character(let character):
      insert(String(character), into: searchBar)
    case .paste(let text):
      insert(Self.fieldText(pasted: text), into: searchBar)
    case .backspace, .delete:
      searchBar.userDeleteBackward()
    case .control("u"):
      searchBar.userClear()
    case .enter:
      searchBar.userSearch()
      leaveSearchField(searchBar)
    case .escape:
      leaveSearchField(searchBar)
    case .tab, .backTab:
      return handleScreen(key, parts: parts)
    case .up, .down, .pageUp, .pageDown:
      leaveSearchField(searchBar)
      return nil
    default:
      return .ignored
    }
    setNeedsDisplay()
    return .handled
  }

  private func leaveSearchField(_ searchBar: SearchBar) {
    isSearchFocused = false
    searchBar.userEndEditing()
    setNeedsDisplay()
  }

  /// A key on the screen itself.
  private func handleScreen(_ key: Key, parts: ScreenParts) -> KeyOutcome {
    let table = parts.tableView
    switch key {
    case .character("q"):
      return .quit
    case .up, .character("k"):
      guard let table else { return .ignored }
      moveFocus(by: -1, in: table)
    case .down, .character("j"):
      guard let table else { return .ignored }
      moveFocus(by: 1, in: table)
    case .pageUp, .pageDown:
      guard let table else { return .ignored }
      pageFocus(down: key == .pageDown, in: table)
    case .home, .end:
      guard let table else { return .ignored }
      focusEnd(last: key == .end, in: table)
    case .enter, .right:
      // With no cursor yet, Enter takes the first row in view, as the status line offers.
      guard let table, let row = focusedIndexPath ?? firstVisibleRow(in: table) else { return .ignored }
      setFocus(row, in: table)
      if !table.isEditing || table.allowsSelectionDuringEditing { table.userSelectRow(at: row) }
    case .escape:
      // Esc leaves edit mode first; the next one goes back.
      if let table, table.isEditing {
        setEditing(false, table: table)
        break
      }
      return goBack(parts)
    case .backspace:
      // Backspace edits the search, as in fzf: the field opens again with its text and
      // loses its last character. It never goes back: Esc, which the status line offers,
      // does. Nor does ←, which is no key here, so a stray one leaves nothing.
      guard let searchBar = parts.searchBar, searchBar.userBeginEditing() else { return .ignored }
      isSearchFocused = true
      searchBar.userDeleteBackward()
    case .tab, .backTab:
      guard let searchBar = parts.searchBar, searchBar.scopeButtonTitles.count > 1 else { return .ignored }
      // Editing belongs to the rows on screen: the next scope's are not being edited.
      if let table, table.isEditing { setEditing(false, table: table) }
      let count = searchBar.scopeButtonTitles.count
      let step = key == .tab ? 1 : count - 1
      searchBar.userSelectScope((searchBar.selectedScopeButtonIndex + step) % count)
    case .character("/"):
      guard let searchBar = parts.searchBar, searchBar.userBeginEditing() else { return .ignored }
      isSearchFocused = true
    case .character("r"):
      guard let table, table.refreshControl != nil else { return .ignored }
      table.userPullToRefresh()
    case .character("e"):
      // Leaving editing always works, even when the last editable row was just deleted.
      guard let table, navigationController.topViewController != nil, table.isEditing || canEditAny(table)
      else { return .ignored }
      setEditing(!table.isEditing, table: table)
    case .character("d"):
      return deleteFocusedRow(in: table)
    case .character("J"), .character("K"):
      return moveFocusedRow(down: key == .character("J"), in: table)
    default:
      return .ignored
    }
    setNeedsDisplay()
    return .handled
  }

  /// Enters or leaves edit mode on the visible screen and its table.
  private func setEditing(_ editing: Bool, table: TableView) {
    navigationController.topViewController?.setEditing(editing, animated: false)
    // A screen without a table part does not pass editing on to its table.
    if table.isEditing != editing { table.setEditing(editing, animated: false) }
  }

  private func goBack(_ parts: ScreenParts) -> KeyOutcome {
    if parts.content?.terminalGoBack() == true {
      setNeedsDisplay()
      return .handled
    }
    guard navigationController.viewControllers.count > 1 else { return .ignored }
    _ = navigationController.popViewController(animated: false)
    isSearchFocused = false
    setNeedsDisplay()
    return .handled
  }

  /// Whether `e` does anything here: the data source lets the cursor's row, or the first
  /// row, be edited.
  func canEditAny(_ table: TableView) -> Bool {
    guard let row = focusedIndexPath ?? Self.firstRow(in: table) else { return false }
    return table.canEditRow(at: row)
  }

  private func deleteFocusedRow(in table: TableView?) -> KeyOutcome {
    guard let table, table.isEditing, let row = focusedIndexPath else { return .ignored }
    guard table.canEditRow(at: row), table.userCommitEditing(at: row) != nil else {
      statusMessage = "This row can't be deleted"
      return .handled
    }
    setNeedsDisplay()
    return .handled
  }

  private func moveFocusedRow(down: Bool, in table: TableView?) -> KeyOutcome {
    guard let table, table.isEditing, let row = focusedIndexPath else { return .ignored }
    let target = down ? Self.row(after: row, in: table) : Self.row(before: row, in: table)
    guard let target, table.canMoveRow(at: row), let moved = table.userMoveRow(at: row, to: target) else {
      statusMessage = "This row can't move there"
      return .handled
    }
    setFocus(moved, in: table)
    return .handled
  }
}
