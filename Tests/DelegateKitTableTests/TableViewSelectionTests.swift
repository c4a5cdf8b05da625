import DelegateKitTable
import Foundation
import Testing

@MainActor
@Suite("Selection, as UIKit selects")
struct TableViewSelectionTests {
  func loaded(_ sections: [[String]] = [["a", "b", "c", "d"]]) -> (TableView, Recorder) {
    let recorder = Recorder(sections)
    let table = makeTable(height: 10)
    table.dataSource = recorder
    table.delegate = recorder
    table.layoutIfNeeded()
    recorder.log = []
    return (table, recorder)
  }

  @Test("A tap runs willSelect then didSelect; the next tap deselects the first through the delegate")
  func singleSelection() {
    let (table, recorder) = loaded()
    table.userSelectRow(at: .at(0, 1))
    table.userSelectRow(at: .at(0, 2))
    #expect(
      recorder.log == [
        "willSelect 0-1", "didSelect 0-1",
        "willSelect 0-2", "willDeselect 0-1", "didDeselect 0-1", "didSelect 0-2",
      ]
    )
    #expect(table.indexPathsForSelectedRows == [.at(0, 2)])
    #expect(table.cellForRow(at: .at(0, 2))?.isSelected == true)
    #expect(table.cellForRow(at: .at(0, 1))?.isSelected == false)
  }

  @Test("willSelect redirects a tap, or refuses it with nil")
  func willSelectRedirects() {
    let (table, recorder) = loaded()
    recorder.willSelect = { $0.row == 0 ? nil : IndexPath(row: 3, section: 0) }
    #expect(table.userSelectRow(at: .at(0, 0)) == nil)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.userSelectRow(at: .at(0, 1)) == .at(0, 3))
    #expect(table.indexPathForSelectedRow == .at(0, 3))
    #expect(recorder.log.last == "didSelect 0-3")
  }

  @Test("Multiple selection: a second tap on a row deselects it")
  func multipleSelection() {
    let (table, recorder) = loaded()
    table.allowsMultipleSelection = true
    table.userSelectRow(at: .at(0, 0))
    table.userSelectRow(at: .at(0, 2))
    table.userSelectRow(at: .at(0, 0))
    #expect(table.indexPathsForSelectedRows == [.at(0, 2)])
    #expect(recorder.log.suffix(2) == ["willDeselect 0-0", "didDeselect 0-0"])
  }

  @Test("Programmatic selection tells the delegate nothing")
  func programmaticSelection() {
    let (table, recorder) = loaded()
    table.selectRow(at: .at(0, 1), animated: false, scrollPosition: .none)
    table.selectRow(at: .at(0, 3), animated: true, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [.at(0, 3)])
    table.deselectRow(at: .at(0, 3), animated: false)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(recorder.log.isEmpty)
  }

  @Test("No selection when it is not allowed, or while editing unless allowed then")
  func selectionAllowed() {
    let (table, recorder) = loaded()
    table.allowsSelection = false
    #expect(table.userSelectRow(at: .at(0, 0)) == nil)
    table.allowsSelection = true
    table.selectRow(at: .at(0, 0), animated: false, scrollPosition: .none)
    table.setEditing(true, animated: false)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.userSelectRow(at: .at(0, 1)) == nil)
    table.allowsSelectionDuringEditing = true
    #expect(table.userSelectRow(at: .at(0, 1)) == .at(0, 1))
    #expect(recorder.log == ["willSelect 0-1", "didSelect 0-1"])
  }

  @Test("Selection follows its rows through inserts, deletes and moves; a reload clears it")
  func selectionFollowsRows() {
    let (table, recorder) = loaded([["a", "b", "c", "d"], ["e", "f"]])
    table.allowsMultipleSelection = true
    table.selectRow(at: .at(0, 2), animated: false, scrollPosition: .none)
    table.selectRow(at: .at(1, 1), animated: false, scrollPosition: .none)
    table.performBatchUpdates {
      recorder.sections[0].insert("new", at: 0)
      recorder.sections[0].remove(at: 2)  // "b", at 1 before the update
      table.insertRows(at: [.at(0, 0)], with: .automatic)
      table.deleteRows(at: [.at(0, 1)], with: .automatic)
    }
    #expect(table.indexPathsForSelectedRows == [.at(0, 2), .at(1, 1)])
    recorder.sections[1].insert(recorder.sections[0].remove(at: 2), at: 0)
    table.moveRow(at: .at(0, 2), to: .at(1, 0))
    #expect(table.indexPathsForSelectedRows == [.at(1, 0), .at(1, 2)])
    #expect(table.cellForRow(at: .at(1, 0))?.text == "c")
    #expect(table.cellForRow(at: .at(1, 0))?.isSelected == true)
    table.deleteRows(at: [.at(1, 0)], with: .fade)
    #expect(table.lastUpdateError != nil)  // the data source was not updated: refused
    recorder.sections[1].remove(at: 0)
    table.reloadData()
    #expect(table.indexPathsForSelectedRows == nil)
  }
}
