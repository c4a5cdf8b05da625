// What a TableViewMediator adds to a cell or height call, called as the table calls: the
// mediator's interceptor itself, anything else through a proxy holding what the table holds
// (README.md, "A mediator's forwarding").

import DelegateKit
import DelegateKitTable
import Foundation

/// A user's data source and delegate: a cell from a small pool with its text set, a
/// height from an array.
@MainActor
final class ForwardingRows: TableViewMediatorDataSource, TableViewMediatorDelegate {
  let names: [String]
  let heights: [CGFloat]
  let cells: [TableViewCell]

  init(count: Int) {
    names = (0..<count).map { "row \($0)" }
    heights = (0..<count).map { CGFloat(1 + $0 % 3) }
    cells = (0..<64).map { _ in TableViewCell(style: .default, reuseIdentifier: "row") }
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = cells[indexPath.row & 63]
    cell.text = names[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights[indexPath.row]
  }
}

/// How the user's object is installed on the table.
@MainActor
protocol ForwardingSetup {
  /// A table of `rows` rows showing `user`, laid out; the returned object keeps the setup
  /// alive (a mediator holds the table, a table holds its parts weakly).
  static func install(_ user: ForwardingRows, rows: Int) -> (TableView, AnyObject?)
  /// Whether the table calls its data source and delegate themselves rather than through its
  /// proxies: it does for a `TableViewMediator`'s interceptor, which answers for itself what
  /// it implements.
  static var tableCallsDirectly: Bool { get }
}

/// The user's object as the table's data source and delegate.
enum DirectRows: ForwardingSetup {
  static let tableCallsDirectly = false
  static func install(_ user: ForwardingRows, rows: Int) -> (TableView, AnyObject?) {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    table.rowHeight = 1
    table.dataSource = user
    table.delegate = user
    table.layoutIfNeeded()
    return (table, nil)
  }
}

/// The user's object behind a TableViewMediator.
enum MediatedRows: ForwardingSetup {
  static let tableCallsDirectly = true
  static func install(_ user: ForwardingRows, rows: Int) -> (TableView, AnyObject?) {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    table.rowHeight = 1
    let mediator = TableViewMediator(tableView: table)
    mediator.setDataSource(user, delegate: user)
    table.layoutIfNeeded()
    return (table, mediator)
  }
}

/// The floor of a mediator holding the user's object weakly, for these two calls only: the
/// table's data source and delegate, with an empty loading section after the user's.
@MainActor
final class HandWrittenMediator: TableViewDataSource, TableViewDelegate {
  weak var user: ForwardingRows?

  init(user: ForwardingRows) {
    self.user = user
  }

  /// The user's single section, then the loading section.
  func numberOfSections(in tableView: TableView) -> Int { 2 }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    section == 1 ? 0 : user?.tableView(tableView, numberOfRowsInSection: section) ?? 0
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    guard indexPath.section == 0, let user else {
      preconditionFailure("the loading section is empty and the user's object outlives the table")
    }
    return user.tableView(tableView, cellForRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    guard indexPath.section == 0, let user else { return TableView.automaticDimension }
    return user.tableView(tableView, heightForRowAt: indexPath)
  }
}

/// The user's object behind a ``HandWrittenMediator``.
enum HandWrittenMediatedRows: ForwardingSetup {
  static let tableCallsDirectly = false
  static func install(_ user: ForwardingRows, rows: Int) -> (TableView, AnyObject?) {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    table.rowHeight = 1
    let mediator = HandWrittenMediator(user: user)
    table.dataSource = mediator
    table.delegate = mediator
    table.layoutIfNeeded()
    return (table, mediator)
  }
}

/// A table set up by `Setup`, and what it calls for its data source and delegate.
@MainActor
final class ForwardingTable<Setup: ForwardingSetup> {
  let user: ForwardingRows
  let table: TableView
  let keeper: AnyObject?
  /// The table's data source and delegate themselves, or proxies holding them, called through
  /// their protocols, whose witnesses DelegateKitTable specializes (GeneratedCode.md).
  let dataSource: any TableViewDataSource
  let delegate: any TableViewDelegate
  let paths: [IndexPath]

  init(rows: Int) {
    user = ForwardingRows(count: rows)
    (table, keeper) = Setup.install(user, rows: rows)
    guard let tableDataSource = table.dataSource, let tableDelegate = table.delegate as? any TableViewDelegate else {
      preconditionFailure("the setup gives the table a data source and a delegate")
    }
    if Setup.tableCallsDirectly {
      (dataSource, delegate) = (tableDataSource, tableDelegate)
    } else {
      let dataSourceProxy = TableViewDataSourceProxy()
      dataSourceProxy.setDelegate(tableDataSource)
      let delegateProxy = TableViewDelegateProxy()
      delegateProxy.setDelegate(tableDelegate)
      (dataSource, delegate) = (dataSourceProxy, delegateProxy)
    }
    paths = (0..<rows).map { IndexPath(row: $0, section: 0) }
    precondition(table.numberOfRows(inSection: 0) == rows, "the table shows \(table.numberOfRows(inSection: 0)) rows")
  }
}

/// `tableView(_:cellForRowAt:)`, as the table calls it: one operation is one call, the
/// rows taken in turn.
final class ForwardedCells<Setup: ForwardingSetup>: BenchmarkFixture {
  private let fixture: ForwardingTable<Setup>

  init(count: Int) {
    fixture = MainActor.assumeIsolated {
      let fixture = ForwardingTable<Setup>(rows: count)
      for path in fixture.paths {
        let cell = fixture.dataSource.tableView(fixture.table, cellForRowAt: path)
        precondition(cell.text == fixture.user.names[path.row], "row \(path.row) got another row's cell")
      }
      return fixture
    }
  }

  func run(times: Int) -> Int {
    let fixture = fixture
    return MainActor.assumeIsolated {
      var checksum = 0
      var row = 0
      for _ in 0..<times {
        let cell = fixture.dataSource.tableView(fixture.table, cellForRowAt: fixture.paths[row])
        checksum &+= cell.text?.utf8.count ?? 0
        row = row == fixture.paths.count - 1 ? 0 : row + 1
      }
      return checksum
    }
  }
}

/// `tableView(_:heightForRowAt:)`, as the table calls it: one operation is one call, the
/// rows taken in turn.
final class ForwardedHeights<Setup: ForwardingSetup>: BenchmarkFixture {
  private let fixture: ForwardingTable<Setup>

  init(count: Int) {
    fixture = MainActor.assumeIsolated {
      let fixture = ForwardingTable<Setup>(rows: count)
      for path in fixture.paths {
        let height = fixture.delegate.tableView(fixture.table, heightForRowAt: path)
        precondition(height == fixture.user.heights[path.row], "row \(path.row) got another row's height")
      }
      return fixture
    }
  }

  func run(times: Int) -> Int {
    let fixture = fixture
    return MainActor.assumeIsolated {
      var sum: CGFloat = 0
      var row = 0
      for _ in 0..<times {
        sum += fixture.delegate.tableView(fixture.table, heightForRowAt: fixture.paths[row])
        row = row == fixture.paths.count - 1 ? 0 : row + 1
      }
      return Int(sum)
    }
  }
}
