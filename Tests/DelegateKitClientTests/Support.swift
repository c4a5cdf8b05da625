import Synchronization

/// An ordered record of calls, shared by the delegates of one test.
final class Journal {
  private(set) var entries: [String] = []

  func record(_ entry: String) {
    entries.append(entry)
  }
}

/// A record of calls that delegates on any thread can write.
///
/// `nonisolated` so that it stays usable off the main actor under
/// `-default-isolation MainActor`.
nonisolated final class SharedJournal: Sendable {
  private let storage = Mutex<[String]>([])

  func record(_ entry: String) {
    storage.withLock { $0.append(entry) }
  }

  var entries: [String] {
    storage.withLock { $0 }
  }
}

/// The typed error of the throwing shapes.
struct ClientError: Error, Equatable {
  let code: Int
}
