import DelegateKitTestSupport
import Foundation

/// A package that depends on DelegateKit and on the harvested packages' products, built
/// once: its products hold every module a client imports, and the compile command of its
/// one target gives the flags a client needs to import them (module maps of C targets
/// included).
struct Harness: Sendable {
  let directory: URL
  /// The flags of the harness target's compile that let a file import what it does.
  let flags: [String]
  /// The one folder the modules are read from, when it is known: then a module missing
  /// there cannot be imported.
  let modules: URL?
  /// The compilation conditions (`-D`) each harvested module was built with, by module:
  /// its package's enabled traits and defines. A client restating a requirement under
  /// `#if` compiles with its module's, so that it sees the requirements the module has.
  var conditions: [String: [String]] = [:]

  /// Build products that already hold DelegateKit, its plugin and the modules to import:
  /// this package's. Where its test targets depend on the macros, SwiftPM builds them, and
  /// everything they import, for the host, in `Modules-tool`: that folder then holds every
  /// module, swift-syntax's and the test libraries' among them.
  init(products: URL) {
    directory = products
    let host = products.appendingPathComponent("Modules-tool")
    let modules = FileManager.default.fileExists(atPath: host.path) ? host : products.appendingPathComponent("Modules")
    self.modules = modules
    flags =
      [
        "-I", modules.path,
        "-load-plugin-executable",
        products.appendingPathComponent("DelegateKitMacros-tool").path + "#DelegateKitMacros",
      ] + Self.moduleMaps(near: products).flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
  }

  /// The module maps of the C targets a build's Swift modules may need: those SwiftPM wrote
  /// beside the products, and those the checked-out packages ship in `include/`.
  static func moduleMaps(near products: URL) -> [String] {
    let manager = FileManager.default
    var maps: [String] = []
    for folder in (try? manager.contentsOfDirectory(atPath: products.path)) ?? [] where folder.hasSuffix(".build") {
      let map = products.appendingPathComponent(folder).appendingPathComponent("module.modulemap").path
      if manager.fileExists(atPath: map) { maps.append(map) }
    }
    let checkouts = products.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("checkouts")
    for package in (try? manager.contentsOfDirectory(atPath: checkouts.path)) ?? [] {
      let sources = checkouts.appendingPathComponent(package).appendingPathComponent("Sources")
      for target in (try? manager.contentsOfDirectory(atPath: sources.path)) ?? [] {
        let map = sources.appendingPathComponent(target).appendingPathComponent("include/module.modulemap").path
        if manager.fileExists(atPath: map) { maps.append(map) }
      }
    }
    return maps.sorted()
  }

  /// Whether a client can import `module` with these flags; assumed for a built harness,
  /// whose search paths are many.
  func canImport(_ module: String) -> Bool {
    guard let modules else { return true }
    return FileManager.default.fileExists(atPath: modules.appendingPathComponent("\(module).swiftmodule").path)
  }

  init(directory: URL, flags: [String]) {
    self.directory = directory
    self.flags = flags
    modules = nil
  }

  /// Writes the harness for `scans` in `directory` and builds it.
  ///
  /// - Parameter root: DelegateKit's package, which the harness names by path.
  static func build(
    for scans: [PackageScan],
    root: URL,
    in directory: URL,
    log: (String) -> Void
  ) throws -> Harness {
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("Sources/Harness"),
      withIntermediateDirectories: true
    )
    try manifest(for: scans, root: root).write(
      to: directory.appendingPathComponent("Package.swift"),
      atomically: true,
      encoding: .utf8
    )
    try "// The harvest's harness: its dependencies are what it is for.\n".write(
      to: directory.appendingPathComponent("Sources/Harness/Harness.swift"),
      atomically: true,
      encoding: .utf8
    )
    log("building the harness: \(scans.count) packages")
    let swift = try Self.tool("swift")
    // The macro tests' dependencies are not needed to build DelegateKit.
    let environment = ["OMIT_MACRO_TESTS": "1"]
    let (status, output) = try ProcessRunner.run(
      swift,
      ["build", "--package-path", directory.path, "-v"],
      timeout: 7200,
      environment: environment
    )
    guard status == 0 else {
      let errors = output.split(separator: "\n").filter { $0.contains("error:") }.prefix(20)
      throw HarvestError("the harness did not build:\n" + errors.joined(separator: "\n"))
    }
    guard let command = output.split(separator: "\n").last(where: { $0.contains("-module-name Harness ") }) else {
      throw HarvestError("the harness's compile command was not printed")
    }
    var harness = Harness(directory: directory, flags: importFlags(from: String(command)))
    let manifest = directory.appendingPathComponent(".build/debug.yaml")
    harness.conditions = conditions(inManifest: (try? String(contentsOf: manifest, encoding: .utf8)) ?? "")
    return harness
  }

  /// The `-D` conditions of each module's compile command in a build's llbuild manifest
  /// (`.build/debug.yaml`, whose `args:` lines are JSON arrays): a verbose build prints only
  /// the commands it runs, the manifest holds every module's.
  static func conditions(inManifest manifest: String) -> [String: [String]] {
    var conditions: [String: Set<String>] = [:]
    for line in manifest.split(separator: "\n") {
      let trimmed = line.drop(while: { $0 == " " })
      guard trimmed.hasPrefix("args: ["), trimmed.contains("\"-module-name\""),
        let words = try? JSONDecoder().decode([String].self, from: Data(trimmed.dropFirst("args: ".count).utf8)),
        let index = words.firstIndex(of: "-module-name"), index + 1 < words.count
      else { continue }
      var defined: Set<String> = []
      for (position, word) in words.enumerated() {
        if word == "-D", position + 1 < words.count {
          defined.insert(words[position + 1])
        } else if word.hasPrefix("-D"), word.count > 2 {
          defined.insert(String(word.dropFirst(2)))
        }
      }
      conditions[words[index + 1], default: []].formUnion(defined)
    }
    return conditions.mapValues { $0.sorted() }
  }

  /// The flags that define `module`'s compilation conditions in a client.
  func conditionFlags(for module: String) -> [String] {
    (conditions[module] ?? []).flatMap { ["-D", $0] }
  }

  /// The manifest: the harvested packages at their tags, and every product that exports a
  /// harvested module.
  static func manifest(for scans: [PackageScan], root: URL) -> String {
    let dependencies = scans.map { #".package(url: "\#($0.package.url)", exact: "\#($0.package.tag)")"# }
    var products: [String] = [#".product(name: "DelegateKit", package: "\#(root.lastPathComponent)")"#]
    for scan in scans {
      let names = Set(scan.protocols.compactMap { scan.productOfModule[$0.module] }).sorted()
      products += names.map { #".product(name: "\#($0)", package: "\#(scan.package.identity)")"# }
    }
    return """
      // swift-tools-version: 6.2
      import PackageDescription

      let package = Package(
        name: "Harness",
        platforms: [.macOS(.v15), .iOS(.v18)],
        dependencies: [
          .package(path: "\(root.path)"),
          \(dependencies.joined(separator: ",\n    "))
        ],
        targets: [
          .target(
            name: "Harness",
            dependencies: [
              \(products.joined(separator: ",\n        "))
            ]
          )
        ]
      )

      """
  }

  /// The options of a compile command that find modules: search paths, C module maps and
  /// include paths, the plugins, the module cache and the target.
  static func importFlags(from command: String) -> [String] {
    let words = command.split(separator: " ").map(String.init)
    let withValue: Set<String> = [
      "-I", "-F", "-Xcc", "-module-cache-path", "-target", "-sdk", "-load-plugin-executable", "-plugin-path",
      "-Xfrontend",
    ]
    var flags: [String] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      if withValue.contains(word), index + 1 < words.count {
        let value = words[index + 1]
        // `-Xfrontend` passes many things; only plugin loading is wanted.
        if word != "-Xfrontend" || value.hasPrefix("-load-plugin") {
          flags += [word, value]
        }
        index += 2
        continue
      }
      if word.hasPrefix("-I") || word.hasPrefix("-F") { flags.append(word) }
      index += 1
    }
    return flags
  }

  /// A tool of the toolchain on `PATH`.
  static func tool(_ name: String) throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    guard
      let found = path.split(separator: ":").lazy
        .map({ URL(fileURLWithPath: String($0)).appendingPathComponent(name) })
        .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else { throw HarvestError("no \(name) on PATH") }
    return found
  }
}
