import DelegateKitTable
import Foundation

/// The table area: headers, rows and footers where the table's geometry puts them, one
/// point to a line, and the scroll indicator in the last column.
extension TerminalApp {
  func drawTable(_ table: TableView, rows lines: Range<Int>, into buffer: inout CellBuffer) {
    let frameSize = CGSize(width: CGFloat(size.width), height: CGFloat(lines.count))
    if table.frame.size != frameSize { table.frame.size = frameSize }
    table.layoutIfNeeded()
    let top = table.contentOffset.y
    let textWidth = size.width - 1
    let focused = focusedIndexPath
    let visible = table.indexPathsForVisibleRows ?? []
    for indexPath in visible {
      guard let cell = table.cellForRow(at: indexPath) else { continue }
      let rect = table.rectForRow(at: indexPath)
      let line = lines.lowerBound + Int((rect.minY - top).rounded(.down))
      guard lines.contains(line) else { continue }
      let secondLine = rect.height >= 2 && lines.contains(line + 1) ? line + 1 : nil
      drawRow(
        cell,
        at: indexPath,
        in: table,
        line: line,
        secondLine: secondLine,
        width: textWidth,
        focused: indexPath == focused,
        into: &buffer
      )
    }
    drawSectionTitles(table, visible: visible, lines: lines, into: &buffer)
    drawIndicator(table, lines: lines, into: &buffer)
  }

  /// Headers and footers of the sections in view: those of the visible rows, and empty or
  /// row-less sections next to them while their rectangles still meet the view.
  private func drawSectionTitles(
    _ table: TableView,
    visible: [IndexPath],
    lines: Range<Int>,
    into buffer: inout CellBuffer
  ) {
    let sections = table.numberOfSections
    guard sections > 0 else { return }
    let bounds = table.bounds
    var first = visible.first?.section ?? min(sections - 1, table.indexPathForRow(at: bounds.origin)?.section ?? 0)
    var last = visible.last?.section ?? first
    while first > 0, table.rect(forSection: first - 1).maxY > bounds.minY { first -= 1 }
    while last < sections - 1, table.rect(forSection: last + 1).minY < bounds.maxY { last += 1 }
    let dataSource = table.dataSource
    for section in first...last {
      if let title = dataSource?.tableView(table, titleForHeaderInSection: section) {
        drawTitle(
          title,
          rect: table.rectForHeader(inSection: section),
          table: table,
          lines: lines,
          style: Palette.header,
          into: &buffer
        )
      }
      if let title = dataSource?.tableView(table, titleForFooterInSection: section) {
        drawTitle(
          title,
          rect: table.rectForFooter(inSection: section),
          table: table,
          lines: lines,
          style: Palette.footer,
          into: &buffer
        )
      }
    }
  }

  private func drawTitle(
    _ title: String,
    rect: CGRect,
    table: TableView,
    lines: Range<Int>,
    style: TextStyle,
    into buffer: inout CellBuffer
  ) {
    guard rect.height >= 1 else { return }
    let line = lines.lowerBound + Int((rect.minY - table.contentOffset.y).rounded(.down))
    guard lines.contains(line) else { return }
    buffer.write(" \(title)", column: 0, row: line, style: style, maxWidth: size.width - 1)
  }

  /// One row: the editing mark, the text, the detail and the accessory, with the cursor's
  /// inverse across the line when it is on the row.
  private func drawRow(
    _ cell: TableViewCell,
    at indexPath: IndexPath,
    in table: TableView,
    line: Int,
    secondLine: Int?,
    width: Int,
    focused: Bool,
    into buffer: inout CellBuffer
  ) {
    var content = RowContent(cell: cell, at: indexPath, in: table)
    // The cursor shows in the gutter too, so it is seen without inverse video (a plain
    // text frame, a screen reader).
    if focused, content.gutter == "  " || content.gutter == "› " { content.gutter = "▸ " }
    let base = focused ? Palette.focused(content.textStyle) : content.textStyle
    if focused { buffer.fill(row: line, width: width, style: Palette.cursor) }
    var column = 0
    column += buffer.write(content.gutter, column: column, row: line, style: focused ? base : content.gutterStyle)
    column += 2 * max(0, min(cell.indentationLevel, 8))
    let layout = RowLayout(
      title: content.text,
      detail: secondLine == nil ? content.detail : nil,
      accessory: content.accessory,
      width: max(0, width - column)
    )
    buffer.write(content.text, column: column, row: line, style: base, maxWidth: layout.titleWidth)
    let trailingStyle = focused ? Palette.focused(Palette.detail) : Palette.detail
    if let detail = layout.detail {
      buffer.write(detail, column: width - layout.trailingWidth, row: line, style: trailingStyle)
    }
    if layout.showsAccessory {
      let accessoryColumn = width - TerminalText.width(of: content.accessory)
      buffer.write(content.accessory, column: accessoryColumn, row: line, style: trailingStyle)
    }
    if let secondLine, let detail = cell.detailText, !detail.isEmpty {
      buffer.write(detail, column: column, row: secondLine, style: Palette.detail, maxWidth: max(0, width - column))
    }
  }

  /// The scroll indicator: a thumb in the last column for a moment after
  /// `flashScrollIndicators()`.
  private func drawIndicator(_ table: TableView, lines: Range<Int>, into buffer: inout CellBuffer) {
    guard indicatorVisible(for: table), table.showsVerticalScrollIndicator else { return }
    let visibleHeight = table.bounds.height
    let contentHeight = table.contentSize.height
    guard contentHeight > visibleHeight, lines.count > 0 else { return }
    let track = lines.count
    let thumb = max(1, Int((Double(track) * visibleHeight / contentHeight).rounded()))
    let range = max(1, table.maximumContentOffsetY - table.minimumContentOffsetY)
    let progress = min(1, max(0, (table.contentOffset.y - table.minimumContentOffsetY) / range))
    let start = Int((Double(track - thumb) * progress).rounded())
    for offset in start..<min(track, start + thumb) {
      buffer.write("┃", column: size.width - 1, row: lines.lowerBound + offset, style: Palette.indicator)
    }
  }

  /// Whether the table's indicator shows now: from a flash until
  /// ``scrollIndicatorDuration`` later on the app's clock.
  private func indicatorVisible(for table: TableView) -> Bool {
    let id = ObjectIdentifier(table)
    let flashes = table.scrollIndicatorFlashCount
    // A table first seen counts from zero: a flash on appearing (a `TableViewControllerPart`)
    // comes before the first frame and must show.
    let seen = indicator[id] ?? (0, false)
    indicator[id] = seen
    guard seen.flashes != flashes else { return seen.visible }
    indicator[id] = (flashes, true)
    hideTasks[id]?.cancel()
    let clock = self.clock
    hideTasks[id] = Task { [weak self] in
      do { try await clock.sleep(for: Self.scrollIndicatorDuration) } catch { return }
      guard let self, self.indicator[id]?.flashes == flashes else { return }
      self.indicator[id]?.visible = false
      self.hideTasks[id] = nil
      self.setNeedsDisplay()
    }
    return true
  }
}
