import DelegateKitTerminal
import Testing
import DelegateKitTestSupport

/// Random screens and edits: the renderer's bytes, applied by the emulator to
/// the previous screen, must reproduce the new frame exactly.
@Suite("FrameRenderer properties")
struct FrameRendererPropertyTests {
  static let capabilitySets: [(String, TerminalCapabilities)] = [
    ("plain", .plain),
    ("ansi16", TerminalCapabilities(colors: .ansi16, synchronizedOutput: false, scrollRegions: false)),
    ("ansi256+sync+scroll", TerminalCapabilities(colors: .ansi256, synchronizedOutput: true, scrollRegions: true)),
  ]

  @Test(arguments: 0..<3)
  func emulatorReproducesEveryFrame(capabilityIndex: Int) throws {
    let (name, capabilities) = Self.capabilitySets[capabilityIndex]
    var totals = RenderStatistics()
    let sequences = 160
    let editsPerSequence = 8
    for sequence in 0..<sequences {
      let seed = UInt64(capabilityIndex * 100_000 + sequence)
      var rng = SplitMix64(seed: seed)
      let width = Int.random(in: 1...120, using: &rng)
      let height = Int.random(in: 1...40, using: &rng)
      var frame = RenderScreenGenerator.frame(width: width, height: height, &rng)
      var renderer = FrameRenderer(capabilities: capabilities)
      var emulator = TerminalEmulator(width: width, height: height)
      for step in 0...editsPerSequence {
        if step > 0 {
          let previous = frame
          frame = RenderScreenGenerator.edit(previous, &rng)
          if frame.width != previous.width || frame.height != previous.height {
            emulator.resize(width: frame.width, height: frame.height)
            if Bool.random(using: &rng) { renderer.invalidate() }
          }
        }
        let bytes = renderer.render(frame)
        let context = "\(name) seed \(seed) step \(step) \(frame.width)x\(frame.height)"
        do {
          try emulator.feed(bytes)
        } catch {
          Issue.record("\(context): \(error)\n\(RenderBytes.escaped(bytes))")
          return
        }
        let mismatches = emulator.mismatches(against: frame, colors: capabilities.colors)
        guard mismatches.isEmpty else {
          Issue.record("\(context): \(mismatches.joined(separator: "\n"))\n\(RenderBytes.escaped(bytes))")
          return
        }
        #expect(!emulator.synchronizedUpdate, "\(context): synchronized update left open")
        let full = FrameRenderer.fullRepaint(frame, capabilities: capabilities)
        #expect(bytes.count <= full.count, "\(context): diff \(bytes.count) > full repaint \(full.count)")
        if step > 0, bytes.isEmpty {
          #expect(renderer.statistics.idleFrames > 0)
        }
      }
      let stats = renderer.statistics
      #expect(stats.frames + stats.idleFrames == editsPerSequence + 1)
      totals.frames += stats.frames
      totals.scrolls += stats.scrolls
      totals.fullRepaints += stats.fullRepaints
      totals.idleFrames += stats.idleFrames
    }
    // The generator must actually exercise the interesting paths.
    #expect(totals.idleFrames > 0)
    #expect(totals.frames > totals.fullRepaints * 2)
    if capabilities.scrollRegions {
      #expect(totals.scrolls > 20, "scrolls: \(totals.scrolls)")
    } else {
      #expect(totals.scrolls == 0)
    }
  }
}
