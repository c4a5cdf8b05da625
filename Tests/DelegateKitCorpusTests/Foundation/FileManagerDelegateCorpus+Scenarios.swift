// FileManagerDelegate's scenarios, driven by a real FileManager in a temporary directory; the
// protocol, its source (swift-foundation swift-6.3.1-RELEASE) and what FileManager calls are in
// FileManagerDelegateCorpus.swift.
import DelegateKit
import Foundation
import Testing

/// A fresh directory under the temporary directory, with the named files in it.
private func makeFileOperationScratch(_ files: [String: String]) throws -> URL {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("delegatekit-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  for (name, contents) in files {
    try Data(contents.utf8).write(to: directory.appendingPathComponent(name))
  }
  return directory
}

private func fileExists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

@Suite("FileManagerDelegate: a real FileManager asks every delegate, swift-foundation's defaults kept")
struct FileManagerDelegateCorpusTests {
  @Test("removeItem(at:) asks, through the URL form's default, a delegate that refuses by path")
  func removalRefusedByPath() throws {
    let scratch = try makeFileOperationScratch(["keep.txt": "k", "drop.txt": "d"])
    defer { _ = try? FileManager.default.removeItem(at: scratch) }
    let journal = SharedJournal()
    let auditor = FileOperationAuditor(journal: journal)
    let removalGuard = RemovalGuard(journal: journal, protected: ["keep.txt"])
    let multicast = FileOperationGateMulticast()
    multicast.add(auditor)
    multicast.add(removalGuard)
    #expect(multicast.responds(to: .fileManagerShouldRemoveItemAt), "a delegate keeps the default: it answers")
    let fileManager = FileManager()
    fileManager.delegate = multicast

    try fileManager.removeItem(at: scratch.appendingPathComponent("keep.txt"))
    try fileManager.removeItem(at: scratch.appendingPathComponent("drop.txt"))

    #expect(fileExists(scratch.appendingPathComponent("keep.txt")), "refused: FileManager returns without error")
    #expect(!fileExists(scratch.appendingPathComponent("drop.txt")))
    #expect(
      journal.entries == [
        "auditor.remove(keep.txt)", "guard.remove(keep.txt)", "auditor.remove(drop.txt)", "guard.remove(drop.txt)",
      ]
    )
    #expect(multicast.responds(to: .fileManagerShouldRemoveItemAt))
    withExtendedLifetime((auditor, removalGuard)) {}
  }

  @Test("Removing a directory: each item asked, a kept file leaves the directory, the error is proceeded past")
  func directoryRemoval() throws {
    let scratch = try makeFileOperationScratch([:])
    defer { _ = try? FileManager.default.removeItem(at: scratch) }
    let folder = scratch.appendingPathComponent("folder")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    try Data("k".utf8).write(to: folder.appendingPathComponent("keep.txt"))
    try Data("o".utf8).write(to: folder.appendingPathComponent("other.txt"))
    let journal = SharedJournal()
    let auditor = FileOperationAuditor(journal: journal)
    let removalGuard = RemovalGuard(journal: journal, protected: ["keep.txt"])
    let multicast = FileOperationGateMulticast()
    multicast.add(auditor)
    multicast.add(removalGuard)
    let fileManager = FileManager()
    fileManager.delegate = multicast

    try fileManager.removeItem(at: folder)

    #expect(fileExists(folder.appendingPathComponent("keep.txt")))
    #expect(!fileExists(folder.appendingPathComponent("other.txt")))
    let entries = journal.entries
    #expect(Array(entries.prefix(2)) == ["auditor.remove(folder)", "guard.remove(folder)"])
    #expect(
      Set(entries.dropFirst(2).dropLast()) == [
        "auditor.remove(keep.txt)", "guard.remove(keep.txt)", "auditor.remove(other.txt)", "guard.remove(other.txt)",
      ]
    )
    // rmdir fails (the directory is not empty): the guard, the one delegate that proceeds, is asked.
    #expect(entries.last == "guard.proceedAfterRemoveError(folder)")
    withExtendedLifetime((auditor, removalGuard)) {}
  }

  @Test("Without a delegate that proceeds, the failed rmdir throws (swift-foundation's default: false)")
  func directoryRemovalThrows() throws {
    let scratch = try makeFileOperationScratch([:])
    defer { _ = try? FileManager.default.removeItem(at: scratch) }
    let folder = scratch.appendingPathComponent("folder")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    try Data("k".utf8).write(to: folder.appendingPathComponent("keep.txt"))
    let journal = SharedJournal()
    let auditor = FileOperationAuditor(journal: journal)
    let filter = SecretFilter(journal: journal)
    let keeper = RemovalGuardWithoutProceeding(protected: ["keep.txt"])
    let multicast = FileOperationGateMulticast()
    multicast.add(auditor)
    multicast.add(filter)
    multicast.add(keeper)
    let fileManager = FileManager()
    fileManager.delegate = multicast
    #expect(throws: (any Error).self) { try fileManager.removeItem(at: folder) }
    #expect(fileExists(folder.appendingPathComponent("keep.txt")))
    withExtendedLifetime((auditor, filter, keeper)) {}
  }

  @Test("copyItem(at:to:) asks a URL implementer and a path implementer; one refusal keeps the copy from happening")
  func copy() throws {
    let scratch = try makeFileOperationScratch(["notes.txt": "n", "keys.secret": "s"])
    defer { _ = try? FileManager.default.removeItem(at: scratch) }
    let journal = SharedJournal()
    let auditor = FileOperationAuditor(journal: journal)
    let filter = SecretFilter(journal: journal)
    let multicast = FileOperationGateMulticast()
    multicast.add(auditor)
    multicast.add(filter)
    let fileManager = FileManager()
    fileManager.delegate = multicast

    let notes = scratch.appendingPathComponent("notes.txt")
    try fileManager.copyItem(at: notes, to: scratch.appendingPathComponent("a.txt"))
    try fileManager.copyItem(at: scratch.appendingPathComponent("keys.secret"), to: scratch.appendingPathComponent("b"))

    #expect(fileExists(scratch.appendingPathComponent("a.txt")))
    #expect(!fileExists(scratch.appendingPathComponent("b")), "refused by the filter")
    #expect(
      journal.entries == [
        "auditor.copy(notes.txt)", "filter.copy(notes.txt)", "auditor.copy(keys.secret)", "filter.copy(keys.secret)",
      ]
    )
    // Copying onto an existing file fails; nobody proceeds after a copy error: it throws.
    #expect(throws: (any Error).self) {
      try fileManager.copyItem(at: notes, to: scratch.appendingPathComponent("a.txt"))
    }
    withExtendedLifetime((auditor, filter)) {}
  }

  @Test("moveItem(at:to:) onto an existing file: one delegate proceeding (by path) lets it replace the file")
  func moveOverExisting() throws {
    let scratch = try makeFileOperationScratch(["new.txt": "new", "old.txt": "old"])
    defer { _ = try? FileManager.default.removeItem(at: scratch) }
    let journal = SharedJournal()
    let auditor = FileOperationAuditor(journal: journal)
    let multicast = FileOperationGateMulticast()
    multicast.add(auditor)
    let fileManager = FileManager()
    fileManager.delegate = multicast
    let source = scratch.appendingPathComponent("new.txt")
    let destination = scratch.appendingPathComponent("old.txt")

    #expect(throws: (any Error).self) { try fileManager.moveItem(at: source, to: destination) }
    let filter = SecretFilter(journal: journal)
    multicast.add(filter)
    try fileManager.moveItem(at: source, to: destination)

    #expect(!fileExists(source))
    #expect(try String(contentsOf: destination, encoding: .utf8) == "new")
    #expect(
      journal.entries == [
        "auditor.move(new.txt)", "auditor.move(new.txt)", "filter.proceedAfterMoveError(new.txt)",
      ]
    )
    withExtendedLifetime((auditor, filter)) {}
  }

  @Test("linkItem(at:to:) asks every delegate; a refused link is not made")
  func link() throws {
    let scratch = try makeFileOperationScratch(["notes.txt": "n", "keys.secret": "s"])
    defer { _ = try? FileManager.default.removeItem(at: scratch) }
    let journal = SharedJournal()
    let auditor = FileOperationAuditor(journal: journal)
    let filter = SecretFilter(journal: journal)
    let multicast = FileOperationGateMulticast()
    multicast.add(auditor)
    multicast.add(filter)
    let fileManager = FileManager()
    fileManager.delegate = multicast

    try fileManager.linkItem(at: scratch.appendingPathComponent("notes.txt"), to: scratch.appendingPathComponent("l"))
    try fileManager.linkItem(at: scratch.appendingPathComponent("keys.secret"), to: scratch.appendingPathComponent("m"))

    #expect(fileExists(scratch.appendingPathComponent("l")))
    #expect(!fileExists(scratch.appendingPathComponent("m")))
    #expect(
      journal.entries == [
        "auditor.link(notes.txt)", "filter.link(notes.txt)", "auditor.link(keys.secret)", "filter.link(keys.secret)",
      ]
    )
    withExtendedLifetime((auditor, filter)) {}
  }

  @Test("A proxy and a router as the file manager's delegate; with no delegate, swift-foundation's defaults")
  func proxyAndRouter() throws {
    let scratch = try makeFileOperationScratch(["keep.txt": "k", "a.txt": "a", "b.txt": "b"])
    defer { _ = try? FileManager.default.removeItem(at: scratch) }
    let journal = SharedJournal()
    let removalGuard = RemovalGuard(journal: journal, protected: ["keep.txt", "a.txt"])
    let auditor = FileOperationAuditor(journal: journal)
    let fileManager = FileManager()

    let proxy = FileOperationGateProxy(removalGuard)
    fileManager.delegate = proxy
    try fileManager.removeItem(at: scratch.appendingPathComponent("keep.txt"))
    #expect(fileExists(scratch.appendingPathComponent("keep.txt")))

    enum Policy { case strict, lenient }
    let router = FileOperationGateRouter<Policy>()
    router.setDelegate(removalGuard, for: .strict)
    router.setDelegate(auditor, for: .lenient)
    fileManager.delegate = router
    router.select(.strict)
    try fileManager.removeItem(at: scratch.appendingPathComponent("a.txt"))
    #expect(fileExists(scratch.appendingPathComponent("a.txt")))
    router.select(.lenient)
    try fileManager.removeItem(at: scratch.appendingPathComponent("a.txt"))
    #expect(!fileExists(scratch.appendingPathComponent("a.txt")))
    #expect(journal.entries == ["guard.remove(keep.txt)", "guard.remove(a.txt)", "auditor.remove(a.txt)"])

    // Nothing selected, no default delegate: the router answers with swift-foundation's default, true.
    router.select(nil)
    #expect(router.fileManager(fileManager, shouldRemoveItemAt: scratch.appendingPathComponent("b.txt")))
    let error = CocoaError(.fileNoSuchFile)
    #expect(!router.fileManager(fileManager, shouldProceedAfterError: error, removingItemAtPath: "/x"))
    try fileManager.removeItem(at: scratch.appendingPathComponent("b.txt"))
    #expect(!fileExists(scratch.appendingPathComponent("b.txt")))
    // An empty multicast answers the same way.
    let empty = FileOperationGateMulticast()
    #expect(empty.fileManager(fileManager, shouldCopyItemAtPath: "/a", toPath: "/b"))
    #expect(!empty.fileManager(fileManager, shouldProceedAfterError: error, movingItemAtPath: "/a", toPath: "/b"))
    withExtendedLifetime((proxy, removalGuard, auditor)) {}
  }

  @Test("A delegate used directly answers as swift-foundation says: the URL form asks its own path form")
  func conformerUsedDirectly() {
    let journal = SharedJournal()
    let removalGuard = RemovalGuard(journal: journal, protected: ["keep.txt"])
    let fileManager = FileManager()
    let kept = URL(fileURLWithPath: "/tmp/keep.txt")
    #expect(!removalGuard.fileManager(fileManager, shouldRemoveItemAt: kept))
    let source = URL(fileURLWithPath: "/a")
    let destination = URL(fileURLWithPath: "/b")
    #expect(removalGuard.fileManager(fileManager, shouldCopyItemAt: source, to: destination))
    let error = CocoaError(.fileNoSuchFile)
    #expect(
      !removalGuard.fileManager(fileManager, shouldProceedAfterError: error, linkingItemAt: source, to: destination)
    )
    #expect(journal.entries == ["guard.remove(keep.txt)"])
  }
}
