import GRDB

/// The SQL function `demo_fold(text)`: the text lowercased by Unicode rules.
///
/// SQLite's `LIKE` folds ASCII letters only, so "société" would miss "SOCIÉTÉ"; search
/// compares folded names with a folded pattern instead.
enum CaseFolding {
  /// The function, added to every connection when it opens.
  static let function = DatabaseFunction("demo_fold", argumentCount: 1, pure: true) { values in
    String.fromDatabaseValue(values[0])?.lowercased()
  }

  /// A `LIKE … ESCAPE '\'` pattern matching names that contain `text`, ignoring case:
  /// `%`, `_` and `\` in the text stand for themselves.
  static func containsPattern(_ text: String) -> String {
    var pattern = "%"
    for character in text.lowercased() {
      if character == "%" || character == "_" || character == "\\" { pattern.append("\\") }
      pattern.append(character)
    }
    pattern.append("%")
    return pattern
  }
}
