import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the file system says about a database path, asked before SQLite is, so that a
/// directory, a text file or an unwritable place gets its own error and SQLite never
/// creates `-wal` and `-shm` files beside something that is not a database.
enum DatabaseFile {
  /// What is at a path.
  enum Kind {
    case missing
    case directory
    case file
  }

  /// What is at `path` (a symbolic link is followed).
  static func kind(of path: String) -> Kind {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
    return isDirectory.boolValue ? .directory : .file
  }

  /// The directory holding `path`.
  static func directory(of path: String) -> String {
    let directory = (path as NSString).deletingLastPathComponent
    return directory.isEmpty ? "." : directory
  }

  /// Whether this process may write `path` (by its real ids, as `access(2)` checks).
  static func isWritable(_ path: String) -> Bool {
    access(path, W_OK) == 0
  }

  /// Whether the file is marked read-only: no write permission for anyone. `access` says
  /// yes to root whatever the mode, but a file someone made read-only is meant to stay as
  /// it is, so the store honours the mode too.
  static func isMarkedReadOnly(_ path: String) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    return status.st_mode & 0o222 == 0
  }

  /// Whether the file starts as every SQLite database does. An empty file passes: SQLite
  /// treats it as an empty database.
  ///
  /// - Returns: A failure, with the reason, when the file can't be read.
  static func hasSQLiteHeader(_ path: String) -> Result<Bool, DemoStoreError> {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      return .failure(.sqlite("cannot read \(path): \(String(cString: strerror(errno)))"))
    }
    defer { close(descriptor) }
    var header = [UInt8](repeating: 0, count: 16)
    let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 16) }
    guard count >= 0 else {
      return .failure(.sqlite("cannot read \(path): \(String(cString: strerror(errno)))"))
    }
    if count == 0 { return .success(true) }
    return .success(count == 16 && header == Array("SQLite format 3\0".utf8))
  }

  /// Moves a finished file to `path` unless something is already there.
  ///
  /// - Returns: `false` when `path` already exists (another process made it first).
  static func publish(_ temporary: String, at path: String) throws(DemoStoreError) -> Bool {
    // A hard link never replaces an existing file, unlike rename.
    if link(temporary, path) == 0 {
      unlink(temporary)
      return true
    }
    let linkError = errno
    if linkError == EEXIST { return false }
    // File systems without hard links: rename, which is still atomic.
    if rename(temporary, path) == 0 { return true }
    throw .sqlite("cannot create \(path): \(String(cString: strerror(linkError)))")
  }

  /// Removes a database file and the journal files SQLite may have left beside it.
  static func remove(_ path: String) {
    for suffix in ["", "-journal", "-wal", "-shm"] {
      unlink(path + suffix)
    }
  }
}
