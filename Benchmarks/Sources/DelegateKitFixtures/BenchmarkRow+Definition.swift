// What each row of the catalog runs. The switch is exhaustive, so a row added to
// `BenchmarkRow` does not build until it has a definition here.

public import BenchmarkCatalog
import DelegateKit

/// A timed benchmark's fixture: the delegates and the code under test, built for one
/// delegate count and checked once before any measurement.
public protocol BenchmarkFixture: AnyObject {
  /// Builds the fixture for `count` delegates and checks that one operation does the
  /// expected work (a failed check stops the process). The check also brings generated
  /// types to their steady state: every delegate probed once for the optional requirements.
  init(count: Int)
  /// Runs the operation `times` times, in a loop of the fixture's own so that the loop
  /// contains the inlined operation; returns a value for the caller to keep alive.
  func run(times: Int) -> Int
  /// Unregisters from shared state (`NotificationCenter.default`).
  func tearDown()
  /// Whether the fixture must be built and run on the main actor (a table's); the
  /// allocation suite, which runs off it, then hops to it around each iteration.
  static var runsOnMainActor: Bool { get }
}

extension BenchmarkFixture {
  /// Off the main actor, by default.
  public static var runsOnMainActor: Bool { false }

  /// Nothing to unregister.
  public func tearDown() {}
}

/// How a row is measured.
public enum BenchmarkDefinition {
  /// Timed: the fixture to build at each count.
  case timing(any BenchmarkFixture.Type)
  /// Memory: the container `build` makes from delegates that already exist. With
  /// `sideTablesFormed` the delegates were weakly referenced before, so the Swift runtime's
  /// per-object side table is not counted.
  case memory(sideTablesFormed: Bool, build: @Sendable ([Delegate]) -> Any)
  /// Table memory: a `TableView` loaded and laid out from the parts of
  /// ``ScaleTableParts/init(rows:variableHeights:)``, which exist before the measurement,
  /// with a viewport of `visibleRows` rows (0: none in view).
  case tableMemory(variableHeights: Bool, visibleRows: Int)
}

extension BenchmarkRow {
  /// How the row is measured.
  public var definition: BenchmarkDefinition {
    switch self {
    case .broadcastDelegateList: .timing(Broadcast<OursDelegateList>.self)
    case .broadcastConcurrentDelegateList: .timing(Broadcast<OursConcurrentDelegateList>.self)
    case .broadcastInPlaceWeak: .timing(Broadcast<InPlaceWeak>.self)
    case .broadcastMutexWeakSnapshot: .timing(Broadcast<MutexWeakSnapshot>.self)
    case .broadcastStrongContiguousArray: .timing(Broadcast<StrongArray>.self)
    case .broadcastWeakBoxArray: .timing(Broadcast<WeakBoxArray>.self)
    case .broadcastWeakClosures: .timing(Broadcast<WeakClosures>.self)
    case .broadcastMulticastDelegateStyle: .timing(Broadcast<MulticastStyle>.self)
    case .broadcastNotificationCenter: .timing(Broadcast<NotificationCenterObservers>.self)
    case .broadcastOpenCombine: .timing(Broadcast<CombineSinks>.self)

    case .firstDelegateList: .timing(FirstResponder<OursDelegateList>.self)
    case .firstConcurrentDelegateList: .timing(FirstResponder<OursConcurrentDelegateList>.self)
    case .firstInPlaceWeak: .timing(FirstResponder<InPlaceWeak>.self)
    case .firstMutexWeakSnapshot: .timing(FirstResponder<MutexWeakSnapshot>.self)
    case .firstStrongContiguousArray: .timing(FirstResponder<StrongArray>.self)
    case .firstWeakBoxArray: .timing(FirstResponder<WeakBoxArray>.self)
    case .firstWeakClosures: .timing(FirstResponder<WeakClosures>.self)
    case .firstMulticastDelegateStyle: .timing(FirstResponder<MulticastStyle>.self)
    case .firstNotificationCenter: .timing(FirstResponder<NotificationCenterObservers>.self)
    case .firstOpenCombine: .timing(FirstResponder<CombineSinks>.self)

    case .generatedBroadcastMulticast: .timing(GeneratedMulticastBroadcast.self)
    case .generatedBroadcastInPlaceWeak: .timing(GeneratedInPlaceBroadcast.self)
    case .tableIdleIteration: .timing(TableIdleIteration.self)
    case .callsListenerMulticast: .timing(CallsListenerMulticast.self)
    case .callsHandWrittenStream: .timing(CallsHandWrittenStream.self)
    case .generatedOptionalMulticast: .timing(GeneratedMulticastOptional.self)
    case .generatedOptionalInPlaceNoOp: .timing(GeneratedInPlaceOptionalNoOp.self)
    case .generatedOptionalInPlaceFlags: .timing(GeneratedInPlaceOptionalFlags.self)
    case .generatedFirstMulticast: .timing(GeneratedMulticastFirst.self)
    case .generatedFirstDirectWeak: .timing(GeneratedDirectWeakFirst.self)
    case .generatedProxyCall: .timing(GeneratedProxyCall.self)
    case .generatedRouterCall: .timing(GeneratedRouterCall.self)
    case .generatedDirectWeakCall: .timing(GeneratedDirectWeakCall.self)
    case .generatedInheritedBroadcastMulticast: .timing(GeneratedInheritedBroadcast.self)
    case .generatedInheritedOptionalMulticast: .timing(GeneratedInheritedOptional.self)
    case .generatedInheritedOptionalInPlaceFlags: .timing(GeneratedInheritedInPlaceFlags.self)
    case .generatedExactOptionalMulticast: .timing(GeneratedExactOptional.self)

    case .sendableBroadcastMulticast: .timing(SendableMulticastBroadcast.self)
    case .sendableOptionalMulticast: .timing(SendableMulticastOptional.self)
    case .sendableFirstMulticast: .timing(SendableMulticastFirst.self)
    case .sendableProxyCall: .timing(SendableProxyCall.self)
    case .sendableRouterCall: .timing(SendableRouterCall.self)
    case .sendableBroadcastMutexWeak: .timing(SendableMutexBroadcast.self)
    case .sendableFirstMutexWeak: .timing(SendableMutexFirst.self)
    case .sendableMutexWeakCall: .timing(SendableMutexCall.self)

    case .memoryDelegateList: .memory(sideTablesFormed: true, build: buildDelegateList)
    case .memoryDelegateListSideTables: .memory(sideTablesFormed: false, build: buildDelegateList)
    case .memoryConcurrentDelegateList: .memory(sideTablesFormed: true, build: buildConcurrentDelegateList)
    case .memoryInPlaceWeak: .memory(sideTablesFormed: true, build: buildInPlaceWeak)
    case .memoryWeakBoxArray: .memory(sideTablesFormed: true, build: buildWeakBoxArray)

    case .tableReloadFixedHeights: .timing(TableReloadFixedHeights.self)
    case .tableRowLookupVariableHeights: .timing(TableRowLookupVariableHeights.self)
    case .tableScrollFixedHeights: .timing(TableScrollFixedHeights.self)
    case .tableScrollVariableHeights: .timing(TableScrollVariableHeights.self)
    case .tableScrollSteadyState: .timing(TableScrollSteadyState.self)
    case .tableSnapshotApply: .timing(TableSnapshotApply.self)
    case .tableSnapshotArrayDifference: .timing(TableSnapshotArrayDifference.self)
    case .tableCellDirect: .timing(ForwardedCells<DirectRows>.self)
    case .mediatorCellForwarded: .timing(ForwardedCells<MediatedRows>.self)
    case .tableHeightDirect: .timing(ForwardedHeights<DirectRows>.self)
    case .mediatorHeightForwarded: .timing(ForwardedHeights<MediatedRows>.self)
    case .handWrittenCellForwarded: .timing(ForwardedCells<HandWrittenMediatedRows>.self)
    case .handWrittenHeightForwarded: .timing(ForwardedHeights<HandWrittenMediatedRows>.self)
    case .terminalFrameCursorMove: .timing(TerminalFrames<DiffedFrame>.self)
    case .terminalFrameFullRepaint: .timing(TerminalFrames<FullRepaintFrame>.self)
    case .terminalSearchKeystroke: .timing(SearchKeystrokes.self)

    case .tableMemoryFixedHeights: .tableMemory(variableHeights: false, visibleRows: 0)
    case .tableMemoryFixedHeightsInView: .tableMemory(variableHeights: false, visibleRows: ScaleGeometry.visibleRows)
    case .tableMemoryVariableHeights: .tableMemory(variableHeights: true, visibleRows: ScaleGeometry.visibleRows)
    }
  }

  /// A new fixture of a timed row at `count` delegates.
  ///
  /// - Precondition: The row is timed, not a memory row.
  public func makeFixture(count: Int) -> any BenchmarkFixture {
    guard case .timing(let fixture) = definition else {
      preconditionFailure("\(self) is a memory row; it has no timing fixture.")
    }
    return fixture.init(count: count)
  }
}

/// Stops a benchmark tool built against a DelegateKit that checks its own invariants, as
/// the package's tests build it: its figures would measure the checks.
public func requireUncheckedLibrary() {
  #if DELEGATEKIT_INTERNAL_CHECKS
  preconditionFailure(
    """
    DelegateKit was built with DELEGATEKIT_INTERNAL_CHECKS: unset it and rebuild the \
    benchmarks with --manifest-cache none (SwiftPM caches the manifest that read it)
    """
  )
  #endif
}
