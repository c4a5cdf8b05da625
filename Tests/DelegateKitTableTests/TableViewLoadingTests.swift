import DelegateKitTable
import Foundation
import Testing

@MainActor
@Suite("TableView asks its data source as UIKit does")
struct TableViewLoadingTests {
  @Test("A reload asks the counts once, then cells only for the visible rows, each after willDisplay's turn")
  func reloadAsksCountsThenVisibleCells() {
    let recorder = Recorder([["a", "b", "c"], ["d", "e"]], titles: [nil, "Second"])
    let table = makeTable(height: 4)
    table.dataSource = recorder
    table.delegate = recorder
    table.layoutIfNeeded()
    #expect(
      recorder.log == [
        "numberOfSections", "numberOfRows 0", "numberOfRows 1",
        "cellForRow 0-0", "willDisplay 0-0",
        "cellForRow 0-1", "willDisplay 0-1",
        "cellForRow 0-2", "willDisplay 0-2",
      ]
    )
    #expect(table.visibleCells.map(\.text) == ["a", "b", "c"])
    #expect(table.indexPathsForVisibleRows == [.at(0, 0), .at(0, 1), .at(0, 2)])
    // Section 1's header (titled) takes a point: rows d, e start at 4.
    #expect(table.rectForRow(at: .at(1, 0)).minY == 4)
    #expect(table.contentSize.height == 6)
  }

  @Test("Fixed heights: a million rows ask the data source nothing per row")
  func millionRowsFixed() {
    final class Counter: TableViewDataSource {
      var cells = 0
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cells += 1
        return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      }
    }
    let counter = Counter()
    let table = makeTable(height: 24)
    table.dataSource = counter
    table.layoutIfNeeded()
    #expect(counter.cells == 24)
    #expect(table.contentSize.height == 1_000_000)
    table.scrollToRow(at: .at(0, 999_999), at: .bottom, animated: false)
    #expect(table.indexPathsForVisibleRows?.last == .at(0, 999_999))
    #expect(counter.cells == 48)
  }

  @Test("A delegate that does not answer heights is asked once; one that does, once per row")
  func heightProbing() {
    let base = Recorder(rows: 100)
    let sizing = SizingRecorder(base) { $0.row.isMultiple(of: 2) ? 2 : TableView.automaticDimension }
    let table = makeTable(height: 10)
    table.dataSource = sizing
    table.delegate = sizing
    table.layoutIfNeeded()
    #expect(sizing.heightRequests == 100)
    // Even rows are 2 points, odd ones the table's rowHeight (1).
    #expect(table.contentSize.height == 150)
    #expect(table.rectForRow(at: .at(0, 3)).minY == 5)
    #expect(table.indexPathForRow(at: CGPoint(x: 0, y: 5.5)) == .at(0, 3))
  }

  @Test("Cells are reused: a scroll through ten thousand rows keeps visible rows + a few")
  func reuseKeepsFewCells() {
    let recorder = Recorder(rows: 10_000)
    let table = makeTable(height: 20)
    table.dataSource = recorder
    table.layoutIfNeeded()
    var most = 0
    for _ in 0..<600 {
      table.userScroll(by: 17)
      most = max(most, table.cellsInExistenceCount)
      #expect(
        table.visibleCells.allSatisfy { cell in
          table.indexPath(for: cell).map { recorder.sections[0][$0.row] == cell.text } ?? false
        }
      )
    }
    #expect(most <= 20 + 1 + 4)
    #expect(table.indexPathsForVisibleRows?.first == .at(0, 9_980))
  }

  @Test("Scrolling asks only for rows that became visible")
  func scrollAsksOnlyNewRows() {
    let recorder = Recorder(rows: 100)
    let table = makeTable(height: 10)
    table.dataSource = recorder
    table.delegate = recorder
    table.layoutIfNeeded()
    recorder.log = []
    table.userScroll(by: 3)
    #expect(
      recorder.log == [
        "didEndDisplaying 0-0", "didEndDisplaying 0-1", "didEndDisplaying 0-2",
        "cellForRow 0-10", "willDisplay 0-10",
        "cellForRow 0-11", "willDisplay 0-11",
        "cellForRow 0-12", "willDisplay 0-12",
      ]
    )
    #expect(table.contentOffset.y == 3)
    // The user cannot scroll past the end; a program can.
    table.userScroll(by: 1_000)
    #expect(table.contentOffset.y == 90)
  }

  @Test("A reused cell is prepared: it never shows the last row's content")
  func prepareForReuse() {
    final class Sparse: TableViewDataSource {
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 40 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        if indexPath.row.isMultiple(of: 2) { cell.detailText = "even" }
        return cell
      }
    }
    let source = Sparse()
    let table = makeTable(height: 5)
    table.dataSource = source
    for _ in 0..<7 {
      table.userScroll(by: 5)
      for cell in table.visibleCells {
        let row = table.indexPath(for: cell)?.row ?? -1
        #expect((cell.detailText == "even") == row.isMultiple(of: 2))
      }
    }
  }

  @Test("Flashing the scroll indicators counts a request a front end can draw")
  func flashIndicators() {
    let table = makeTable()
    #expect(table.scrollIndicatorFlashCount == 0)
    table.flashScrollIndicators()
    table.flashScrollIndicators()
    #expect(table.scrollIndicatorFlashCount == 2)
  }

  @Test("A keyboard is a bottom inset: scrollRectToVisible keeps the row above it")
  func keyboardInset() {
    let recorder = Recorder(rows: 50)
    let table = makeTable(height: 10)
    table.dataSource = recorder
    table.layoutIfNeeded()
    table.contentInset.bottom = 4
    table.scrollRectToVisible(table.rectForRow(at: .at(0, 7)), animated: false)
    // Rows 0-5 stay above the keyboard; row 7 needs the view to start at 2.
    #expect(table.contentOffset.y == 2)
    table.scrollToRow(at: .at(0, 49), at: .bottom, animated: false)
    #expect(table.contentOffset.y == 44)
    #expect(table.contentOffset.y == table.maximumContentOffsetY)
  }
}
