// The targets list: one line per target of the catalog, in the rows' order.

import BenchmarkCatalog

/// Every ratio of the catalog with its timing and instruction ratio. Records missing
/// results in `inputs`.
func ratioFigures(_ inputs: Inputs) -> [RatioFigure] {
  BenchmarkRow.ratioChecks.compactMap { check in
    guard let timing = inputs.timing(check.pairing) else { return nil }
    var instructionRatio: Double?
    if check.isInstructionCounted,
      let candidate = inputs.instructionsPerCall(check.pairing.candidate),
      let baseline = inputs.instructionsPerCall(check.pairing.baseline), baseline > 0
    {
      instructionRatio = candidate / baseline
    }
    return RatioFigure(check: check, timing: timing, instructionRatio: instructionRatio)
  }
}

/// The status of `swift package benchmark thresholds check`: 0 when every static
/// threshold holds.
struct ThresholdsCheck {
  var exitStatus: Int32

  var line: TargetLine {
    let checked = BenchmarkRow.points.filter { $0.row.spec.hasAllocationThreshold }.count
    return TargetLine(
      verdict: exitStatus == 0 ? .met : .missed,
      text: "ordo-one/benchmark thresholds check: mallocCountTotal p90 = 0 on \(checked) benchmarks"
        + " (exit status \(exitStatus))"
    )
  }
}

func targetLines(_ inputs: Inputs, figures: [RatioFigure], thresholds: ThresholdsCheck) -> [TargetLine] {
  var lines: [TargetLine] = []
  for row in BenchmarkRow.allCases {
    let spec = row.spec
    for figure in figures where figure.check.pairing.candidate.row == row {
      guard let limit = figure.check.limit, let (verdict, evidence) = figure.decision() else { continue }
      let pairing = figure.check.pairing
      let what =
        figure.check.kind == .constantInCount
        ? "\(row.label) constant in N, N=\(pairing.candidate.count) / N=\(pairing.baseline.count) <= \(limitText(limit))"
        : "\(describe(pairing)) <= \(limitText(limit))"
      lines.append(TargetLine(verdict: verdict, text: "\(what): \(figure.figures) (\(evidence.rawValue))"))
    }
    if spec.allocationFree {
      // What the harness and the fixture allocate around the operations is measured by the
      // control row at the same count in the same run. It differs by one from one iteration
      // to the next, so the row's fewest per iteration is set against the control's most:
      // an operation that allocates adds a thousand to every iteration.
      let control = spec.allocationsBeyond
      let mallocs = spec.counts.map { count -> Double? in
        guard let control else { return inputs.mallocsPerOperation(Point(row, count)) }
        guard let own = inputs.mallocsPerOperation(Point(row, count), in: .fewest),
          let around = inputs.mallocsPerOperation(Point(control, count), in: .most)
        else { return nil }
        return max(0, own - around)
      }
      if let worst = mallocs.compactMap({ $0 }).max(), !mallocs.contains(where: { $0 == nil }) {
        let beyond = control.map { ", beyond \($0.spec.title.lowercased()) (its most per iteration)" } ?? ""
        lines.append(
          TargetLine(
            verdict: worst < 0.0005 ? .met : .missed,
            text:
              "\(row.label) 0 allocations per operation at N=\(countList(spec.counts))\(beyond): max \(fixed(worst, 3))"
          )
        )
      }
    }
    if let limit = spec.bytesPerDelegate, let count = spec.counts.first {
      let point = Point(row, count)
      let requested = inputs.metric(JMHMetricName.bytesKept, of: point)?.median.map { $0 / Double(count) }
      let heap = inputs.heapBytesPerDelegate(point)
      if let requested, let heap {
        let measured = max(requested, heap)
        lines.append(
          TargetLine(
            verdict: measured <= limit ? .met : .missed,
            text:
              "\(row.label) <= \(fixed(limit, 0)) B per registered weak delegate, N=\(count): \(fixed(measured, 1)) B"
              + " (requested \(fixed(requested, 1)), heap \(fixed(heap, 1)))"
          )
        )
      }
    }
  }
  lines.append(contentsOf: tableMemoryLines(inputs))
  lines.append(thresholds.line)
  if let line = summaryTarget(.ours, in: figures) {
    lines.append(line)
  }
  return lines
}

func countList(_ counts: [Int]) -> String {
  counts.map(String.init).joined(separator: "/")
}

/// The table memory targets: a bound on what the table keeps at every row count, or on the
/// bytes per row at the largest.
func tableMemoryLines(_ inputs: Inputs) -> [TargetLine] {
  var lines: [TargetLine] = []
  for row in BenchmarkRow.allCases where row.spec.section == .tableMemory {
    let spec = row.spec
    let measured = spec.counts.map { inputs.heapMeasurement(Point(row, $0)) }
    guard !measured.contains(where: { $0 == nil }) else { continue }
    let measurements = measured.compactMap { $0 }
    if let limit = spec.tableBytes {
      let worst = measurements.map(\.bytes).max() ?? 0
      lines.append(
        TargetLine(
          verdict: worst <= limit ? .met : .missed,
          text: "\(row.label) keeps <= \(limit) B after loading and layout at N=\(countList(spec.counts)): "
            + measurements.map { "\($0.bytes) B" }.joined(separator: ", ")
        )
      )
    }
    if let limit = spec.bytesPerRow, let largest = measurements.max(by: { $0.count < $1.count }) {
      lines.append(
        TargetLine(
          verdict: largest.bytesPerDelegate <= limit ? .met : .missed,
          text: "\(row.label) keeps <= \(fixed(limit, 0)) B per row, N=\(largest.count): "
            + "\(fixed(largest.bytesPerDelegate, 2)) B (\(largest.bytes) B in all)"
        )
      )
    }
  }
  return lines
}
