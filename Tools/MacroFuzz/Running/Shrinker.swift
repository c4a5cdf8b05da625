/// Shrinks a file that ended in a finding to a minimal one that ends in the same kind of
/// finding: one protocol group, then as few requirements, parameters and implementations as
/// keep it failing.
struct Shrinker {
  /// Whether a candidate still ends in the finding being shrunk.
  let reproduces: (FileSpec) throws -> Bool

  func shrink(_ file: FileSpec) throws -> FileSpec {
    var current = try isolateGroup(file)
    var changed = true
    while changed {
      changed = false
      for candidate in smaller(current) where try reproduces(candidate) {
        current = candidate
        changed = true
        break
      }
    }
    return current
  }

  /// The first group (a leaf protocol, its ancestors and its delegates) that fails alone.
  private func isolateGroup(_ file: FileSpec) throws -> FileSpec {
    let leaves = Set(file.delegates.map(\.protocolName))
    for leaf in file.protocols where leaves.contains(leaf.name) {
      let names = Set(ProtocolGenerator.lineage(of: leaf, in: file.protocols))
      var candidate = file
      candidate.protocols = file.protocols.filter { names.contains($0.name) }
      candidate.delegates = file.delegates.filter { $0.protocolName == leaf.name }
      if candidate != file, try reproduces(candidate) { return candidate }
    }
    return file
  }

  /// Every file one step smaller: a requirement removed, a parameter removed, an optional
  /// implementation dropped, a marker or attribute taken away.
  private func smaller(_ file: FileSpec) -> [FileSpec] {
    var candidates: [FileSpec] = []
    for (p, spec) in file.protocols.enumerated() {
      for (r, requirement) in spec.requirements.enumerated() {
        var without = file
        without.protocols[p].requirements.remove(at: r)
        let key = "\(spec.name).\(requirement.index)"
        for d in without.delegates.indices { without.delegates[d].implemented.remove(key) }
        if !without.protocols[p].requirements.isEmpty || !spec.parents.isEmpty { candidates.append(without) }
        for (index, _) in requirement.parameters.enumerated() where index > 0 {
          var fewer = file
          fewer.protocols[p].requirements[r].parameters.remove(at: index)
          candidates.append(fewer)
        }
        var plain = requirement
        plain.docComment = .none
        plain.condition = nil
        if plain != requirement {
          var simpler = file
          simpler.protocols[p].requirements[r] = plain
          candidates.append(simpler)
        }
      }
      if spec.isPublic {
        var simpler = file
        simpler.protocols[p].isPublic = false
        candidates.append(simpler)
      }
    }
    for (d, delegate) in file.delegates.enumerated() {
      for key in delegate.implemented.sorted() where isOptional(key, in: file) {
        var fewer = file
        fewer.delegates[d].implemented.remove(key)
        candidates.append(fewer)
      }
    }
    return candidates
  }

  private func isOptional(_ key: String, in file: FileSpec) -> Bool {
    let parts = key.split(separator: ".")
    guard parts.count == 2, let index = Int(parts[1]) else { return false }
    let spec = file.protocols.first { $0.name == parts[0] }
    let all = (spec?.requirements ?? []) + (spec?.foreign?.requirements ?? [])
    return all.first { $0.index == index }?.isOptional ?? false
  }
}
