// FileManagerDelegate, transcribed from swift-foundation, the FileManager of Foundation on Linux
// since Swift 6: https://github.com/swiftlang/swift-foundation at tag swift-6.3.1-RELEASE
// (c20150400269a6afffe5b3a9f9fa8bbd51d69e1a), the toolchain this package builds with.
// - Sources/FoundationEssentials/FileManager/SwiftFileManagerDelegate.swift: the protocol
//   (`AnyObject, Sendable`, 16 requirements) and its defaults, lines 15-82.
// - FileOperations.swift, lines 121-273: which requirement FileManager calls. Off Darwin (the
//   `#else` branches) it calls the URL forms only, `delegate.fileManager(self,
//   shouldRemoveItemAt: URL(fileURLWithPath: path))` and so on; the path forms are reached
//   through the protocol's defaults of the URL forms, which ask the path form with
//   `url.relativePath` (lines 50-81). Copy and link ask once per item, a directory before its
//   contents (the FTS walk, lines 1088-1110); remove asks for the item, then for each item of
//   a directory, then `shouldProceedAfterError` when `rmdir` fails (lines 503-585); move asks
//   once, and `shouldProceedAfterError` when the destination exists (lines 695-726).
// - SwiftFileManager.swift, line 193: `open weak var delegate`.
//
// Those defaults are declared without `public`, in an `extension FileManagerDelegate` of
// FoundationEssentials (`nm -D libFoundationEssentials.so` lists none of them), so no class
// outside Foundation can use them, and `@Optional(default: .inherited)` on
// `FileManagerDelegate` itself could not keep them. `FileManagerDelegateDefaults` below
// restates them verbatim, and the @Delegate protocol names it in `foreign:`: its conformers
// keep swift-foundation's behaviour, including the URL form asking the path form.
// Left out: nothing; all 16 requirements are restated.
import DelegateKit
import Foundation
import Testing

/// swift-foundation's defaults of `FileManagerDelegate`, internal there: every `should…`
/// answers `true`, every `shouldProceedAfterError` answers `false`, and each URL form asks the
/// path form with the URL's `relativePath`.
protocol FileManagerDelegateDefaults: FileManagerDelegate {}

extension FileManagerDelegateDefaults {
  func fileManager(_ fileManager: FileManager, shouldCopyItemAtPath srcPath: String, toPath dstPath: String) -> Bool {
    true
  }
  func fileManager(
    _ fileManager: FileManager,
    shouldProceedAfterError error: any Error,
    copyingItemAtPath srcPath: String,
    toPath dstPath: String
  ) -> Bool { false }
  func fileManager(_ fileManager: FileManager, shouldMoveItemAtPath srcPath: String, toPath dstPath: String) -> Bool {
    true
  }
  func fileManager(
    _ fileManager: FileManager,
    shouldProceedAfterError error: any Error,
    movingItemAtPath srcPath: String,
    toPath dstPath: String
  ) -> Bool { false }
  func fileManager(_ fileManager: FileManager, shouldLinkItemAtPath srcPath: String, toPath dstPath: String) -> Bool {
    true
  }
  func fileManager(
    _ fileManager: FileManager,
    shouldProceedAfterError error: any Error,
    linkingItemAtPath srcPath: String,
    toPath dstPath: String
  ) -> Bool { false }
  func fileManager(_ fileManager: FileManager, shouldRemoveItemAtPath path: String) -> Bool { true }
  func fileManager(
    _ fileManager: FileManager,
    shouldProceedAfterError error: any Error,
    removingItemAtPath path: String
  ) -> Bool { false }

  func fileManager(_ fileManager: FileManager, shouldCopyItemAt srcURL: URL, to dstURL: URL) -> Bool {
    self.fileManager(fileManager, shouldCopyItemAtPath: srcURL.relativePath, toPath: dstURL.relativePath)
  }
  func fileManager(
    _ fileManager: FileManager,
    shouldProceedAfterError error: any Error,
    copyingItemAt srcURL: URL,
    to dstURL: URL
  ) -> Bool {
    self.fileManager(
      fileManager,
      shouldProceedAfterError: error,
      copyingItemAtPath: srcURL.relativePath,
      toPath: dstURL.relativePath
    )
  }
  func fileManager(_ fileManager: FileManager, shouldMoveItemAt srcURL: URL, to dstURL: URL) -> Bool {
    self.fileManager(fileManager, shouldMoveItemAtPath: srcURL.relativePath, toPath: dstURL.relativePath)
  }
  func fileManager(
    _ fileManager: FileManager,
    shouldProceedAfterError error: any Error,
    movingItemAt srcURL: URL,
    to dstURL: URL
  ) -> Bool {
    self.fileManager(
      fileManager,
      shouldProceedAfterError: error,
      movingItemAtPath: srcURL.relativePath,
      toPath: dstURL.relativePath
    )
  }
  func fileManager(_ fileManager: FileManager, shouldLinkItemAt srcURL: URL, to dstURL: URL) -> Bool {
    self.fileManager(fileManager, shouldLinkItemAtPath: srcURL.relativePath, toPath: dstURL.relativePath)
  }
  func fileManager(
    _ fileManager: FileManager,
    shouldProceedAfterError error: any Error,
    linkingItemAt srcURL: URL,
    to dstURL: URL
  ) -> Bool {
    self.fileManager(
      fileManager,
      shouldProceedAfterError: error,
      linkingItemAtPath: srcURL.relativePath,
      toPath: dstURL.relativePath
    )
  }
  // swift-foundation names this parameter `URL`, after its type.
  func fileManager(_ fileManager: FileManager, shouldRemoveItemAt URL: URL) -> Bool {
    self.fileManager(fileManager, shouldRemoveItemAtPath: URL.relativePath)
  }
  func fileManager(
    _ fileManager: FileManager,
    shouldProceedAfterError error: any Error,
    removingItemAt URL: URL
  ) -> Bool {
    self.fileManager(fileManager, shouldProceedAfterError: error, removingItemAtPath: URL.relativePath)
  }
}

/// The 16 requirements of `FileManagerDelegate`, every one keeping swift-foundation's default.
/// Several delegates share one file manager: an operation goes ahead only if every delegate
/// agrees (`.all`), and continues after an error if any delegate says so (`.any`).
@Delegate(foreign: FileManagerDelegateDefaults.self, subclassing: NSObject.self)
protocol FileOperationGate: FileManagerDelegateDefaults, Sendable {
  // String-based requirements.
  @Combining(.all) @Optional(default: .inherited)
  func fileManager(_ fileManager: FileManager, shouldCopyItemAtPath srcPath: String, toPath dstPath: String) -> Bool
  @Combining(.any) @Optional(default: .inherited)
  func fileManager(
    _ fileManager: FileManager,
    shouldProceedAfterError error: any Error,
    copyingItemAtPath srcPath: String,
    toPath dstPath: String
  ) -> Bool
  @Combining(.all) @Optional(default: .inherited)
  func fileManager(_ fileManager: FileManager, shouldMoveItemAtPath srcPath: String, toPath dstPath: String) -> Bool
  @Combining(.any) @Optional(default: .inherited)
  func fileManager(
    _ fileManager: FileManager,
    shouldProceedAfterError error: any Error,
    movingItemAtPath srcPath: String,
    toPath dstPath: String
  ) -> Bool
  @Combining(.all) @Optional(default: .inherited)
  func fileManager(_ fileManager: FileManager, shouldLinkItemAtPath srcPath: String, toPath dstPath: String) -> Bool
  @Combining(.any) @Optional(default: .inherited)
  func fileManager(
    _ fileManager: FileManager,
    shouldProceedAfterError error: any Error,
    linkingItemAtPath srcPath: String,
    toPath dstPath: String
  ) -> Bool
  @Combining(.all) @Optional(default: .inherited)
  func fileManager(_ fileManager: FileManager, shouldRemoveItemAtPath path: String) -> Bool
  @Combining(.any) @Optional(default: .inherited)
  func fileManager(
    _ fileManager: FileManager,
    shouldProceedAfterError error: any Error,
    removingItemAtPath path: String
  ) -> Bool

  // URL-based requirements: the ones FileManager calls on Linux.
  @Combining(.all) @Optional(default: .inherited)
  func fileManager(_ fileManager: FileManager, shouldCopyItemAt srcURL: URL, to dstURL: URL) -> Bool
  @Combining(.any) @Optional(default: .inherited)
  func fileManager(
    _ fileManager: FileManager,
    shouldProceedAfterError error: any Error,
    copyingItemAt srcURL: URL,
    to dstURL: URL
  ) -> Bool
  @Combining(.all) @Optional(default: .inherited)
  func fileManager(_ fileManager: FileManager, shouldMoveItemAt srcURL: URL, to dstURL: URL) -> Bool
  @Combining(.any) @Optional(default: .inherited)
  func fileManager(
    _ fileManager: FileManager,
    shouldProceedAfterError error: any Error,
    movingItemAt srcURL: URL,
    to dstURL: URL
  ) -> Bool
  @Combining(.all) @Optional(default: .inherited)
  func fileManager(_ fileManager: FileManager, shouldLinkItemAt srcURL: URL, to dstURL: URL) -> Bool
  @Combining(.any) @Optional(default: .inherited)
  func fileManager(
    _ fileManager: FileManager,
    shouldProceedAfterError error: any Error,
    linkingItemAt srcURL: URL,
    to dstURL: URL
  ) -> Bool
  @Combining(.all) @Optional(default: .inherited)
  func fileManager(_ fileManager: FileManager, shouldRemoveItemAt URL: URL) -> Bool
  @Combining(.any) @Optional(default: .inherited)
  func fileManager(
    _ fileManager: FileManager,
    shouldProceedAfterError error: any Error,
    removingItemAt URL: URL
  ) -> Bool
}

/// Records every copy, move, link and removal it is asked about, by path, and allows them.
final class FileOperationAuditor: FileOperationGate {
  let journal: SharedJournal

  init(journal: SharedJournal) {
    self.journal = journal
  }

  private func name(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }

  func fileManager(_ fileManager: FileManager, shouldCopyItemAtPath srcPath: String, toPath dstPath: String) -> Bool {
    journal.record("auditor.copy(\(name(srcPath)))")
    return true
  }

  func fileManager(_ fileManager: FileManager, shouldMoveItemAtPath srcPath: String, toPath dstPath: String) -> Bool {
    journal.record("auditor.move(\(name(srcPath)))")
    return true
  }

  func fileManager(_ fileManager: FileManager, shouldLinkItemAtPath srcPath: String, toPath dstPath: String) -> Bool {
    journal.record("auditor.link(\(name(srcPath)))")
    return true
  }

  func fileManager(_ fileManager: FileManager, shouldRemoveItemAtPath path: String) -> Bool {
    journal.record("auditor.remove(\(name(path)))")
    return true
  }
}

/// Refuses to remove protected files, by path only: FileManager on Linux asks the URL form,
/// which reaches this method through swift-foundation's default.
final class RemovalGuard: FileOperationGate {
  let journal: SharedJournal
  let protected: Set<String>

  init(journal: SharedJournal, protected: Set<String>) {
    self.journal = journal
    self.protected = protected
  }

  func fileManager(_ fileManager: FileManager, shouldRemoveItemAtPath path: String) -> Bool {
    let name = URL(fileURLWithPath: path).lastPathComponent
    journal.record("guard.remove(\(name))")
    return !protected.contains(name)
  }

  // A directory it kept a file of cannot be removed: carry on without it.
  func fileManager(
    _ fileManager: FileManager,
    shouldProceedAfterError error: any Error,
    removingItemAtPath path: String
  ) -> Bool {
    journal.record("guard.proceedAfterRemoveError(\(URL(fileURLWithPath: path).lastPathComponent))")
    return true
  }
}

/// Keeps `.secret` files from being copied or linked, by URL, and lets a move replace an
/// existing file; in an extension, as most code writes it.
final class SecretFilter {
  let journal: SharedJournal

  init(journal: SharedJournal) {
    self.journal = journal
  }
}

extension SecretFilter: FileOperationGate {
  func fileManager(_ fileManager: FileManager, shouldCopyItemAt srcURL: URL, to dstURL: URL) -> Bool {
    journal.record("filter.copy(\(srcURL.lastPathComponent))")
    return srcURL.pathExtension != "secret"
  }

  func fileManager(_ fileManager: FileManager, shouldLinkItemAt srcURL: URL, to dstURL: URL) -> Bool {
    journal.record("filter.link(\(srcURL.lastPathComponent))")
    return srcURL.pathExtension != "secret"
  }

  func fileManager(
    _ fileManager: FileManager,
    shouldProceedAfterError error: any Error,
    movingItemAtPath srcPath: String,
    toPath dstPath: String
  ) -> Bool {
    journal.record("filter.proceedAfterMoveError(\(URL(fileURLWithPath: srcPath).lastPathComponent))")
    return true
  }
}

/// Refuses to remove protected files and never proceeds after an error.
final class RemovalGuardWithoutProceeding: FileOperationGate {
  let protected: Set<String>

  init(protected: Set<String>) {
    self.protected = protected
  }

  func fileManager(_ fileManager: FileManager, shouldRemoveItemAtPath path: String) -> Bool {
    !protected.contains(URL(fileURLWithPath: path).lastPathComponent)
  }
}
