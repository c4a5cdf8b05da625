import DemoText
import GRDB

/// The SQL function `demo_fold(text)`: the text folded by ``SearchKey``'s rule, the one the
/// server's people search follows.
///
/// SQLite's `LIKE` folds ASCII letters only, so "société" would miss "SOCIÉTÉ" and "equipe"
/// "Équipe"; search compares folded names with a folded pattern instead.
enum CaseFolding {
  /// The function, added to every connection when it opens.
  static let function = DatabaseFunction("demo_fold", argumentCount: 1, pure: true) { values in
    String.fromDatabaseValue(values[0]).map(SearchKey.fold)
  }

  /// A `LIKE … ESCAPE '\'` pattern matching names that contain `text`, folded: `%`, `_` and
  /// `\` in the text stand for themselves.
  static func containsPattern(_ text: String) -> String {
    var pattern = "%"
    for character in SearchKey.fold(text) {
      if character == "%" || character == "_" || character == "\\" { pattern.append("\\") }
      pattern.append(character)
    }
    pattern.append("%")
    return pattern
  }
}
