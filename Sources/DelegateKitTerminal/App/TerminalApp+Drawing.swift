import DelegateKitTable
import Foundation

/// The frame: bars around the table. Everything here reads the model and writes cells; it
/// changes nothing but the table's size and the cursor's clamping.
extension TerminalApp {
  /// The visible screen as cells, at the app's size.
  ///
  /// - Complexity: O(visible cells): a table of a million rows costs what one of a
  ///   thousand does, since only its visible rows are asked for.
  public func frame() -> CellBuffer {
    var buffer = CellBuffer(width: size.width, height: size.height)
    draw(into: &buffer)
    return buffer
  }

  /// Draws a frame into `buffer`, made anew if the app's size changed, and renders it:
  /// what the driver writes to its terminal and the headless pilot records, done once.
  ///
  /// - Returns: The bytes that bring a terminal showing `renderer`'s last frame to this one.
  func renderFrame(into buffer: inout CellBuffer, with renderer: inout FrameRenderer) -> [UInt8] {
    if buffer.width != size.width || buffer.height != size.height {
      buffer = CellBuffer(width: size.width, height: size.height)
    }
    draw(into: &buffer)
    return renderer.render(buffer)
  }

  /// Draws the visible screen into `buffer`, which must have the app's size, and clears
  /// ``needsDisplay``.
  public func draw(into buffer: inout CellBuffer) {
    precondition(
      buffer.width == size.width && buffer.height == size.height,
      "TerminalApp.draw: the buffer is \(buffer.width)x\(buffer.height), the app \(size.width)x\(size.height); resize(width:height:) first"
    )
    buffer.clear()
    guard size.width >= Self.minimumWidth else {
      // No row can keep its title and detail: one line says why, until the terminal widens.
      let message = TerminalText.width(of: Self.tooNarrowMessage) <= size.width ? Self.tooNarrowMessage : "Too narrow"
      buffer.write(message, column: 0, row: 0, style: Palette.failure)
      needsDisplay = false
      return
    }
    let parts = self.parts
    var top = 0
    drawTitleBar(into: &buffer, editing: parts.tableView?.isEditing ?? false)
    top += 1
    if let searchBar = parts.searchBar, top < size.height - 1 {
      drawSearchField(searchBar, row: top, into: &buffer)
      top += 1
      if searchBar.showsScopeBar, !searchBar.scopeButtonTitles.isEmpty, top < size.height - 1 {
        drawScopeBar(searchBar, row: top, into: &buffer)
        top += 1
      }
    }
    let statusRow = size.height - 1
    if let table = parts.tableView, statusRow > top {
      watch(table)
      drawTable(table, rows: top..<statusRow, into: &buffer)
    }
    if statusRow > 0 || parts.tableView == nil {
      drawStatusLine(parts, row: statusRow, into: &buffer)
    }
    needsDisplay = false
  }

  /// What a terminal narrower than ``minimumWidth`` shows; "Too narrow" where even that
  /// does not fit.
  static let tooNarrowMessage = "Terminal too narrow"

  private func drawTitleBar(into buffer: inout CellBuffer, editing: Bool) {
    let bar = Palette.titleBar
    buffer.fill(row: 0, style: bar)
    let stack = navigationController.viewControllers
    var left = 1
    if stack.count > 1 {
      let previous = stack[stack.count - 2].title ?? "Back"
      left += buffer.write("‹ \(previous)", column: left, row: 0, style: bar, maxWidth: size.width / 3)
      left += 1
    }
    let right = editing ? "Editing " : ""
    let rightWidth = TerminalText.width(of: right)
    if rightWidth > 0, rightWidth < size.width - left {
      buffer.write(right, column: size.width - rightWidth, row: 0, style: bar)
    }
    let title = navigationController.topViewController?.title ?? ""
    let room = size.width - left - rightWidth - 1
    guard room > 0, !title.isEmpty else { return }
    let titleWidth = min(TerminalText.width(of: title), room)
    let centered = (size.width - titleWidth) / 2
    let column = min(max(left, centered), size.width - rightWidth - titleWidth)
    buffer.write(title, column: column, row: 0, style: Palette.title, maxWidth: room)
  }

  private func drawSearchField(_ searchBar: SearchBar, row: Int, into buffer: inout CellBuffer) {
    var column = buffer.write(" / ", column: 0, row: row, style: Palette.dim)
    let room = size.width - column - 1
    if (searchBar.text ?? "").isEmpty && !isSearchFocused {
      buffer.write(
        searchBar.placeholder ?? "Search",
        column: column,
        row: row,
        style: Palette.placeholder,
        maxWidth: room
      )
      return
    }
    let style = isSearchFocused ? Palette.focusedField : Palette.field
    // The end of the text stays in view while typing: what is cut is the start, and only
    // the end that shows is measured, however long the text.
    let text = TerminalText.suffix(
      of: searchBar.text ?? "",
      fittingWidth: room - 1,
      measured: &searchFieldMeasuredCharacters
    )
    column += buffer.write(text, column: column, row: row, style: style, maxWidth: room)
    if isSearchFocused, column < size.width { buffer.write("▏", column: column, row: row, style: style) }
  }

  private func drawScopeBar(_ searchBar: SearchBar, row: Int, into buffer: inout CellBuffer) {
    var column = 1
    for (index, title) in searchBar.scopeButtonTitles.enumerated() where column < size.width {
      let selected = index == searchBar.selectedScopeButtonIndex
      column += buffer.write(
        " \(title) ",
        column: column,
        row: row,
        style: selected ? Palette.selectedScope : Palette.scope,
        maxWidth: size.width - column
      )
      column += 1
    }
  }

  private func drawStatusLine(_ parts: ScreenParts, row: Int, into buffer: inout CellBuffer) {
    buffer.fill(row: row, style: Palette.statusBar)
    var text = helpLine(parts)
    if let message = statusMessage ?? refreshingMessage(parts) {
      // A message shares the line with the keys when both fit whole; otherwise it has the
      // line to itself until the next key clears it, and the keys come back.
      let joined = "\(message)  ·  \(text)"
      text = TerminalText.width(of: joined) <= size.width - 1 ? joined : message
    }
    buffer.write(text, column: 1, row: row, style: Palette.statusBar, maxWidth: size.width - 1)
  }

  private func refreshingMessage(_ parts: ScreenParts) -> String? {
    parts.tableView?.refreshControl?.isRefreshing == true ? "Refreshing…" : nil
  }
}
