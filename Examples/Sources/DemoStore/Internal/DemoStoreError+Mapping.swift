import GRDB

extension DemoStoreError {
  /// The store's error for anything a database access threw: SQLite's result codes that
  /// the screen explains get their own case, the rest keep SQLite's message.
  init(_ error: any Error, path: String) {
    if let error = error as? DemoStoreError {
      self = error
      return
    }
    guard let error = error as? DatabaseError else {
      self = .sqlite(String(describing: error))
      return
    }
    let message = error.message ?? error.description
    switch error.resultCode {
    case .SQLITE_NOTADB:
      self = .notADatabase(path: path)
    case .SQLITE_CORRUPT:
      self = .corrupt(path: path, detail: message)
    case .SQLITE_READONLY:
      self = .readOnly
    case .SQLITE_BUSY, .SQLITE_LOCKED:
      self = .busy
    default:
      self = .sqlite(message)
    }
  }
}
