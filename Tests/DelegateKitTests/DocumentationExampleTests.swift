import Foundation
import Testing

/// Every Swift example in README.md and the DocC catalogs, compiled as a user who copies it
/// would compile it, against this build (see ``CompilerClient``).
///
/// An example is compiled alone, as a `main.swift`, with the module its catalog documents
/// imported when it imports nothing itself. What the prose says around it may be given to it
/// in an HTML comment just before it, which no reader sees:
///
/// - `<!-- example: after the previous -->`: compiled after the example before it in the
///   same file (with what that one was given), as its continuation;
/// - `<!-- example: given … -->`: the code that follows `given`, the declarations the
///   example takes from the prose, compiled first; both may be said, in this order;
/// - `<!-- example: partial, … -->`: not compiled, with the reason.
///
/// DocC reads a line that starts with `@` as a directive, even inside a comment: a `given`
/// declaration with an attribute follows another on its line (`struct A {}; @MainActor …`).
@Suite("Examples in the documentation")
struct DocumentationExampleTests {
  /// One ```swift block and what compiling it takes.
  struct Example: CustomTestStringConvertible, Sendable {
    let file: String
    let line: Int
    let code: String
    /// The code compiled before it: the `given` declarations, the examples it continues.
    let preamble: String
    let partial: String?

    var testDescription: String { "\(file):\(line)" }
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The documentation files: the README and every catalog's Markdown.
  static var files: [URL] {
    let catalogs =
      (try? FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("Sources").path))
      ?? []
    let articles = catalogs.filter { $0.hasSuffix(".md") && $0.contains(".docc/") }.sorted()
    return [root.appendingPathComponent("README.md")]
      + articles.map { root.appendingPathComponent("Sources").appendingPathComponent($0) }
  }

  /// The module a file documents: its catalog's target; the README's is DelegateKit.
  static func module(of file: URL) -> String {
    let components = file.pathComponents
    guard let index = components.firstIndex(of: "Sources"), index + 1 < components.count else { return "DelegateKit" }
    return components[index + 1]
  }

  static var examples: [Example] {
    files.flatMap { url -> [Example] in
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
      return examples(in: text, file: String(url.path.dropFirst(root.path.count + 1)), module: module(of: url))
    }
  }

  /// The ```swift blocks of a Markdown text, with the comment before each.
  static func examples(in text: String, file: String, module: String) -> [Example] {
    let lines = text.components(separatedBy: "\n")
    var examples: [Example] = []
    var index = 0
    while index < lines.count {
      let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
      guard trimmed == "```swift" else {
        index += 1
        continue
      }
      let indent = lines[index].prefix { $0 == " " }.count
      let start = index + 1
      var end = start
      while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
      let code = lines[start..<end].map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
        .joined(separator: "\n")
      let comment = Self.comment(before: index, in: lines) ?? ""
      var preamble = ""
      var partial: String?
      if comment.hasPrefix("example: partial") {
        partial = String(comment.dropFirst("example: partial".count)).trimmingCharacters(in: .init(charactersIn: ", "))
      }
      if comment.hasPrefix("example: after the previous"), let previous = examples.last {
        preamble = previous.preamble + "\n" + previous.code + "\n"
      }
      if let given = comment.range(of: "given") {
        preamble += comment[given.upperBound...] + "\n"
      }
      let imports = (preamble + "\n" + code).contains("import ")
      examples.append(
        Example(
          file: file,
          line: index + 1,
          code: code,
          preamble: (imports ? "" : "import \(module)\n") + preamble,
          partial: partial
        )
      )
      index = end + 1
    }
    return examples
  }

  /// The HTML comment that ends on the line before `line`, blank lines between allowed.
  static func comment(before line: Int, in lines: [String]) -> String? {
    var last = line - 1
    while last >= 0, lines[last].trimmingCharacters(in: .whitespaces).isEmpty { last -= 1 }
    guard last >= 0, lines[last].trimmingCharacters(in: .whitespaces).hasSuffix("-->") else { return nil }
    var first = last
    while first >= 0, !lines[first].contains("<!--") { first -= 1 }
    guard first >= 0 else { return nil }
    let text = lines[first...last].joined(separator: "\n")
    guard let open = text.range(of: "<!--"), let close = text.range(of: "-->", options: .backwards) else { return nil }
    return text[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test("There are examples to compile, and each partial one says why")
  func found() {
    let examples = Self.examples
    #expect(examples.count > 40, "\(examples.count) examples")
    for example in examples where example.partial != nil {
      #expect(example.partial?.isEmpty == false, "\(example.testDescription): a partial example says why")
    }
  }

  @Test("Each example compiles, with no warning", arguments: examples.filter { $0.partial == nil })
  func compiles(_ example: Example) throws {
    let source = example.preamble + "\n" + example.code
    let output = try CompilerClient.typecheck(
      source,
      compiling: true,
      topLevelCode: !source.contains("@main")
    )
    // The compiler's diagnostics are the lines that start with their location; a plugin may
    // print lines of its own (a swift-syntax before 603 logs the session's end).
    let diagnostics = output.text.split(separator: "\n").filter { line in
      (line.hasPrefix("/") || line.hasPrefix("macro expansion") || line.hasPrefix("<unknown>"))
        && (line.contains(": error:") || line.contains(": warning:"))
    }
    #expect(output.status == 0 && diagnostics.isEmpty, "\(example.testDescription):\n\(source)\n\(output.text)")
  }
}
