import Foundation
import Testing
@testable import DelegateKitTable
import DelegateKitTestSupport

/// Random tables and random edits, every step compared with `ReferenceModel`.
///
/// Heights are quarter points, so every sum is exact and the geometry must match the
/// model's plain summation to the bit. A failure names its seed and step; rerun that seed.
@Suite("Randomized against a reference model")
struct RandomizedModelTests {
  /// The seed every round derives from.
  static let baseSeed: UInt64 = 0x7AB1_E6E0_0000

  /// Small tables (all rows checked every 25 steps): 10 batches × 10 rounds × 200 steps.
  @Test(arguments: 0..<10)
  func smallTables(batch: Int) {
    var steps = 0
    for round in 0..<10 {
      let seed = Self.baseSeed &+ UInt64(batch * 100 + round)
      steps += Self.run(seed: seed, steps: 200, maxSections: 6, maxRows: 24, fullCheckEvery: 25)
    }
    #expect(steps == 2_000)
  }

  /// Tables deep enough for two and three node levels, sampled: 2 rounds × 60 steps of up
  /// to 9,000 rows, 2 rounds × 30 steps of up to 60,000.
  @Test(arguments: 0..<4)
  func largeTables(round: Int) {
    let seed = Self.baseSeed &+ 10_000 &+ UInt64(round)
    let steps = round < 2 ? 60 : 30
    #expect(
      Self.run(seed: seed, steps: steps, maxSections: 3, maxRows: round < 2 ? 3_000 : 20_000, fullCheckEvery: 0)
        == steps
    )
  }

  /// Builds a random table and applies `steps` random edits to it and to the model,
  /// comparing after each. Returns the number of steps completed.
  static func run(seed: UInt64, steps: Int, maxSections: Int, maxRows: Int, fullCheckEvery: Int) -> Int {
    var rng = SplitMix64(seed: seed)
    let fixed: CGFloat? = rng.chance(0.25) ? CGFloat(rng.int(0...200)) / 4 : nil
    var model = ReferenceModel(
      fixedRowHeight: fixed,
      sections: randomSections(&rng, fixed: fixed, maxSections: maxSections, maxRows: maxRows)
    )
    var geometry = model.makeGeometry()
    var log = ["built \(model.sections.map(\.heights.count)) rows, fixed \(String(describing: fixed))"]
    for step in 0..<steps {
      log.append(applyRandomEdit(&geometry, &model, &rng))
      let full = fullCheckEvery > 0 && step % fullCheckEvery == 0
      if let problem = mismatch(geometry, model, &rng, full: full) {
        Issue.record("seed \(seed) step \(step): \(problem)\nlast edits: \(log.suffix(3).joined(separator: "; "))")
        return step
      }
    }
    return steps
  }

  /// Sections with random chrome and heights (all equal to `fixed` in fixed mode).
  static func randomSections(
    _ rng: inout SplitMix64,
    fixed: CGFloat?,
    maxSections: Int,
    maxRows: Int
  ) -> [ReferenceModel.Section] {
    (0..<rng.int(0...maxSections)).map { _ in
      let rows = rng.chance(0.15) ? 0 : rng.int(0...maxRows)
      return ReferenceModel.Section(
        header: rng.chance(0.3) ? 0 : rng.height(max: 40),
        footer: rng.chance(0.5) ? 0 : rng.height(max: 40),
        heights: (0..<rows).map { _ in fixed ?? rng.height() }
      )
    }
  }

  /// Applies one random edit to both; returns what it did.
  static func applyRandomEdit(
    _ geometry: inout TableGeometry,
    _ model: inout ReferenceModel,
    _ rng: inout SplitMix64
  ) -> String {
    let sectionCount = model.sections.count
    let rows = model.allIndexPaths
    switch rng.int(0...9) {
    case 0...4 where model.fixedRowHeight == nil && !rows.isEmpty:
      let indexPath = rows[rng.int(0...(rows.count - 1))]
      let height = rng.heightOrGarbage()
      geometry.setHeight(height, forRowAt: indexPath)
      model.sections[indexPath.section].heights[indexPath.row] = ReferenceModel.clamp(height)
      return "setHeight(\(height), \(indexPath))"
    case 0...2 where model.fixedRowHeight != nil:
      let height = rng.heightOrGarbage()
      geometry.setRowHeight(height)
      model.fixedRowHeight = ReferenceModel.clamp(height)
      for section in model.sections.indices {
        model.sections[section].heights = model.sections[section].heights.map { _ in ReferenceModel.clamp(height) }
      }
      return "setRowHeight(\(height))"
    case 3...6 where sectionCount > 0:
      let section = rng.int(0...(sectionCount - 1))
      let height = rng.chance(0.1) ? rng.heightOrGarbage() : rng.height(max: 40)
      if rng.chance(0.5) {
        geometry.setHeaderHeight(height, inSection: section)
        model.sections[section].header = ReferenceModel.clamp(height)
        return "setHeaderHeight(\(height), \(section))"
      }
      geometry.setFooterHeight(height, inSection: section)
      model.sections[section].footer = ReferenceModel.clamp(height)
      return "setFooterHeight(\(height), \(section))"
    default:
      return rebuild(&geometry, &model, &rng)
    }
  }

  /// A batch update: new sections, each new row mapped to a random old row or measured anew.
  static func rebuild(_ geometry: inout TableGeometry, _ model: inout ReferenceModel, _ rng: inout SplitMix64) -> String
  {
    let oldRows = model.allIndexPaths
    let maxRows = Swift.max(4, oldRows.count / Swift.max(1, model.sections.count) * 2)
    var newSections = randomSections(
      &rng,
      fixed: model.fixedRowHeight,
      maxSections: Swift.max(6, model.sections.count + 2),
      maxRows: maxRows
    )
    var mapping: [IndexPath: IndexPath] = [:]
    var measured: [IndexPath] = []
    for section in newSections.indices {
      for row in newSections[section].heights.indices {
        if !oldRows.isEmpty && rng.chance(0.6) {
          let old = oldRows[rng.int(0...(oldRows.count - 1))]
          mapping[ip(section, row)] = old
          if model.fixedRowHeight == nil {
            newSections[section].heights[row] = model.sections[old.section].heights[old.row]
          }
        } else if model.fixedRowHeight == nil {
          measured.append(ip(section, row))
        }
      }
    }
    var mappedCalls: [IndexPath] = []
    var measuredCalls: [IndexPath] = []
    let heights = newSections.map(\.heights)
    geometry.rebuild(
      sections: newSections.map { metrics($0.heights.count, header: $0.header, footer: $0.footer) },
      oldIndexPath: {
        mappedCalls.append($0)
        return mapping[$0]
      },
      rowHeight: {
        measuredCalls.append($0)
        return heights[$0.section][$0.row]
      }
    )
    model.sections = newSections
    let everyRow = model.fixedRowHeight == nil ? model.allIndexPaths : []
    if mappedCalls != everyRow || measuredCalls != (model.fixedRowHeight == nil ? measured : []) {
      Issue.record(
        "rebuild asked oldIndexPath for \(mappedCalls.count) rows (expected \(everyRow.count)) and rowHeight for \(measuredCalls.count) (expected \(measured.count))"
      )
    }
    return "rebuild to \(newSections.map(\.heights.count)) rows, \(mapping.count) kept"
  }

  /// The first query on which geometry and model disagree, or nil. Checks every section
  /// and row when `full`, otherwise a sample; offsets and ranges are always sampled, with
  /// boundaries of sampled rows and sections among them.
  static func mismatch(
    _ geometry: TableGeometry,
    _ model: ReferenceModel,
    _ rng: inout SplitMix64,
    full: Bool
  ) -> String? {
    guard geometry.numberOfSections == model.sections.count else {
      return "numberOfSections \(geometry.numberOfSections) != \(model.sections.count)"
    }
    guard geometry.contentHeight == model.contentHeight else {
      return "contentHeight \(geometry.contentHeight) != \(model.contentHeight)"
    }
    let rows = model.allIndexPaths
    guard geometry.totalRowCount == rows.count else {
      return "totalRowCount \(geometry.totalRowCount) != \(rows.count)"
    }
    guard geometry.usesFixedRowHeight == (model.fixedRowHeight != nil) else { return "usesFixedRowHeight" }
    var offsets: [CGFloat] = [0, -0.25, model.contentHeight, model.contentHeight - 0.25, model.contentHeight + 1]
    let sectionSample =
      full
      ? Array(model.sections.indices)
      : (0..<Swift.min(3, model.sections.count)).map { _ in rng.int(0...(model.sections.count - 1)) }
    for section in sectionSample {
      let expected = model.layout[section]
      guard geometry.numberOfRows(inSection: section) == model.sections[section].heights.count else {
        return "numberOfRows(inSection: \(section))"
      }
      guard geometry.headerSpan(inSection: section) == expected.header else {
        return "headerSpan(\(section)) \(geometry.headerSpan(inSection: section)) != \(expected.header)"
      }
      guard geometry.footerSpan(inSection: section) == expected.footer else {
        return "footerSpan(\(section)) \(geometry.footerSpan(inSection: section)) != \(expected.footer)"
      }
      guard geometry.sectionSpan(inSection: section) == expected.section else {
        return "sectionSpan(\(section)) \(geometry.sectionSpan(inSection: section)) != \(expected.section)"
      }
      offsets += [expected.header.minY, expected.header.maxY, expected.footer.minY, expected.footer.maxY]
    }
    let rowSample = full ? rows : (0..<Swift.min(5, rows.count)).map { _ in rows[rng.int(0...(rows.count - 1))] }
    for indexPath in rowSample {
      let expected = model.layout[indexPath.section].rows[indexPath.row]
      guard geometry.rowSpan(at: indexPath) == expected else {
        return "rowSpan(\(indexPath)) \(geometry.rowSpan(at: indexPath)) != \(expected)"
      }
      guard geometry.height(ofRowAt: indexPath) == expected.height else { return "height(ofRowAt: \(indexPath))" }
      offsets += [expected.minY, expected.maxY, expected.maxY.nextDown]
    }
    for _ in 0..<4 {
      offsets.append(CGFloat(rng.int(-4...Int(model.contentHeight * 4) + 4)) / 4)
    }
    for y in offsets {
      let found = geometry.indexPathForRow(atY: y)
      let expected = model.indexPathForRow(atY: y)
      guard found == expected else {
        return "indexPathForRow(atY: \(y)) \(String(describing: found)) != \(String(describing: expected))"
      }
    }
    for _ in 0..<3 {
      let a = offsets[rng.int(0...(offsets.count - 1))]
      let b = rng.chance(0.2) ? a : offsets[rng.int(0...(offsets.count - 1))]
      let (low, high) = rng.chance(0.9) ? (Swift.min(a, b), Swift.max(a, b)) : (a, b)
      let found = geometry.indexPathsForRows(intersecting: low, high)
      let expected = model.indexPathsForRows(intersecting: low, high)
      guard found == expected else {
        return "indexPathsForRows(intersecting: \(low), \(high)) \(found.count) rows != \(expected.count) rows"
      }
    }
    return nil
  }
}
