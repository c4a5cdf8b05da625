import Foundation
import Synchronization
import Testing

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
