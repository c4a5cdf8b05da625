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

  /// The start of `node`, or `nil` when `context` cannot place it: a node the macro made,
  /// rather than one the user wrote.
  init?(of node: some SyntaxProtocol, in context: some MacroExpansionContext) {
    guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath),
      location.file.is(StringLiteralExprSyntax.self),
      let line = Int(location.line.trimmedDescription),
      let column = Int(location.column.trimmedDescription)
    else { return nil }
    file = location.file.trimmedDescription
    self.line = line
    self.column = column
  }
}
