// The one list of the suite's benchmarks (README.md, "The catalog"). Adding a row: a case
// here, its `spec` below, and its definition in DelegateKitFixtures/BenchmarkRow+Definition.swift.

/// A benchmark of the DelegateKit suite: one operation measured at each of its counts (the
/// number of delegates, or for the table rows the number of rows).
///
/// The raw value is the benchmark's name in every output: ordo-one/benchmark registers
/// `<rawValue>.<count>` (see ``Point/benchmarkName``), and the JSON files written by the
/// timing runner and the memory probe store it.
public enum BenchmarkRow: String, CaseIterable, Codable, Sendable {
  // Containers: `didChange()` on every delegate.
  case broadcastDelegateList
  case broadcastConcurrentDelegateList
  case broadcastInPlaceWeak
  case broadcastMutexWeakSnapshot
  case broadcastStrongContiguousArray
  case broadcastWeakBoxArray
  case broadcastWeakClosures
  case broadcastMulticastDelegateStyle
  case broadcastNotificationCenter
  case broadcastOpenCombine

  // Containers: the first non-nil `reply()`; the first delegate answers.
  case firstDelegateList
  case firstConcurrentDelegateList
  case firstInPlaceWeak
  case firstMutexWeakSnapshot
  case firstStrongContiguousArray
  case firstWeakBoxArray
  case firstWeakClosures
  case firstMulticastDelegateStyle
  case firstNotificationCenter
  case firstOpenCombine

  // `@Delegate`'s code for a non-`Sendable` protocol, and the hand-written code it replaces.
  case generatedBroadcastMulticast
  case generatedBroadcastInPlaceWeak
  case generatedOptionalMulticast
  case generatedOptionalInPlaceNoOp
  case generatedOptionalInPlaceFlags
  case generatedFirstMulticast
  case generatedFirstDirectWeak
  case generatedProxyCall
  case generatedRouterCall
  case generatedDirectWeakCall
  // A refining protocol's multicast, and `@ExactResponder` delegates.
  case generatedInheritedBroadcastMulticast
  case generatedInheritedOptionalMulticast
  case generatedInheritedOptionalInPlaceFlags
  case generatedExactOptionalMulticast

  // A multicast with a listening `calls()` sequence, and with a hand-written stream delegate.
  case callsListenerMulticast
  case callsHandWrittenStream

  // `@Delegate`'s code for a `Sendable` protocol, against `Mutex`-guarded weak references
  // (the thread-safe baselines) and the rows above.
  case sendableBroadcastMulticast
  case sendableOptionalMulticast
  case sendableFirstMulticast
  case sendableProxyCall
  case sendableRouterCall
  case sendableBroadcastMutexWeak
  case sendableFirstMutexWeak
  case sendableMutexWeakCall

  // Bytes a container keeps per registered weak delegate.
  case memoryDelegateList
  case memoryDelegateListSideTables
  case memoryConcurrentDelegateList
  case memoryInPlaceWeak
  case memoryWeakBoxArray

  // Scale: `TableView` at 1,000 and 1,000,000 rows, each timed against itself at the small size.
  case tableReloadFixedHeights
  case tableRowLookupVariableHeights
  case tableScrollFixedHeights
  case tableScrollVariableHeights
  // A steady scroll step (allocation suite), and its control: the same code, zero steps.
  case tableScrollSteadyState
  case tableIdleIteration
  // `apply(snapshot)`, and the standard library's diff of the same ids.
  case tableSnapshotApply
  case tableSnapshotArrayDifference
  // A cell and a height call: direct, through a `TableViewMediator`, or a hand-written floor.
  case tableCellDirect
  case mediatorCellForwarded
  case tableHeightDirect
  case mediatorHeightForwarded
  case handWrittenCellForwarded
  case handWrittenHeightForwarded
  // A terminal frame after a cursor move, diffed, and the same frame as a full repaint.
  case terminalFrameCursorMove
  case terminalFrameFullRepaint
  // A key typed into a long search field, and its frame.
  case terminalSearchKeystroke

  // What a table keeps after `reloadData()` and layout.
  case tableMemoryFixedHeights
  case tableMemoryFixedHeightsInView
  case tableMemoryVariableHeights
}

extension BenchmarkRow {
  /// What the row measures, how it is shown and which targets it has.
  public var spec: Spec {
    switch self {
    case .broadcastDelegateList:
      Spec(
        .broadcast,
        "DelegateList (ours)",
        group: .ours,
        allocationFree: true,
        versus: [Comparison(.broadcastInPlaceWeak, limit: 1.10)]
      )
    case .broadcastConcurrentDelegateList:
      Spec(
        .broadcast,
        "ConcurrentDelegateList (ours)",
        group: .concurrent,
        allocationFree: true,
        versus: [Comparison(.broadcastMutexWeakSnapshot, limit: 1.10), Comparison(.broadcastInPlaceWeak)]
      )
    case .broadcastInPlaceWeak:
      Spec(.broadcast, "in-place weak loop (baseline)")
    case .broadcastMutexWeakSnapshot:
      Spec(
        .broadcast,
        "Mutex-guarded weak array, snapshot (thread-safe baseline)",
        versus: [Comparison(.broadcastInPlaceWeak)]
      )
    case .broadcastStrongContiguousArray:
      Spec(.broadcast, "strong ContiguousArray loop", versus: [Comparison(.broadcastInPlaceWeak)])
    case .broadcastWeakBoxArray:
      Spec(.broadcast, "[Weak] box loop", versus: [Comparison(.broadcastInPlaceWeak)])
    case .broadcastWeakClosures:
      Spec(.broadcast, "weak closures", versus: [Comparison(.broadcastInPlaceWeak)])
    case .broadcastMulticastDelegateStyle:
      Spec(.broadcast, "MulticastDelegate-style", versus: [Comparison(.broadcastInPlaceWeak)])
    case .broadcastNotificationCenter:
      Spec(.broadcast, "NotificationCenter.default", versus: [Comparison(.broadcastInPlaceWeak)])
    case .broadcastOpenCombine:
      Spec(.broadcast, "OpenCombine PassthroughSubject", versus: [Comparison(.broadcastInPlaceWeak)])

    case .firstDelegateList:
      Spec(
        .firstResponder,
        "DelegateList (ours)",
        group: .ours,
        allocationFree: true,
        versus: [Comparison(.firstInPlaceWeak)],
        constantInCount: 1.25
      )
    case .firstConcurrentDelegateList:
      Spec(
        .firstResponder,
        "ConcurrentDelegateList (ours)",
        group: .concurrent,
        allocationFree: true,
        versus: [Comparison(.firstMutexWeakSnapshot, limit: 1.10), Comparison(.firstInPlaceWeak)],
        constantInCount: 1.25
      )
    case .firstInPlaceWeak:
      Spec(.firstResponder, "in-place weak loop (baseline)")
    case .firstMutexWeakSnapshot:
      Spec(
        .firstResponder,
        "Mutex-guarded weak array, snapshot (thread-safe baseline)",
        versus: [Comparison(.firstInPlaceWeak)]
      )
    case .firstStrongContiguousArray:
      Spec(.firstResponder, "strong ContiguousArray loop", versus: [Comparison(.firstInPlaceWeak)])
    case .firstWeakBoxArray:
      Spec(.firstResponder, "[Weak] box loop", versus: [Comparison(.firstInPlaceWeak)])
    case .firstWeakClosures:
      Spec(.firstResponder, "weak closures", versus: [Comparison(.firstInPlaceWeak)])
    case .firstMulticastDelegateStyle:
      Spec(.firstResponder, "MulticastDelegate-style", versus: [Comparison(.firstInPlaceWeak)])
    case .firstNotificationCenter:
      Spec(.firstResponder, "NotificationCenter.default", versus: [Comparison(.firstInPlaceWeak)])
    case .firstOpenCombine:
      Spec(.firstResponder, "OpenCombine PassthroughSubject", versus: [Comparison(.firstInPlaceWeak)])

    case .generatedBroadcastMulticast:
      Spec(
        .generated,
        "multicast.didChange()",
        group: .ours,
        allocationFree: true,
        versus: [Comparison(.generatedBroadcastInPlaceWeak, limit: 1.10)]
      )
    case .generatedBroadcastInPlaceWeak:
      Spec(.generated, "in-place loop")
    case .callsListenerMulticast:
      Spec(
        .generated,
        "multicast.didChange(), one listening calls() sequence",
        group: .ours,
        allocationFree: true,
        versus: [Comparison(.callsHandWrittenStream, limit: 1.10)]
      )
    case .callsHandWrittenStream:
      Spec(.generated, "the same, a hand-written delegate yielding into an AsyncStream")
    case .generatedOptionalMulticast:
      Spec(
        .generated,
        "multicast.didScroll()",
        group: .ours,
        allocationFree: true,
        versus: [
          Comparison(.generatedOptionalInPlaceNoOp, limit: 1.10),
          Comparison(.generatedOptionalInPlaceFlags, limit: 1.10),
        ]
      )
    case .generatedInheritedBroadcastMulticast:
      Spec(
        .generated,
        "child multicast.didChange(), inherited",
        group: .ours,
        allocationFree: true,
        versus: [
          Comparison(.generatedBroadcastInPlaceWeak, limit: 1.10),
          Comparison(.generatedBroadcastMulticast),
        ]
      )
    case .generatedInheritedOptionalMulticast:
      Spec(
        .generated,
        "child multicast.didScroll(), inherited",
        group: .ours,
        allocationFree: true,
        versus: [
          // Not the parent's flags loop: it calls the parent's classes, whose witnesses
          // differ from the child's (Benchmarks/README.md, "Generated code").
          Comparison(.generatedInheritedOptionalInPlaceFlags, limit: 1.10),
          Comparison(.generatedOptionalMulticast),
        ]
      )
    case .generatedInheritedOptionalInPlaceFlags:
      Spec(.generated, "in-place loop, flags, child delegates")
    case .generatedExactOptionalMulticast:
      Spec(
        .generated,
        "multicast.didScroll(), @ExactResponder delegates",
        group: .ours,
        allocationFree: true,
        versus: [Comparison(.generatedOptionalMulticast, limit: 1.05)]
      )
    case .generatedOptionalInPlaceNoOp:
      Spec(.generated, "in-place loop, empty default")
    case .generatedOptionalInPlaceFlags:
      Spec(.generated, "in-place loop, flags")
    case .generatedFirstMulticast:
      Spec(
        .generated,
        "multicast.reply()",
        group: .ours,
        allocationFree: true,
        versus: [Comparison(.generatedFirstDirectWeak, count: 1, limit: 1.20)],
        constantInCount: 1.25
      )
    case .generatedFirstDirectWeak:
      Spec(.generated, "one weak call, reply()", counts: [1])
    case .generatedProxyCall:
      Spec(
        .generated,
        "proxy.didChange()",
        counts: [1],
        group: .ours,
        allocationFree: true,
        versus: [Comparison(.generatedDirectWeakCall, count: 1, limit: 1.20)]
      )
    case .generatedRouterCall:
      Spec(
        .generated,
        "router.didChange()",
        group: .ours,
        allocationFree: true,
        versus: [Comparison(.generatedDirectWeakCall, count: 1, limit: 1.20)]
      )
    case .generatedDirectWeakCall:
      Spec(.generated, "one weak call, didChange()", counts: [1])

    case .sendableBroadcastMulticast:
      Spec(
        .generated,
        "Sendable multicast.didChange()",
        group: .concurrent,
        allocationFree: true,
        versus: [Comparison(.sendableBroadcastMutexWeak, limit: 1.10), Comparison(.generatedBroadcastInPlaceWeak)]
      )
    case .sendableOptionalMulticast:
      Spec(
        .generated,
        "Sendable multicast.didScroll()",
        group: .concurrent,
        allocationFree: true,
        versus: [Comparison(.generatedOptionalInPlaceNoOp), Comparison(.generatedOptionalInPlaceFlags)]
      )
    case .sendableFirstMulticast:
      Spec(
        .generated,
        "Sendable multicast.reply()",
        group: .concurrent,
        allocationFree: true,
        versus: [Comparison(.sendableFirstMutexWeak, limit: 1.10), Comparison(.generatedFirstDirectWeak, count: 1)]
      )
    case .sendableProxyCall:
      Spec(
        .generated,
        "Sendable proxy.didChange()",
        counts: [1],
        group: .concurrent,
        allocationFree: true,
        versus: [
          Comparison(.sendableMutexWeakCall, count: 1, limit: 1.10), Comparison(.generatedDirectWeakCall, count: 1),
        ]
      )
    case .sendableRouterCall:
      Spec(
        .generated,
        "Sendable router.didChange()",
        group: .concurrent,
        allocationFree: true,
        versus: [
          Comparison(.sendableMutexWeakCall, count: 1, limit: 1.10), Comparison(.generatedDirectWeakCall, count: 1),
        ]
      )
    case .sendableBroadcastMutexWeak:
      Spec(
        .generated,
        "Mutex-guarded weak array, snapshot, didChange()",
        versus: [Comparison(.generatedBroadcastInPlaceWeak)]
      )
    case .sendableFirstMutexWeak:
      Spec(.generated, "Mutex-guarded weak array, snapshot, reply()")
    case .sendableMutexWeakCall:
      Spec(.generated, "one Mutex-guarded weak call, didChange()", counts: [1])

    case .memoryDelegateList:
      Spec(.memory, "DelegateList (ours)", counts: [Self.memoryCount], bytesPerDelegate: 64)
    case .memoryDelegateListSideTables:
      Spec(
        .memory,
        "DelegateList (ours), new delegates: + Swift weak side tables",
        counts: [Self.memoryCount]
      )
    case .memoryConcurrentDelegateList:
      Spec(.memory, "ConcurrentDelegateList (ours)", counts: [Self.memoryCount], bytesPerDelegate: 64)
    case .memoryInPlaceWeak:
      Spec(.memory, "in-place weak buffer, exact capacity (baseline)", counts: [Self.memoryCount])
    case .memoryWeakBoxArray:
      Spec(.memory, "[Weak] array grown by append", counts: [Self.memoryCount])

    // The "baseline" of a scale row is the same operation at the small row count: its
    // `constantInCount` target.
    case .tableReloadFixedHeights:
      Spec(.scale, "reloadData() + layout, fixed heights", counts: Self.tableRowCounts, constantInCount: 1.10)
    case .tableRowLookupVariableHeights:
      Spec(.scale, "indexPathForRow(at:), variable heights", counts: Self.tableRowCounts, constantInCount: 2.0)
    case .tableScrollFixedHeights:
      Spec(.scale, "userScroll(by:) step, fixed heights", counts: Self.tableRowCounts, constantInCount: 1.20)
    case .tableScrollVariableHeights:
      Spec(.scale, "userScroll(by:) step, variable heights", counts: Self.tableRowCounts, constantInCount: 1.20)
    case .tableScrollSteadyState:
      // Untimed: its figures are counts, cells created (the fixture's check: none) and
      // allocations per step (the target: none).
      Spec(
        .scale,
        "userScroll(by:) step, steady state: cells created and allocations",
        counts: Self.tableRowCounts,
        allocationFree: true,
        allocationsBeyond: .tableIdleIteration
      )
    case .tableIdleIteration:
      // Untimed: only its allocations count.
      Spec(.scale, "the same table and code, zero steps per iteration", counts: Self.tableRowCounts)
    case .tableSnapshotApply:
      Spec(
        .scale,
        "apply(snapshot), 10% deleted + 10% inserted",
        counts: [Self.snapshotRowCount, Self.snapshotLargeRowCount],
        versus: [
          // At least 100 times faster than the standard library's diff of the same ids.
          Comparison(
            .tableSnapshotArrayDifference,
            count: Self.snapshotRowCount,
            limit: 0.01,
            candidateCount: Self.snapshotRowCount
          ),
          // No target: shows how the time grows with the row count.
          Comparison(.tableSnapshotApply, count: Self.snapshotRowCount, candidateCount: Self.snapshotLargeRowCount),
        ],
        rounds: 25,
        countsInstructions: false
      )
    case .tableSnapshotArrayDifference:
      // Seconds per call (it is O((n + d) d) for d changes): a few rounds only.
      Spec(
        .scale,
        "Array.difference(from:) of the ids",
        counts: [Self.snapshotRowCount],
        rounds: 5,
        countsInstructions: false
      )

    case .tableCellDirect:
      Spec(.scale, "cellForRowAt, the user's data source (baseline)", counts: [Self.mediatorRowCount])
    case .mediatorCellForwarded:
      Spec(
        .scale,
        "cellForRowAt through a TableViewMediator",
        counts: [Self.mediatorRowCount],
        versus: [Comparison(.handWrittenCellForwarded, limit: 1.25), Comparison(.tableCellDirect)]
      )
    case .tableHeightDirect:
      Spec(.scale, "heightForRowAt, the user's delegate (baseline)", counts: [Self.mediatorRowCount])
    case .mediatorHeightForwarded:
      Spec(
        .scale,
        "heightForRowAt through a TableViewMediator",
        counts: [Self.mediatorRowCount],
        versus: [Comparison(.handWrittenHeightForwarded, limit: 1.25), Comparison(.tableHeightDirect)]
      )
    case .handWrittenCellForwarded:
      Spec(
        .scale,
        "cellForRowAt through a hand-written mediator, the user's object held weakly (floor)",
        counts: [Self.mediatorRowCount],
        versus: [Comparison(.tableCellDirect)]
      )
    case .handWrittenHeightForwarded:
      Spec(
        .scale,
        "heightForRowAt through a hand-written mediator, the user's object held weakly (floor)",
        counts: [Self.mediatorRowCount],
        versus: [Comparison(.tableHeightDirect)]
      )

    case .terminalFrameCursorMove:
      Spec(
        .scale,
        "terminal frame after a cursor move, diffed",
        counts: Self.tableRowCounts,
        versus: [
          Comparison(.terminalFrameFullRepaint, count: Self.terminalRowCount, candidateCount: Self.terminalRowCount)
        ],
        constantInCount: 1.10,
        // A frame is millions of instructions: 11,000 of them under callgrind take longer
        // than the rest of the suite. Its ratios are timed only.
        countsInstructions: false
      )
    case .terminalFrameFullRepaint:
      Spec(
        .scale,
        "terminal frame after a cursor move, full repaint (baseline)",
        counts: [Self.terminalRowCount],
        countsInstructions: false
      )
    case .terminalSearchKeystroke:
      Spec(
        .scale,
        "a key typed into the search field and its frame, by query length",
        counts: Self.searchQueryLengths,
        constantInCount: 1.25,
        countsInstructions: false
      )

    case .tableMemoryFixedHeights:
      // "A few KB whatever the row count": what the table keeps for its rows, without the
      // cells of a viewport, which depend on its height and not on the rows.
      Spec(.tableMemory, "TableView, fixed heights, no row in view", counts: Self.tableRowCounts, tableBytes: 4_096)
    case .tableMemoryFixedHeightsInView:
      Spec(.tableMemory, "TableView, fixed heights, 40 rows in view", counts: Self.tableRowCounts)
    case .tableMemoryVariableHeights:
      Spec(.tableMemory, "TableView, variable heights, 40 rows in view", counts: Self.tableRowCounts, bytesPerRow: 16)
    }
  }

  /// The delegate count of the memory rows.
  public static let memoryCount = 10_000

  /// The row counts of the table's scale rows: the target compares the largest with the
  /// smallest.
  public static let tableRowCounts = [1_000, 1_000_000]

  /// The row count at which `apply(snapshot)` is compared with `Array.difference(from:)`.
  public static let snapshotRowCount = 100_000

  /// The rows of the mediator's forwarding rows' table; one operation is one call.
  public static let mediatorRowCount = 1_000

  /// The rows of the terminal's full-repaint comparison.
  public static let terminalRowCount = 1_000

  /// The query lengths of the search-field keystroke: the target compares the longest with
  /// the shortest.
  public static let searchQueryLengths = [500, 8_000]

  /// The row count at which `apply(snapshot)` is timed alone.
  public static let snapshotLargeRowCount = 1_000_000
}
