import Foundation
import Testing

/// An ordered record of calls, shared by the delegates of one test.
final class Journal {
  private(set) var entries: [String] = []

  func record(_ entry: String) {
    entries.append(entry)
  }
}

/// A record of calls that delegates and handlers on any thread can write.
final class SharedJournal: @unchecked Sendable {
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

extension Trait where Self == ConditionTrait {
  /// Off in the AddressSanitizer pass (`DELEGATEKIT_SANITIZE=address`): the Foundation object
  /// the test drives leaks on Linux (swift-corelibs-foundation: an NSCache's entries, a parse
  /// error's CFError, a URLSession task's bookkeeping), and LeakSanitizer reports that at exit
  /// as this process's leak. The test runs in every other pass.
  static var leaksInFoundation: Self {
    .disabled(
      if: ProcessInfo.processInfo.environment["DELEGATEKIT_SANITIZE"] == "address",
      "the Foundation object it drives leaks on Linux"
    )
  }
}
