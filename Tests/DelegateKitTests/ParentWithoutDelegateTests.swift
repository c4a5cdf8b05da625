import Foundation
import Testing

/// A parent protocol without `@Delegate` is a compiler error, not a macro diagnostic: the
/// macro sees only the child. These tests compile small clients with the `swiftc` of the
/// toolchain that runs them, against this build's DelegateKit module and macro plugin, and
/// read the compiler's own words.
@Suite("A parent without @Delegate")
struct ParentWithoutDelegateTests {
  @Test("The compiler names the parent and says what to write")
  func parentWithoutDelegate() throws {
    let output = try Self.typecheck(
      """
      import DelegateKit

      protocol FocusDelegate: AnyObject {
        func didFocus()
      }

      @Delegate
      protocol ScreenDelegate: FocusDelegate {
        @Optional func didAppear()
      }
      """
    )
    #expect(output.status != 0)
    #expect(
      output.text.contains(
        "error: '_$FocusDelegate is not @Delegate: mark FocusDelegate @Delegate, or name it in "
          + "@Delegate(foreign: FocusDelegate.self) and restate the requirements to forward; "
          + "a class goes in @Delegate(subclassing:)' is not a member type of protocol"
      ),
      "\(output.text)"
    )
    #expect(
      output.text.contains("in expansion of macro 'Delegate' on protocol 'ScreenDelegate' here"),
      "\(output.text)"
    )
    #expect(!output.text.contains("cannot find type"), "\(output.text)")
  }

  @Test("A parent without @Delegate that refines one still needs its own")
  func grandparentDoesNotAnswer() throws {
    let output = try Self.typecheck(
      """
      import DelegateKit

      @Delegate
      protocol ScrollDelegate: AnyObject {
        @Optional func didScroll()
      }

      protocol TableDelegate: ScrollDelegate {
        func didSelect(_ row: Int)
      }

      @Delegate
      protocol ScreenDelegate: TableDelegate {
        @Optional func didAppear()
      }
      """
    )
    #expect(output.status != 0)
    #expect(
      output.text.contains("error: '_$TableDelegate is not @Delegate: mark TableDelegate @Delegate"),
      "\(output.text)"
    )
  }

  @Test("The same clients compile once the parent is @Delegate or named in foreign:")
  func controls() throws {
    let marked = try Self.typecheck(
      """
      import DelegateKit

      @Delegate
      protocol FocusDelegate: AnyObject {
        @Optional func didFocus()
      }

      @Delegate
      protocol ScreenDelegate: FocusDelegate {
        @Optional func didAppear()
      }

      final class Screen: ScreenDelegate {}
      let multicast = ScreenDelegateMulticast()
      """
    )
    #expect(marked.status == 0, "\(marked.text)")
    let foreign = try Self.typecheck(
      """
      import DelegateKit

      protocol FocusDelegate: AnyObject {
        func didFocus()
      }

      @Delegate(foreign: FocusDelegate.self)
      protocol ScreenDelegate: FocusDelegate {
        @Optional func didFocus()
      }

      final class Screen: ScreenDelegate {}
      let multicast = ScreenDelegateMulticast()
      """
    )
    #expect(foreign.status == 0, "\(foreign.text)")
  }

  /// What `swiftc -typecheck` prints for `source` and how it exits.
  private static func typecheck(_ source: String) throws -> (status: Int32, text: String) {
    let products = try #require(Self.productsDirectory, "no build products beside the test bundle")
    let modules = products.appendingPathComponent("Modules")
    let plugin = products.appendingPathComponent("DelegateKitMacros-tool")
    try #require(FileManager.default.fileExists(atPath: plugin.path), "no macro plugin at \(plugin.path)")
    let compiler = try #require(Self.swiftc, "no swiftc on PATH")

    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("delegatekit-parent-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("main.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = compiler
    process.arguments = [
      "-typecheck", "-swift-version", "6", "-I", modules.path,
      "-load-plugin-executable", "\(plugin.path)#DelegateKitMacros", file.path,
    ]
    // Under the sanitizer pass the plugin is instrumented too; its exit must not report
    // leaks of its own as a failure of the compile.
    var environment = ProcessInfo.processInfo.environment
    environment["ASAN_OPTIONS"] = "detect_leaks=0"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The directory holding this build's modules and tools: the test bundle's.
  private static var productsDirectory: URL? {
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    while url.pathComponents.count > 1 {
      url.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Modules").path) { return url }
    }
    return nil
  }

  private static var swiftc: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").lazy
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
