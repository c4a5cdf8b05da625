import Foundation

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
nonisolated final class SharedJournal: @unchecked Sendable {
  // @unchecked: a lock box; `storage` is only touched under `lock`. NSLock rather than
  // Synchronization's Mutex, whose futex ThreadSanitizer does not see on Linux.
  private let lock = NSLock()
  private var storage: [String] = []

  func record(_ entry: String) {
    lock.withLock { storage.append(entry) }
  }

  var entries: [String] {
    lock.withLock { storage }
  }
}

/// The typed error of the throwing shapes.
struct ClientError: Error, Equatable {
  let code: Int
}
