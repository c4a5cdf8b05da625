import SwiftSyntax
import SwiftSyntaxMacros

/// Where a node of the user's declaration starts, as a `#sourceLocation` directive names it:
/// generated code that can fail only because of what the user wrote there is mapped to it,
/// so that the compiler reports that failure at the user's line.
struct SourceLine: Equatable {
  /// The file, as a string literal.
  let file: String
  /// The line, from 1.
  let line: Int
  /// The column, from 1.
  let column: Int

  /// The directive that maps the line after it to this one.
  var directive: String { "#sourceLocation(file: \(file), line: \(line))" }

  /// `text` between this line's directive and the one that ends the mapping.
  func mapping(_ text: String) -> String { "\(directive)\n\(text)\n#sourceLocation()" }

  /// The start of `node`, a part of `declaration` (the declaration the macro is attached
  /// to), or `nil` when `context` cannot place the declaration.
  ///
  /// `context` is asked where the declaration starts, and the node is placed from there:
  /// swift-syntax before 603 places a node inside a detached declaration nowhere in its
  /// `BasicMacroExpansionContext`, and every release places the declaration itself.
  init?(of node: some SyntaxProtocol, in declaration: some SyntaxProtocol, context: some MacroExpansionContext) {
    guard let location = context.location(of: declaration, at: .afterLeadingTrivia, filePathMode: .filePath),
      location.file.is(StringLiteralExprSyntax.self),
      let line = Int(location.line.trimmedDescription),
      let column = Int(location.column.trimmedDescription)
    else { return nil }
    let converter = SourceLocationConverter(fileName: "", tree: declaration.root)
    let start = converter.location(for: declaration.positionAfterSkippingLeadingTrivia)
    let target = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    file = location.file.trimmedDescription
    self.line = line + target.line - start.line
    // A node on the declaration's first line is as far right of it as in the tree; one on
    // a later line keeps its column, its line's indentation being part of the tree.
    self.column = target.line == start.line ? column + target.column - start.column : target.column
  }
}
