import DelegateKitTable
import Foundation

/// What one row shows, worked out from its cell and the table: the pieces
/// ``TerminalApp`` lays out on the line.
@MainActor
struct RowContent {
  /// Two columns before the text: the delete mark in editing mode, `›` on a selected row.
  var gutter = "  "
  var gutterStyle = Palette.row
  var text: String
  var textStyle = Palette.row
  var detail: String?
  var accessory = ""

  init(cell: TableViewCell, at indexPath: IndexPath, in table: TableView) {
    text = cell.text ?? ""
    detail = cell.detailText
    if cell.reuseIdentifier == TableViewMediator.loadingCellIdentifier {
      // The mediator's own row: a spinner's text, or the error with a retry hint that
      // names the key instead of a tap.
      if let detail, !detail.isEmpty {
        text = "✗ \(text)"
        self.detail = "Enter to retry"
        textStyle = Palette.failure
      } else {
        text = "⟳ \(text)"
        textStyle = Palette.loading
      }
      return
    }
    if table.isEditing {
      if table.canEditRow(at: indexPath) {
        gutter = "⊖ "
        gutterStyle = Palette.deleteMark
      }
      if table.canMoveRow(at: indexPath) { accessory = "≡" }
    } else {
      accessory = Self.glyph(for: cell.accessoryType)
      if cell.isSelected {
        gutter = "› "
        textStyle = Palette.selectedRow
      }
    }
  }

  static func glyph(for accessory: TableViewCell.AccessoryType) -> String {
    switch accessory {
    case .none: ""
    case .disclosureIndicator: "›"
    case .checkmark: "✓"
    case .detailButton: "ⓘ"
    case .detailDisclosureButton: "ⓘ ›"
    }
  }
}
