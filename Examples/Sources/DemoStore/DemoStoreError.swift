import Foundation

/// Why the demo's store could not open or change its database.
///
/// Every failure the demo can meet on a user's disk is a case here, so the screen shows a
/// one-line reason instead of crashing or leaving a half-made file behind.
public enum DemoStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path names a directory: nothing to open there, and nothing may be created over it.
  case isDirectory(path: String)
  /// The database does not exist and its directory does not let this process create it.
  case directoryNotWritable(path: String)
  /// The database does not exist and neither does its directory: a typo in the path is
  /// more likely than a wish for new directories, so none are made.
  case directoryMissing(path: String)
  /// The file exists but is not a SQLite database (text, random bytes, another format).
  case notADatabase(path: String)
  /// The file is another application's SQLite database: it has tables and none of them is
  /// the demo's. It is left byte for byte as it was.
  case foreignDatabase(path: String)
  /// The file is a SQLite database whose pages are damaged; `detail` is SQLite's first
  /// complaint, so a bug report says where.
  case corrupt(path: String, detail: String)
  /// The file was made by a newer demo: migrating it down could lose its data, so it is
  /// left alone.
  case newerSchema(found: Int, supported: Int)
  /// The file opened read-only (this process may not write it), so edits are refused.
  case readOnly
  /// The unit to change is not in the database, perhaps deleted by another connection.
  case unitNotFound(id: Int64)
  /// Another program held the database's write lock for longer than the busy timeout:
  /// nothing was changed, and the same edit may be tried again.
  case busy
  /// Any other SQLite failure, with SQLite's message.
  case sqlite(String)

  /// One line for the screen: what went wrong and where.
  public var description: String {
    switch self {
    case .isDirectory(let path):
      "\(path) is a directory, not a database file"
    case .directoryNotWritable(let path):
      "cannot create \(path): its directory is not writable"
    case .directoryMissing(let path):
      "cannot create \(path): its directory does not exist"
    case .notADatabase(let path):
      "\(path) is not a SQLite database"
    case .foreignDatabase(let path):
      "\(path) is not a delegatekit-demo database (it holds another application's tables), so it is left as it is"
    case .corrupt(let path, let detail):
      "\(path) is corrupt: \(Self.oneLine(detail))"
    case .newerSchema(let found, let supported):
      "this database was made by a newer demo (schema \(found); this demo knows \(supported))"
    case .readOnly:
      "the database is read-only: edits are off"
    case .unitNotFound(let id):
      "unit \(id) is not in the database"
    case .busy:
      "another program is writing to the database: nothing changed, try again"
    case .sqlite(let message):
      "SQLite error: \(Self.oneLine(message))"
    }
  }

  /// The most characters of SQLite's own words in a description.
  static let detailLimit = 120

  /// One line of SQLite's report, since the description is shown in a status line or as
  /// a command's error: an integrity check lists one problem a line, sometimes hundreds,
  /// so the first is kept (cut at ``detailLimit`` characters) and the rest counted.
  static func oneLine(_ text: String) -> String {
    let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
    guard var first = lines.first(where: { !$0.isEmpty }) else { return "" }
    if first.count > detailLimit { first = first.prefix(detailLimit - 1) + "…" }
    let more = lines.count - 1
    return more == 0 ? first : "\(first) (and \(more) more \(more == 1 ? "problem" : "problems"))"
  }
}
