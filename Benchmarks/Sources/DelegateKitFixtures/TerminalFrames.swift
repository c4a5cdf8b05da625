// What a DelegateKitTerminal frame costs: one key, the screen drawn into cells, and the
// renderer's bytes (README.md, "A terminal frame").

import DelegateKitTable
import DelegateKitTerminal
import Foundation

/// How a frame's bytes are made.
@MainActor
protocol FrameEncoding {
  static func bytes(of frame: CellBuffer, renderer: inout FrameRenderer) -> Int
}

/// The renderer's diff against the screen before.
enum DiffedFrame: FrameEncoding {
  static func bytes(of frame: CellBuffer, renderer: inout FrameRenderer) -> Int {
    renderer.render(frame).count
  }
}

/// The whole screen every time.
enum FullRepaintFrame: FrameEncoding {
  static func bytes(of frame: CellBuffer, renderer: inout FrameRenderer) -> Int {
    FrameRenderer.fullRepaint(frame, capabilities: renderer.capabilities).count
  }
}

/// A list of numbered rows, one line each.
@MainActor
final class TerminalRows: ViewController, TableViewDataSource, TerminalScreenContent {
  let table = TableView()
  let count: Int
  var terminalTableView: TableView? { table }

  init(count: Int) {
    self.count = count
    super.init()
    title = "Rows"
    table.rowHeight = 1
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = self
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.text = "Row \(indexPath.row)"
    cell.detailText = "detail"
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

/// A 120×40 app on a list of `count` rows, with colours, synchronized output and scroll
/// regions; each step moves the cursor down one row (back to the top every 200, the same
/// path at every row count) and makes the frame's bytes.
@MainActor
final class TerminalFrameState<Encoding: FrameEncoding> {
  private let app: TerminalApp
  private var renderer = FrameRenderer(
    capabilities: TerminalCapabilities(colors: .ansi256, synchronizedOutput: true, scrollRegions: true)
  )
  private var buffer = CellBuffer(width: 120, height: 40)
  private var moves = 0

  init(count: Int) {
    app = TerminalApp(
      root: NavigationController(rootViewController: TerminalRows(count: count)),
      width: 120,
      height: 40
    )
    app.draw(into: &buffer)
    _ = renderer.render(buffer)
    app.handle(.down)
    app.draw(into: &buffer)
    precondition(buffer.plainText.contains("▸ Row 0"), "the cursor is on the first row")
    precondition(!renderer.render(buffer).isEmpty, "a cursor move changes the screen")
  }

  func step(times: Int) -> Int {
    var bytes = 0
    for _ in 0..<times {
      moves += 1
      app.handle(moves % 200 == 0 ? .home : .down)
      app.draw(into: &buffer)
      bytes &+= Encoding.bytes(of: buffer, renderer: &renderer)
    }
    return bytes
  }
}

/// One operation is one key and its frame.
final class TerminalFrames<Encoding: FrameEncoding>: BenchmarkFixture {
  private let state: TerminalFrameState<Encoding>

  init(count: Int) {
    state = MainActor.assumeIsolated { TerminalFrameState<Encoding>(count: count) }
  }

  func run(times: Int) -> Int {
    let state = state
    return MainActor.assumeIsolated { state.step(times: times) }
  }
}

/// A screen with a search bar over a few rows.
@MainActor
final class SearchRows: ViewController, TableViewDataSource, TerminalScreenContent {
  let table = TableView()
  let searchBar = SearchBar()
  var terminalTableView: TableView? { table }
  var terminalSearchBar: SearchBar? { searchBar }

  override init() {
    super.init()
    title = "Search"
    table.rowHeight = 1
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = self
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.text = "Row \(indexPath.row)"
    return cell
  }
}

/// A 120×40 app whose search field holds a query of `count` characters; each step types a
/// character or deletes it, by turns (so the length stays), and makes the frame's bytes.
@MainActor
final class SearchKeystrokeState {
  private let app: TerminalApp
  private let searchBar: SearchBar
  private var renderer = FrameRenderer(
    capabilities: TerminalCapabilities(colors: .ansi256, synchronizedOutput: true, scrollRegions: true)
  )
  private var buffer = CellBuffer(width: 120, height: 40)
  private var keys = 0

  init(count: Int) {
    let screen = SearchRows()
    searchBar = screen.searchBar
    app = TerminalApp(root: NavigationController(rootViewController: screen), width: 120, height: 40)
    app.handle(.character("/"))
    searchBar.text = String(repeating: "a", count: count - 1) + "z"
    app.draw(into: &buffer)
    _ = renderer.render(buffer)
    precondition(app.isSearchFocused, "the search field has the keys")
  }

  func step(times: Int) -> Int {
    var bytes = 0
    for _ in 0..<times {
      keys += 1
      app.handle(keys % 2 == 0 ? .backspace : .character("x"))
      app.draw(into: &buffer)
      bytes &+= renderer.render(buffer).count
    }
    precondition(searchBar.text?.hasSuffix(keys % 2 == 0 ? "z" : "x") == true, "each key reached the field")
    return bytes
  }
}

/// One operation is one key typed into (or deleted from) a long query, and its frame.
final class SearchKeystrokes: BenchmarkFixture {
  private let state: SearchKeystrokeState

  init(count: Int) {
    state = MainActor.assumeIsolated { SearchKeystrokeState(count: count) }
  }

  func run(times: Int) -> Int {
    let state = state
    return MainActor.assumeIsolated { state.step(times: times) }
  }
}
