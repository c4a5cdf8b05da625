/// How a row's title, detail and accessory share its width, the way a table cell lays them
/// out: the accessory at the right edge, the detail before it, the title from the left.
///
/// The title keeps at least ``minimumTitleWidth`` columns (or its whole width, if less) or a
/// third of the row, whichever is more; the detail gets what is left and is cut with `…`.
/// So at every width from ``TerminalApp/minimumWidth`` up, a row shows the start of its
/// title and of its detail.
struct RowLayout: Equatable {
  /// Columns the title always keeps, when it is that wide.
  static let minimumTitleWidth = 10

  /// Columns the title may take.
  var titleWidth: Int
  /// The detail as shown, cut to fit; `nil` when there is none or no room for it.
  var detail: String?
  /// Whether the accessory shows.
  var showsAccessory: Bool
  /// Columns from the detail's start to the row's end: detail, gap and accessory.
  var trailingWidth: Int

  /// Lays out a row of `width` columns (after the gutter and indentation).
  ///
  /// - Complexity: O(*n*) in the lengths of the texts, each measured once.
  init(title: String, detail: String?, accessory: String, width: Int) {
    let fullTitle = TerminalText.width(of: title)
    let keptTitle = min(fullTitle, max(Self.minimumTitleWidth, width / 3), width)
    let accessoryWidth = TerminalText.width(of: accessory)
    showsAccessory = accessoryWidth > 0 && keptTitle + 1 + accessoryWidth <= width
    let accessoryPart = showsAccessory ? accessoryWidth + 1 : 0
    var shown: String?
    if let detail, !detail.isEmpty {
      // Two columns at least, or the detail would be only its ellipsis.
      let room = width - keptTitle - 1 - accessoryPart
      if room >= 2 { shown = TerminalText.truncate(detail, toWidth: room) }
    }
    self.detail = shown
    let detailWidth = shown.map { TerminalText.width(of: $0) + 1 } ?? 0
    trailingWidth = max(0, detailWidth + accessoryPart - 1)
    titleWidth = max(0, width - (trailingWidth > 0 ? trailingWidth + 1 : 0))
  }
}
