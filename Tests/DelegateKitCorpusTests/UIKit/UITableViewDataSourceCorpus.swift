// UITableViewDataSource, transcribed from
// https://developer.apple.com/documentation/uikit/uitableviewdatasource and its methods' pages
// (for example .../uitableviewdatasource/tableview(_:numberofrowsinsection:) and
// .../tableview(_:canmoverowat:)).
// Left out: nothing; all 11 requirements (2 required, 9 optional).
// Not expressible: tableView(_:canMoveRowAt:)'s default depends on whether the data source
// implements tableView(_:moveRowAt:to:) ("By default, the reordering control is shown if the
// data source implements" it); a default cannot ask that, so it is `true`, what UIKit answers
// for a data source that moves rows.
// UITableView, UITableViewCell are in UIKitStubs.swift.
import DelegateKit
import Foundation
import Testing

/// UIKit's table view data source: two required requirements, nine optional ones.
@MainActor
@Delegate
protocol UITableViewDataSource: AnyObject {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  // numberOfSections(in:): one section when the data source does not say.
  @Optional(default: 1) func numberOfSections(in tableView: UITableView) -> Int
  // nil: the section has no title.
  @Optional func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  @Optional func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  // Without it, every row is editable (the page).
  @Optional(default: true) func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  // See the header: the documented default depends on another method; `true` here.
  @Optional(default: true) func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  // No index unless the data source returns titles.
  @Optional func sectionIndexTitles(for tableView: UITableView) -> [String]?
  // The page does not say what UIKit does without it; the section at the index's position,
  // the usual one-title-per-section index, is the nearest documented use.
  @Optional(returning: "index")
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
  @Optional func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  )
  @Optional func tableView(
    _ tableView: UITableView,
    moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  )
}

/// An alphabetical contact list with a section index, its members in its body.
@ExactResponder
@MainActor
final class ContactsDataSource: UITableViewDataSource {
  let sections = [("A", ["Ada", "Alan"]), ("G", ["Grace"])]

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].1.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell()
    cell.text = sections[indexPath.section].1[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }

  func sectionIndexTitles(for tableView: UITableView) -> [String]? { sections.map { $0.0 } }

  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    sections.firstIndex { $0.0 == title } ?? 0
  }
}

/// An editable to-do list, its data source methods in an extension.
final class TodoList {
  let name: String
  let journal: Journal
  var items = ["milk", "eggs", "bread"]

  init(_ name: String, journal: Journal) {
    self.name = name
    self.journal = journal
  }
}

extension TodoList: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell()
    cell.text = items[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row > 0 }

  func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    journal.record("\(name).commit(\(editingStyle), \(indexPath.row))")
  }

  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    journal.record("\(name).move(\(sourceIndexPath.row), \(destinationIndexPath.row))")
  }
}

@MainActor
@Suite("UITableViewDataSource: two required requirements and UIKit's defaults")
struct UITableViewDataSourceCorpusTests {
  @Test("Required values come from the first data source; void calls reach every implementer")
  func multicast() {
    let journal = Journal()
    let contacts = ContactsDataSource()
    let first = TodoList("first", journal: journal)
    let second = TodoList("second", journal: journal)
    let multicast = UITableViewDataSourceMulticast()
    multicast.add(contacts)
    multicast.add(first)
    multicast.add(second)
    let table = UITableView()
    #expect(multicast.tableView(table, numberOfRowsInSection: 0) == 2)
    #expect(multicast.tableView(table, cellForRowAt: IndexPath(row: 0, section: 1)).text == "Grace")
    multicast.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
    multicast.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    let expected = ["first.commit(delete, 1)", "second.commit(delete, 1)", "first.move(0, 2)", "second.move(0, 2)"]
    #expect(journal.entries == expected)
  }

  @Test("Optional values: the implementer's answer, or UIKit's documented default")
  func defaults() {
    let journal = Journal()
    let table = UITableView()
    let todo = TodoList("todo", journal: journal)
    let multicast = UITableViewDataSourceMulticast()
    #expect(multicast.numberOfSections(in: table) == 1, "no data source: one section")
    #expect(multicast.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
    multicast.add(todo)
    #expect(multicast.numberOfSections(in: table) == 1, "the list does not implement it")
    #expect(multicast.tableView(table, titleForHeaderInSection: 0) == nil)
    #expect(multicast.sectionIndexTitles(for: table) == nil)
    #expect(multicast.tableView(table, sectionForSectionIndexTitle: "G", at: 3) == 3, "the index's own position")
    #expect(multicast.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)) == false)
    #expect(multicast.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)))
    let contacts = ContactsDataSource()
    multicast.add(contacts)
    #expect(multicast.numberOfSections(in: table) == 2)
    #expect(multicast.sectionIndexTitles(for: table) == ["A", "G"])
    #expect(multicast.tableView(table, sectionForSectionIndexTitle: "G", at: 3) == 1)
  }

  @Test("A router serves each scope from its own data source; a proxy from its one")
  func routerAndProxy() {
    let journal = Journal()
    let table = UITableView()
    let contacts = ContactsDataSource()
    let todo = TodoList("todo", journal: journal)
    let router = UITableViewDataSourceRouter<Int>()
    router.setDelegate(contacts, for: 0)
    router.setDelegate(todo, for: 1)
    router.select(0)
    #expect(router.numberOfSections(in: table) == 2)
    #expect(router.tableView(table, titleForHeaderInSection: 1) == "G")
    router.select(1)
    #expect(router.numberOfSections(in: table) == 1)
    #expect(router.tableView(table, numberOfRowsInSection: 0) == 3)
    router.tableView(table, commit: .insert, forRowAt: IndexPath(row: 0, section: 0))
    let proxy = UITableViewDataSourceProxy(contacts)
    proxy.tableView(table, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
    #expect(proxy.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0)).text == "Alan")
    #expect(journal.entries == ["todo.commit(insert, 0)"])
  }

  @Test("responds(to:): required ones with any data source, optional ones by what it implements")
  func responds() {
    let journal = Journal()
    let multicast = UITableViewDataSourceMulticast()
    #expect(!multicast.responds(to: .tableViewNumberOfRowsInSection))
    let contacts = ContactsDataSource()
    multicast.add(contacts)
    #expect(multicast.responds(to: .tableViewNumberOfRowsInSection))
    #expect(multicast.responds(to: .sectionIndexTitlesFor))
    #expect(!multicast.responds(to: .tableViewCommitForRowAt), "@RespondsExactly: known before any call")
    let todo = TodoList("todo", journal: journal)
    multicast.add(todo)
    #expect(multicast.responds(to: .tableViewCommitForRowAt))
    withExtendedLifetime((contacts, todo)) {}
  }
}
