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

  /// Places nodes of one declaration (the declaration the macro is attached to) in the
  /// user's file.
  ///
  /// `context` is asked once where the declaration starts, and each node is placed from
  /// there by the lines of the declaration's own tree. Every swift-syntax release places the
  /// declaration itself, but before 603 its `BasicMacroExpansionContext` places no node
  /// inside a detached declaration; and the compiler's context computes the whole file's
  /// line table for each question, so asking it once per node would cost an expansion more
  /// than all its reading and writing.
  struct Locator {
    private let file: String
    private let start: (line: Int, column: Int)
    private let tree: (line: Int, column: Int)
    private let converter: SourceLocationConverter

    /// A locator for `declaration`, or `nil` when `context` cannot place it.
    init?(_ declaration: some SyntaxProtocol, in context: some MacroExpansionContext) {
      guard let location = context.location(of: declaration, at: .afterLeadingTrivia, filePathMode: .filePath),
        location.file.is(StringLiteralExprSyntax.self),
        let line = Int(location.line.trimmedDescription),
        let column = Int(location.column.trimmedDescription)
      else { return nil }
      file = location.file.trimmedDescription
      start = (line, column)
      converter = SourceLocationConverter(fileName: "", tree: declaration.root)
      let inTree = converter.location(for: declaration.positionAfterSkippingLeadingTrivia)
      tree = (inTree.line, inTree.column)
    }

    /// The start of `node`, a part of the declaration.
    func line(of node: some SyntaxProtocol) -> SourceLine {
      let target = converter.location(for: node.positionAfterSkippingLeadingTrivia)
      // A node on the declaration's first line is as far right of it as in the tree; one
      // on a later line keeps its column, its line's indentation being part of the tree.
      return SourceLine(
        file: file,
        line: start.line + target.line - tree.line,
        column: target.line == tree.line ? start.column + target.column - tree.column : target.column
      )
    }
  }
}
