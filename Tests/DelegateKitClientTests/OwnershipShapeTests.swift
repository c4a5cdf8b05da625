// Ownership and isolation specifiers on a requirement's parameters, and the protocol's own
// type aliases, compiled with a client's default settings and driven: each is forwarded,
// listened to and defaulted as a plain parameter is. (`consuming` is refused: each delegate
// of a multicast would consume the one argument.)
import DelegateKit
import Testing

/// A parameter of each ownership specifier, sync and async; `isolated` on an actor.
@Delegate
protocol OwnershipDelegate: AnyObject {
  func borrowed(_ text: borrowing String)
  func shared(_ text: __shared String)
  func owned(_ text: __owned String)
  func borrowedLater(_ text: borrowing String) async
  func borrowedValuesLater(_ values: borrowing [Int]) async
  @Optional func maybeBorrowed(_ text: borrowing String)
  @Optional(default: -1) func length(of text: borrowing String) -> Int
  @Optional(default: -1) func lengthLater(of text: borrowing String) async -> Int
  @Optional func counted(by counter: isolated OwnershipCounter) async
}

/// The actor an `isolated` parameter runs on.
actor OwnershipCounter {
  var count = 0
  func bump() { count += 1 }
}

/// Records each call with the text it received.
final class OwnershipRecorder: OwnershipDelegate {
  var log: [String] = []
  func borrowed(_ text: borrowing String) { log.append("borrowed " + copy text) }
  func shared(_ text: __shared String) { log.append("shared " + text) }
  func owned(_ text: __owned String) { log.append("owned " + text) }
  func borrowedLater(_ text: borrowing String) async { log.append("borrowedLater " + copy text) }
  func borrowedValuesLater(_ values: borrowing [Int]) async { log.append("borrowedValuesLater \(copy values)") }
  func length(of text: borrowing String) -> Int { text.count }
  func counted(by counter: isolated OwnershipCounter) async { counter.bump() }
}

/// Requirements that name the protocol's own type aliases: plain, generic and under `#if`.
@Delegate
public protocol AliasingDelegate: AnyObject {
  typealias RowNumber = Int
  typealias Handler<Value> = (Value) -> Void
  #if true
  typealias SectionName = String
  #endif
  func didSelect(_ row: RowNumber, in section: SectionName)
  func didLoad(_ rows: [RowNumber], then handler: @escaping Handler<RowNumber>)
  @Optional(default: 0) func height(of row: RowNumber) -> RowNumber
  @Optional(default: 0) var selectedRow: RowNumber { get }
}

final class AliasingRecorder: AliasingDelegate {
  var selected: [String] = []
  var selectedRow: RowNumber { selected.count }
  func didSelect(_ row: RowNumber, in section: SectionName) { selected.append("\(section)\(row)") }
  func didLoad(_ rows: [RowNumber], then handler: @escaping Handler<RowNumber>) { handler(rows.count) }
}

/// Value requirements taking a borrowed parameter, which the calls of every
/// delegate capture and `@Optional(returning:)` returns, also through a type alias.
@Delegate
protocol MeasuringDelegate: AnyObject {
  typealias Points = Int
  func measured(_ width: borrowing Int) -> Int
  @Combining(.last) @Optional(default: 0) func widest(_ width: borrowing Int) -> Int
  @Optional(returning: "width") func clamped(_ width: borrowing Int) -> Int
  @Optional(returning: "width") func measuredLater(_ width: borrowing Int) async -> Int
  @Optional(returning: "width") func rounded(_ width: Points) -> Int
  @Optional(default: { (width: Int) in width + 1 }) func next(_ width: borrowing Int) -> Int
  @Optional(default: { (width: Int) in width * 3 }) func tripled(_ width: Points) -> Int
  @Optional(completing: -1) func measure(_ width: borrowing Int, completion: @escaping @Sendable (Int) -> Void)
}

final class Measurer: MeasuringDelegate {
  func measured(_ width: borrowing Int) -> Int { (copy width) * 2 }
  func clamped(_ width: borrowing Int) -> Int { min(copy width, 10) }
}

/// A library protocol with a default, restated by a protocol that declares a type alias:
/// the class that runs the library's default forwards the other requirements, which name it.
protocol RowCounting: AnyObject {
  func rowCount() -> Int
}

extension RowCounting {
  func rowCount() -> Int { 0 }
}

@Delegate(foreign: RowCounting.self)
protocol AliasedRowsDelegate: RowCounting {
  typealias RowIndex = Int
  @Optional(default: .inherited) func rowCount() -> Int
  @Optional(returning: "row") func row(after row: RowIndex) -> RowIndex
}

final class AliasedRows: AliasedRowsDelegate {
  func row(after row: RowIndex) -> RowIndex { row + 1 }
}

@Suite("Ownership specifiers and member type aliases")
struct OwnershipShapeTests {
  @Test("borrowing, __shared and __owned parameters are forwarded, sync and async")
  func forwarded() async {
    let recorder = OwnershipRecorder()
    let multicast = OwnershipDelegateMulticast()
    multicast.add(recorder)
    multicast.borrowed("a")
    multicast.shared("c")
    multicast.owned("d")
    multicast.maybeBorrowed("not implemented")
    await multicast.borrowedLater("e")
    await multicast.borrowedValuesLater([1, 2])
    #expect(
      recorder.log == [
        "borrowed a", "shared c", "owned d", "borrowedLater e", "borrowedValuesLater [1, 2]",
      ]
    )
    #expect(multicast.length(of: "four") == 4)
    #expect(await multicast.lengthLater(of: "x") == -1, "nobody implements it: the default")
    let counter = OwnershipCounter()
    await multicast.counted(by: counter)
    #expect(await counter.count == 1)
  }

  @Test("A listener holds a copy of each borrowed argument")
  func listened() async {
    let multicast = OwnershipDelegateMulticast()
    let calls = multicast.calls()
    multicast.borrowed("a")
    multicast.owned("b")
    multicast.maybeBorrowed("c")
    await multicast.borrowedValuesLater([3])
    var heard: [String] = []
    for await call in calls {
      switch call {
      case .borrowed(let text), .shared(let text), .owned(let text), .borrowedLater(let text), .maybeBorrowed(let text):
        heard.append(text)
      case .borrowedValuesLater(let values):
        heard.append("\(values)")
      case .countedBy:
        heard.append("counted")
      }
      if heard.count == 4 { break }
    }
    #expect(heard == ["a", "b", "c", "[3]"])
  }

  @Test("A borrowed parameter of a value requirement is answered and returned")
  func valueRequirements() async {
    let measurer = Measurer()
    let multicast = MeasuringDelegateMulticast()
    multicast.add(measurer)
    #expect(multicast.measured(3) == 6)
    #expect(multicast.widest(4) == 0, "nobody implements it: the default")
    #expect(multicast.clamped(30) == 10)
    #expect(await multicast.measuredLater(5) == 5, "nobody implements it: the parameter")
    #expect(multicast.rounded(7) == 7)
    #expect(MeasuringDelegateMulticast().clamped(30) == 30)
    #expect(multicast.next(4) == 5, "the default's closure takes the borrowed parameter")
    #expect(multicast.tripled(4) == 12, "the default's closure names the alias's type")
    nonisolated(unsafe) var measured: [Int] = []
    multicast.measure(2) { measured.append($0) }
    #expect(measured == [-1], "nobody implements it: completed with the default")
    withExtendedLifetime(measurer) {}
  }

  @Test("A restated foreign protocol's type alias reaches the class that runs its defaults")
  func foreignAlias() {
    let multicast = AliasedRowsDelegateMulticast()
    #expect(multicast.rowCount() == 0, "the library's default")
    #expect(multicast.row(after: 4) == 4, "nobody implements it: the parameter")
    let rows = AliasedRows()
    multicast.add(rows)
    #expect(multicast.row(after: 4) == 5)
    withExtendedLifetime(rows) {}
  }

  @Test("A member type alias names requirements' types in every generated type")
  func aliases() async {
    let recorder = AliasingRecorder()
    let multicast = AliasingDelegateMulticast()
    multicast.add(recorder)
    multicast.didSelect(3, in: "s")
    var loaded: [Int] = []
    multicast.didLoad([1, 2]) { loaded.append($0) }
    #expect(recorder.selected == ["s3"])
    #expect(loaded == [2])
    #expect(multicast.height(of: 1) == 0)
    let proxy = AliasingDelegateProxy()
    proxy.setDelegate(recorder)
    #expect(proxy.selectedRow == 1)
    let router = AliasingDelegateRouter<String>()
    router.setDelegate(recorder, for: "a")
    router.select("a")
    #expect(router.selectedRow == 1)
    let calls = multicast.calls()
    multicast.didSelect(7, in: "t")
    for await call in calls {
      guard case .didSelectIn(let row, let section) = call else { continue }
      #expect(row == 7 && section == "t")
      break
    }
  }
}
