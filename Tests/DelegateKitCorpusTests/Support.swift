import Synchronization

/// An ordered record of calls, shared by the delegates of one test.
final class Journal {
  private(set) var entries: [String] = []

  func record(_ entry: String) {
    entries.append(entry)
  }
}

/// A record of calls that delegates and handlers on any thread can write.
final class SharedJournal: Sendable {
  private let storage = Mutex<[String]>([])

  func record(_ entry: String) {
    storage.withLock { $0.append(entry) }
  }

  var entries: [String] {
    storage.withLock { $0 }
  }
}
