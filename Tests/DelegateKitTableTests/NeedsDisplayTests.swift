import DelegateKitTable
import Foundation
import Testing

/// A front end draws on demand, so the table must say whenever what it shows may have
/// changed, and say nothing while idle.
@MainActor
@Suite("The table tells its front end when to draw")
struct NeedsDisplayTests {
  final class Counter {
    var count = 0
  }

  private func watched() -> (TableView, Recorder, Counter) {
    let table = makeTable(height: 5)
    let recorder = Recorder(rows: 20)
    table.dataSource = recorder
    table.delegate = recorder
    let counter = Counter()
    table.needsDisplayHandler = { counter.count += 1 }
    return (table, recorder, counter)
  }

  @Test("Each kind of change calls the handler, and reading the table calls nothing")
  func changesCall() {
    let (table, recorder, counter) = watched()
    table.reloadData()
    var last = counter.count
    #expect(last > 0, "reload")
    _ = table.visibleCells
    _ = table.numberOfRows(inSection: 0)
    _ = table.rectForRow(at: IndexPath(row: 3, section: 0))
    #expect(counter.count == last, "reading is not a change")
    table.userScroll(by: 3)
    #expect(counter.count > last, "scroll")
    last = counter.count
    table.userSelectRow(at: IndexPath(row: 4, section: 0))
    #expect(counter.count > last, "selection")
    last = counter.count
    table.setEditing(true, animated: false)
    #expect(counter.count > last, "editing")
    last = counter.count
    recorder.sections[0].remove(at: 4)
    table.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .automatic)
    #expect(counter.count > last, "batch update")
    last = counter.count
    table.flashScrollIndicators()
    #expect(counter.count > last, "flash")
    last = counter.count
    table.frame.size = CGSize(width: 40, height: 8)
    #expect(counter.count > last, "resize")
    last = counter.count
    table.setNeedsDisplay()
    #expect(counter.count == last + 1, "explicit")
  }

  @Test("A scroll that goes nowhere is no change")
  func noChange() {
    let (table, _, counter) = watched()
    table.reloadData()
    let last = counter.count
    table.userScroll(by: -5)
    #expect(counter.count == last)
  }
}
