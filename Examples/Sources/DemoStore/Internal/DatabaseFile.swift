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

  /// Where a connection that may not write opens `path`.
  ///
  /// A database in WAL mode (as the demo's are) needs its `-shm` file to be read, and
  /// SQLite creates it beside the database when it is missing, which it cannot do in a
  /// directory this process may not write: there the file is opened immutable (a `file:`
  /// URI with `immutable=1`), read without the `-shm` file or any lock. Writes another
  /// process makes to it meanwhile are not seen. Every other file opens at its path.
  static func readOnlyLocation(of path: String) -> String {
    let sharedMemoryMissing =
      kind(of: path + "-shm") == .missing || kind(of: path + "-wal") == .missing
    guard isWAL(path), sharedMemoryMissing, !isWritable(directory(of: path)) else { return path }
    return "file:\(uriEscaped(path))?immutable=1"
  }

  /// Whether the file's header says WAL mode: bytes 18 and 19 (the read and write
  /// versions) are 2.
  static func isWAL(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var header = [UInt8](repeating: 0, count: 20)
    let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 20) }
    return count == 20 && header[18] == 2 && header[19] == 2
  }

  /// `path` with the characters a `file:` URI gives a meaning to (`%`, `?`, `#`)
  /// percent-encoded.
  static func uriEscaped(_ path: String) -> String {
    var escaped = ""
    for character in path {
      switch character {
      case "%": escaped += "%25"
      case "?": escaped += "%3F"
      case "#": escaped += "%23"
      default: escaped.append(character)
      }
    }
    return escaped
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
