import Foundation

/// The public protocols of one package, and which library product makes each module
/// importable.
struct PackageScan: Sendable {
  let package: MirrorPackage
  /// The protocols a client can import: their module is in a library product.
  var protocols: [HarvestedProtocol] = []
  /// Public protocols left out: nested in a type, inside `#if`, or in a module no library
  /// product exports.
  var skipped = 0
  /// The library product that exports each module.
  var productOfModule: [String: String] = [:]

  /// Reads the package at its tag.
  static func scan(_ package: MirrorPackage) throws -> PackageScan {
    var scan = PackageScan(package: package)
    let manifest = (try? package.read("Package.swift")) ?? ""
    scan.productOfModule = libraryProducts(in: manifest)
    var found: [HarvestedProtocol] = []
    var defaults: [String: Set<String>] = [:]
    // Only files that can declare a public protocol or extend one are parsed: the others
    // are most of a package, and parsing is the harvest's slowest step.
    var texts: [(file: String, text: String)] = []
    for file in try package.sourceFiles() where file.split(separator: "/").count > 2 {
      let text = try package.read(file)
      if text.contains("protocol ") || text.contains("extension ") { texts.append((file, text)) }
    }
    func scanner(_ file: String, _ text: String) -> ProtocolScanner {
      let scanner = ProtocolScanner(package: package.path, module: String(file.split(separator: "/")[1]), file: file)
      scanner.scan(text)
      return scanner
    }
    var parsed: Set<String> = []
    for (file, text) in texts where text.contains("public protocol ") {
      let scanned = scanner(file, text)
      found += scanned.protocols
      scan.skipped += scanned.skipped
      defaults.merge(scanned.defaults) { $0.union($1) }
      parsed.insert(file)
    }
    let extended = found.map { "extension \($0.name)" }
    for (file, text) in texts where !parsed.contains(file) && extended.contains(where: text.contains) {
      defaults.merge(scanner(file, text).defaults) { $0.union($1) }
    }
    // What a module re-exports (`@_exported import class NIOCore.EventLoopFuture`, often in
    // a file of its own), which its declarations name as their own: a client imports the
    // whole module, as a scoped re-export does not reach it in every compiler.
    var exports: [String: Set<String>] = [:]
    let exported =
      #/@_exported\s+import\s+(?:(?:class|struct|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)/#
    for (file, text) in texts where text.contains("@_exported") {
      let module = String(file.split(separator: "/")[1])
      for match in text.matches(of: exported) where !ProtocolScanner.otherPlatforms.contains(String(match.1)) {
        exports[module, default: []].insert(String(match.1))
      }
    }
    for var harvested in found {
      guard scan.productOfModule[harvested.module] != nil else {
        scan.skipped += 1
        continue
      }
      let implemented = defaults[harvested.name] ?? []
      harvested = HarvestedProtocol(
        package: harvested.package,
        module: harvested.module,
        name: harvested.name,
        file: harvested.file,
        declaration: harvested.declaration,
        imports: harvested.imports
          + (exports[harvested.module] ?? []).sorted().map { "import \($0)" }
          .filter { !harvested.imports.contains($0) },
        isClassBound: harvested.isClassBound,
        parents: harvested.parents,
        declaresSendable: harvested.declaresSendable,
        members: harvested.members.map { member in
          var member = member
          member.hasDefault = implemented.contains(member.key.isEmpty ? member.name : member.key)
          return member
        }
      )
      scan.protocols.append(harvested)
    }
    let byName = Dictionary(scan.protocols.map { ($0.name, $0) }) { first, _ in first }
    for index in scan.protocols.indices {
      scan.protocols[index].ancestors = ancestors(of: scan.protocols[index], in: byName)
    }
    scan.refreshAncestors()
    return scan
  }

  /// Finds the standard library's protocols each protocol refines, directly or through the
  /// package's own.
  mutating func resolveStandardAncestors(_ standard: [String: HarvestedProtocol]) {
    let byName = Dictionary(protocols.map { ($0.name, $0) }) { first, _ in first }
    for index in protocols.indices {
      protocols[index].standardAncestors = Self.ancestors(of: protocols[index], in: standard, through: byName)
        .filter { byName[$0.name] == nil }
    }
    refreshAncestors()
  }

  /// Marks the protocols of `scans` that are `Sendable` through a parent another package
  /// declares, by the parent's name, until no more are found.
  static func resolveSendable(across scans: inout [PackageScan]) {
    var sendable = Set(scans.flatMap(\.protocols).filter(\.isSendable).map(\.name))
    var changed = true
    while changed {
      changed = false
      for scan in scans.indices {
        for index in scans[scan].protocols.indices where !scans[scan].protocols[index].isSendable {
          let parents = scans[scan].protocols[index].parents.map { String($0.split(separator: ".").last ?? "") }
          guard parents.contains(where: sendable.contains) else { continue }
          scans[scan].protocols[index].inheritsSendable = true
          sendable.insert(scans[scan].protocols[index].name)
          changed = true
        }
        scans[scan].refreshAncestors()
      }
    }
  }

  /// Finds each protocol's ancestors in other harvested packages: a parent that neither its
  /// package nor the standard library declares, looked up by name in the module that
  /// qualifies it or else in the modules its declaring file imports, with that protocol's
  /// own ancestors, each after those it refines.
  static func resolveOtherPackageAncestors(across scans: inout [PackageScan]) {
    var byModule: [String: [String: HarvestedProtocol]] = [:]
    for harvested in scans.flatMap(\.protocols) where byModule[harvested.module]?[harvested.name] == nil {
      byModule[harvested.module, default: [:]][harvested.name] = harvested
    }
    var memo: [String: [HarvestedProtocol]] = [:]
    var visiting: Set<String> = []
    // The ancestors `harvested` has in packages other than its own, with theirs.
    func others(of harvested: HarvestedProtocol) -> [HarvestedProtocol] {
      let key = "\(harvested.module).\(harvested.name)"
      if let known = memo[key] { return known }
      guard visiting.insert(key).inserted else { return [] }
      defer { visiting.remove(key) }
      let local = Set(harvested.ancestors.map(\.name) + harvested.standardAncestors.map(\.name) + [harvested.name])
      var found: [HarvestedProtocol] = []
      var listed: Set<String> = []
      for current in [harvested] + harvested.ancestors {
        for parent in current.parents {
          // A parent's primary associated types are fixed by the child: its name is what
          // comes before them (`InitializableFromSource<ApplicationRequestContextSource>`).
          let path = parent.prefix { $0 != "<" }.split(separator: ".").map(String.init)
          guard let name = path.last, !local.contains(name) || path.count > 1 else { continue }
          let modules = path.count > 1 ? [path[0]] : current.imports.compactMap(importedModule) + [current.module]
          guard
            let foreign = modules.lazy.compactMap({ byModule[$0]?[name] })
              .first(where: { $0.package != harvested.package })
          else { continue }
          for ancestor in foreign.ancestors + others(of: foreign) + [foreign]
          where listed.insert("\(ancestor.module).\(ancestor.name)").inserted {
            found.append(ancestor)
          }
        }
      }
      memo[key] = found
      return found
    }
    for scan in scans.indices {
      for index in scans[scan].protocols.indices {
        let found = others(of: scans[scan].protocols[index])
        scans[scan].protocols[index].otherPackageAncestors = found
        let standard = Set(scans[scan].protocols[index].standardAncestors.map(\.name))
        var added: Set<String> = []
        scans[scan].protocols[index].standardAncestors += found.flatMap(\.standardAncestors).filter {
          !standard.contains($0.name) && added.insert($0.name).inserted
        }
      }
    }
  }

  /// The module an import line names: `FluentKit` in `@_exported import FluentKit` and in
  /// `import struct FluentKit.Fields`.
  static func importedModule(_ line: String) -> String? {
    let words = line.split(separator: " ").map(String.init)
    guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return nil }
    let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
    let target = kinds.contains(words[index + 1]) && index + 2 < words.count ? words[index + 2] : words[index + 1]
    return target.split(separator: ".").first.map(String.init)
  }

  /// Replaces each listed ancestor by the package's protocol as now resolved, so that an
  /// ancestor re-emitted in a form knows its own ancestors (whether it is `Sendable`).
  mutating func refreshAncestors() {
    let resolved = Dictionary(protocols.map { ($0.name, $0) }) { first, _ in first }
    for index in protocols.indices {
      protocols[index].ancestors = protocols[index].ancestors.map { resolved[$0.name] ?? $0 }
    }
  }

  /// The protocols among `byName` that `harvested` refines, directly or not, each once,
  /// every one after the protocols it refines.
  static func ancestors(of harvested: HarvestedProtocol, in byName: [String: HarvestedProtocol]) -> [HarvestedProtocol]
  {
    ancestors(of: harvested, in: byName, through: [:])
  }

  /// The protocols among `byName` that `harvested` refines, directly or through protocols
  /// of `through` (which are not listed), each once, every one after those it refines.
  static func ancestors(
    of harvested: HarvestedProtocol,
    in byName: [String: HarvestedProtocol],
    through: [String: HarvestedProtocol]
  ) -> [HarvestedProtocol] {
    var ordered: [HarvestedProtocol] = []
    var visited: Set<String> = [harvested.name]
    func visit(_ current: HarvestedProtocol) {
      for parent in current.parents {
        let name = String(parent.split(separator: ".").last ?? "")
        guard visited.insert(name).inserted else { continue }
        if let found = byName[name] {
          visit(found)
          ordered.append(found)
        } else if let passed = through[name] {
          visit(passed)
        }
      }
    }
    visit(harvested)
    return ordered
  }

  /// The library products a manifest declares with literal names and targets, by target:
  /// `.library(name: "NIO", targets: ["NIO"])`. A product built in a loop or from variables is
  /// not found, and its modules' protocols are left out.
  static func libraryProducts(in manifest: String) -> [String: String] {
    let pattern = #"\.library\(\s*name:\s*"([^"]+)"[^\]]*?targets:\s*\[([^\]]*)\]"#
    guard let expression = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]) else {
      return [:]
    }
    var products: [String: String] = [:]
    let range = NSRange(manifest.startIndex..., in: manifest)
    for match in expression.matches(in: manifest, range: range) {
      guard let name = Range(match.range(at: 1), in: manifest), let targets = Range(match.range(at: 2), in: manifest)
      else { continue }
      // An underscored product is the package's own business (a dynamic variant, say).
      guard !manifest[name].hasPrefix("_") else { continue }
      for target in manifest[targets].split(separator: ",") {
        let module = target.trimmingCharacters(in: CharacterSet(charactersIn: " \n\t\""))
        if !module.isEmpty, products[module] == nil { products[module] = String(manifest[name]) }
      }
    }
    return products
  }
}
