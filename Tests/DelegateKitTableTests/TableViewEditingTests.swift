import DelegateKitTable
import Foundation
import Testing

@MainActor
@Suite("Editing: delete, insert and reorder committed through the data source")
struct TableViewEditingTests {
  @Test("A swipe-delete commits through the data source, which deletes the row")
  func swipeDelete() {
    let recorder = Recorder([["a", "b", "c"]])
    let table = makeTable()
    table.dataSource = recorder
    table.delegate = recorder
    table.layoutIfNeeded()
    #expect(table.userCommitEditing(at: .at(0, 1)) == .delete)
    #expect(recorder.sections == [["a", "c"]])
    #expect(table.visibleCells.map(\.text) == ["a", "c"])
    #expect(table.lastUpdateError == nil)
  }

  @Test("A row the data source says is not editable cannot be deleted")
  func notEditable() {
    final class Locked: TableViewDataSource {
      var committed = false
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      }
      func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row == 1 }
      func tableView(
        _ tableView: TableView,
        commit editingStyle: TableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
      ) {
        committed = true
      }
    }
    let locked = Locked()
    let table = makeTable()
    table.dataSource = locked
    #expect(table.userCommitEditing(at: .at(0, 0)) == nil)
    #expect(!locked.committed)
    #expect(table.canEditRow(at: .at(0, 1)))
  }

  @Test("Reordering moves the row in the data source and in the table, keeping its cell")
  func reorder() {
    let recorder = Recorder([["a", "b", "c"], ["d"]])
    let table = makeTable()
    table.dataSource = recorder
    table.delegate = recorder
    table.layoutIfNeeded()
    let cell = table.cellForRow(at: .at(0, 0))
    #expect(table.userMoveRow(at: .at(0, 0), to: .at(0, 2)) == nil)  // not editing
    table.setEditing(true, animated: false)
    #expect(table.visibleCells.allSatisfy { $0.isEditing })
    #expect(table.userMoveRow(at: .at(0, 0), to: .at(0, 2)) == .at(0, 2))
    #expect(recorder.sections == [["b", "c", "a"], ["d"]])
    #expect(table.cellForRow(at: .at(0, 2)) === cell)
    #expect(table.userMoveRow(at: .at(0, 2), to: .at(1, 1)) == .at(1, 1))
    #expect(recorder.sections == [["b", "c"], ["d", "a"]])
    #expect(table.visibleCells.map(\.text) == ["b", "c", "d", "a"])
    #expect(table.lastUpdateError == nil)
  }
}
