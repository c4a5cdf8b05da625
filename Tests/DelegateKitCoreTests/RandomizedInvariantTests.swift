import DelegateKitCore
import Testing
import DelegateKitTestSupport

@Suite("Delegate lists against a model, on seeded random operations")
struct RandomizedInvariantTests {
  /// Replays `steps` random operations on a list and on a plain-array model of it, checking
  /// after each step that the two agree on membership, order and liveness.
  @Test("Matches the model", arguments: Flavor.allCases, [1, 2, 3, 42, 2026])
  func matchesModel(flavor: Flavor, seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let list = flavor.make()
    let pool = 12
    // The test's own references; nil once it let go.
    var owned: [Recorder?] = (0..<pool).map { Recorder("d\($0)") }
    // Registered delegates in order, and whether the list holds each strongly.
    var model: [(index: Int, strong: Bool)] = []
    // Weak probes to tell which objects are still alive.
    var alive: [() -> Recorder?] = owned.map { d in { [weak d] in d } }

    func reference(_ index: Int) -> Recorder? { owned[index] ?? alive[index]() }

    /// What adding delegate `index` does: a new registration at the end, or a registered
    /// one's retention changed in place.
    func modelAdd(_ index: Int, strong: Bool) {
      if let at = model.firstIndex(where: { $0.index == index }) {
        model[at].strong = strong
      } else {
        model.append((index, strong))
      }
    }

    for step in 0..<400 {
      let index = Int(random.next() % UInt64(pool))
      switch random.next() % 7 {
      case 0, 1:
        guard let d = reference(index) else { break }
        let strong = random.next() % 3 == 0
        list.add(d, retention: strong ? .strong : .weak)
        modelAdd(index, strong: strong)
        if owned[index] == nil, !strong, let at = model.firstIndex(where: { $0.index == index }) {
          model.remove(at: at)  // made weak with no owner: it dies now
        }
      case 2:
        guard let d = reference(index) else { break }
        list.remove(d)
        model.removeAll { $0.index == index }
      case 3:
        // The test lets go of its reference; a weakly registered delegate dies.
        owned[index] = nil
        if !model.contains(where: { $0.index == index && $0.strong }) {
          model.removeAll { $0.index == index }
        }
      case 4:
        // A broadcast during which the first delegate removes a random other one.
        let victim = Int(random.next() % UInt64(pool))
        var first = true
        list.forEach { d in
          if first, let v = reference(victim) {
            first = false
            list.remove(v)
          }
        }
        if !first { model.removeAll { $0.index == victim } }
      case 5:
        // A broadcast whose delegates add, remove and re-add others as it runs. It calls
        // the registrations it started with, in order, each unless it was removed before
        // its turn, and none made after it started.
        let started = model.map { "d\($0.index)" }
        var removedSinceStart: Set<String> = []
        var next = 0
        list.forEach { d in
          while next < started.count, removedSinceStart.contains(started[next]) { next += 1 }
          #expect(next < started.count && started[next] == d.name, "step \(step): called \(d.name)")
          next += 1
          for _ in 0..<random.next() % 3 {
            let other = Int(random.next() % UInt64(pool))
            guard let o = owned[other] else { continue }
            if random.next() % 2 == 0 {
              list.remove(o)
              model.removeAll { $0.index == other }
              removedSinceStart.insert("d\(other)")
            } else {
              let strong = random.next() % 3 == 0
              list.add(o, retention: strong ? .strong : .weak)
              modelAdd(other, strong: strong)
            }
          }
        }
        let skipped = started[min(next, started.count)...].filter { !removedSinceStart.contains($0) }
        #expect(skipped.isEmpty, "step \(step): never called \(skipped)")
      default:
        // Revive: a fresh object takes the place of a dead one.
        if alive[index]() == nil {
          let d = Recorder("d\(index)")
          owned[index] = d
          alive[index] = { [weak d] in d }
        }
      }
      let expected = model.map { "d\($0.index)" }
      #expect(list.names == expected, "step \(step)")
      #expect(list.count == expected.count, "step \(step)")
      for (i, probe) in alive.enumerated() {
        let registeredStrongly = model.contains { $0.index == i && $0.strong }
        if owned[i] == nil, !registeredStrongly {
          #expect(probe() == nil, "d\(i) outlived its owners at step \(step)")
        }
      }
    }
  }
}
