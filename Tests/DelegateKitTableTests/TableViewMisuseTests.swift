import DelegateKitTable
import Foundation
import Testing

/// API misuse stops the program with a message naming the rule, as UIKit raises; bad data
/// from the data source never does (see TableViewUpdateTests).
@Suite("TableView misuse: preconditions that name the rule")
struct TableViewMisuseTests {
  @Test("Dequeuing an identifier nobody registered")
  func unregisteredIdentifier() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let table = TableView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          _ = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        }
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("register a class for it"))
  }

  @Test("Asking for the rect of a row that does not exist")
  func rowOutOfRange() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let recorder = Recorder(rows: 3)
          let table = makeTable()
          table.dataSource = recorder
          _ = table.rectForRow(at: IndexPath(row: 3, section: 0))
        }
      }
    )
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "row 3 is out of range: section 0 has 3 rows"
      )
    )
  }

  @Test("endUpdates without beginUpdates")
  func unbalancedEndUpdates() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run { _ = TableView().endUpdates() }
      }
    )
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains("endUpdates() without beginUpdates()")
    )
  }

  @Test("Negative counts from a data source are read as none, never crash")
  @MainActor
  func negativeCounts() {
    final class Broken: TableViewDataSource {
      func numberOfSections(in tableView: TableView) -> Int { -2 }
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { -5 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        Issue.record("asked for a cell of a table with no rows")
        return TableViewCell(style: .default, reuseIdentifier: nil)
      }
    }
    let broken = Broken()
    let table = makeTable()
    table.dataSource = broken
    #expect(table.visibleCells.isEmpty)
    #expect(table.numberOfSections == 0)
  }
}
