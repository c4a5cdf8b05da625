import DelegateKitTable
import Foundation
import Testing

@MainActor
@Suite("Batch updates: UIKit's arithmetic, errors that recover, scroll anchoring")
struct TableViewUpdateTests {
  func loaded(_ sections: [[String]], height: CGFloat = 10) -> (TableView, Recorder) {
    let recorder = Recorder(sections)
    let table = makeTable(height: height)
    table.dataSource = recorder
    table.delegate = recorder
    table.layoutIfNeeded()
    return (table, recorder)
  }

  @Test("An inconsistent update is refused with UIKit's message, reported, and recovered by a reload")
  func inconsistentUpdate() {
    let (table, recorder) = loaded([["a", "b"]])
    var reported: [TableViewUpdateError] = []
    table.updateErrorHandler = { reported.append($0) }
    recorder.sections[0].append("c")
    var completed: Bool?
    table.performBatchUpdates(nil) { completed = $0 }
    #expect(completed == false)
    #expect(reported.count == 1)
    #expect(
      reported.first?.description
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    )
    // Recovered: the table shows the data source's rows.
    #expect(table.visibleCells.map(\.text) == ["a", "b", "c"])
  }

  @Test("An index out of range is refused, never indexed")
  func outOfRange() {
    let (table, recorder) = loaded([["a", "b"]])
    recorder.sections[0].removeLast()
    table.deleteRows(at: [.at(0, 5)], with: .none)
    #expect(table.lastUpdateError?.description.hasPrefix("attempt to delete row 5 from section 0") == true)
    #expect(table.visibleCells.map(\.text) == ["a"])
  }

  @Test("Rows that stay keep their cells; reloaded rows are asked again")
  func cellsStay() {
    let (table, recorder) = loaded([["a", "b", "c"]])
    let cells = table.visibleCells
    recorder.sections[0][2] = "C"
    recorder.log = []
    table.performBatchUpdates {
      recorder.sections[0].insert("z", at: 0)
      table.insertRows(at: [.at(0, 0)], with: .automatic)
      table.reloadRows(at: [.at(0, 2)], with: .automatic)
    }
    #expect(table.visibleCells.map(\.text) == ["z", "a", "b", "C"])
    #expect(table.cellForRow(at: .at(0, 1)) === cells[0])
    #expect(table.cellForRow(at: .at(0, 2)) === cells[1])
    #expect(recorder.cellRequests.suffix(2).sorted() == [.at(0, 0), .at(0, 3)])
  }

  @Test("Reconfiguring hands the row its own cell back")
  func reconfigure() {
    let (table, recorder) = loaded([["a", "b"]])
    let cell = table.cellForRow(at: .at(0, 1))
    recorder.sections[0][1] = "B"
    table.reconfigureRows(at: [.at(0, 1)])
    #expect(table.cellForRow(at: .at(0, 1)) === cell)
    #expect(cell?.text == "B")
  }

  @Test("The top visible row keeps its place on screen through inserts and deletes above it")
  func scrollAnchoring() {
    let (table, recorder) = loaded([(0..<100).map { "\($0)" }])
    table.setContentOffset(CGPoint(x: 0, y: 40.5), animated: false)
    #expect(table.indexPathsForVisibleRows?.first == .at(0, 40))
    table.performBatchUpdates {
      recorder.sections[0].insert(contentsOf: ["x", "y", "z"], at: 5)
      recorder.sections[0].remove(at: 0)
      table.insertRows(at: [.at(0, 4), .at(0, 5), .at(0, 6)], with: .automatic)
      table.deleteRows(at: [.at(0, 0)], with: .automatic)
    }
    // Row "40" is now row 42 and still half a point above the top.
    #expect(table.contentOffset.y == 42.5)
    #expect(table.visibleCells.first?.text == "40")
    // Deleting the top row leaves the offset alone.
    recorder.sections[0].remove(at: 42)
    table.deleteRows(at: [.at(0, 42)], with: .automatic)
    #expect(table.contentOffset.y == 42.5)
    #expect(table.visibleCells.first?.text == "41")
  }

  @Test("Sections insert, delete and move")
  func sections() {
    let (table, recorder) = loaded([["a"], ["b", "c"], ["d"]], height: 20)
    table.performBatchUpdates {
      recorder.sections.remove(at: 0)
      recorder.sections.insert(["n"], at: 1)
      table.deleteSections([0], with: .automatic)
      table.insertSections([1], with: .automatic)
    }
    #expect(table.numberOfSections == 3)
    #expect(table.visibleCells.map(\.text) == ["b", "c", "n", "d"])
    recorder.sections.insert(recorder.sections.remove(at: 2), at: 0)
    table.moveSection(2, toSection: 0)
    #expect(table.visibleCells.map(\.text) == ["d", "b", "c", "n"])
    #expect(table.lastUpdateError == nil)
  }

  @Test("Updates nest: the outermost call applies what every level recorded")
  func nested() {
    let (table, recorder) = loaded([["a"]])
    var inner: Bool?
    table.performBatchUpdates {
      recorder.sections[0].append("b")
      table.insertRows(at: [.at(0, 1)], with: .none)
      table.performBatchUpdates(
        {
          recorder.sections[0].append("c")
          table.insertRows(at: [.at(0, 2)], with: .none)
        },
        completion: { inner = $0 }
      )
    }
    #expect(inner == true)
    #expect(table.visibleCells.map(\.text) == ["a", "b", "c"])
  }
}
