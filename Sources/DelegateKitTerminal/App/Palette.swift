/// The styles the app draws with, in one place so a screen's look is consistent and a
/// terminal without colours still tells the states apart (inverse, bold and dim carry the
/// meaning; colour only adds to it).
enum Palette {
  static let titleBar = TextStyle(inverse: true)
  static let title = TextStyle(bold: true, inverse: true)
  static let statusBar = TextStyle(inverse: true)
  static let dim = TextStyle(dim: true)
  static let placeholder = TextStyle(dim: true, italic: true)
  static let field = TextStyle(underline: true)
  static let focusedField = TextStyle(bold: true, underline: true)
  static let scope = TextStyle(dim: true)
  static let selectedScope = TextStyle(bold: true, inverse: true)
  static let header = TextStyle(foreground: .cyan, bold: true)
  static let footer = TextStyle(dim: true, italic: true)
  static let row = TextStyle.plain
  static let selectedRow = TextStyle(bold: true)
  static let cursor = TextStyle(inverse: true)
  static let detail = TextStyle(dim: true)
  static let accessory = TextStyle(foreground: .brightBlack)
  static let deleteMark = TextStyle(foreground: .red, bold: true)
  static let loading = TextStyle(foreground: .yellow, italic: true)
  static let failure = TextStyle(foreground: .red, bold: true)
  static let indicator = TextStyle(foreground: .brightBlack, bold: true)

  /// `style` with the cursor's inverse added, keeping its colours.
  static func focused(_ style: TextStyle) -> TextStyle {
    var style = style
    style.inverse = true
    style.dim = false
    return style
  }
}
