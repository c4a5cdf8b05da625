import DelegateKitTable
import Foundation
import Testing

// A typical UIKit table view controller, ported by deleting `UI` and setting the cell's
// values where UIKit sets its labels. The UIKit version differs only in those places
// (marked "UIKit:").

struct Contact: Equatable {
  var name: String
  var isFavorite: Bool
}

// UIKit: UIViewController, UITableView…
@MainActor
final class ContactsViewController: ViewController, TableViewDataSource, TableViewDelegate {
  let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: 12), style: .grouped)
  var sections: [(title: String, contacts: [Contact])] = [
    ("Favorites", [Contact(name: "Ada", isFavorite: true), Contact(name: "Grace", isFavorite: true)]),
    (
      "Everyone",
      [
        Contact(name: "Alan", isFavorite: false), Contact(name: "Barbara", isFavorite: false),
        Contact(name: "Edsger", isFavorite: false),
      ]
    ),
  ]
  var opened: [String] = []

  override func loadView() {
    view = tableView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Contacts"
    tableView.rowHeight = 1
    tableView.sectionHeaderHeight = 1
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Contact")
    tableView.dataSource = self
    tableView.delegate = self
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if let selected = tableView.indexPathForSelectedRow {
      tableView.deselectRow(at: selected, animated: animated)
    }
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }

  // MARK: - Table view data source

  func numberOfSections(in tableView: TableView) -> Int {
    sections.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].contacts.count
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
    let contact = sections[indexPath.section].contacts[indexPath.row]
    cell.text = contact.name  // UIKit: cell.textLabel?.text = contact.name
    cell.accessoryType = contact.isFavorite ? .checkmark : .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  {
    if editingStyle == .delete {
      sections[indexPath.section].contacts.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
    }
  }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    indexPath.section == 1
  }

  func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    let contact = sections[sourceIndexPath.section].contacts.remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].contacts.insert(contact, at: destinationIndexPath.row)
  }

  // MARK: - Table view delegate

  func tableView(
    _ tableView: TableView,
    targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    // Keep reordering inside "Everyone".
    proposedDestinationIndexPath.section == 1 ? proposedDestinationIndexPath : IndexPath(row: 0, section: 1)
  }

  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
    indexPath.section == 0 ? .none : .delete
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    opened.append(sections[indexPath.section].contacts[indexPath.row].name)
  }
}

@MainActor
@Suite("A UIKit table view controller, ported")
struct UIKitPortTests {
  @Test("Sections with headers, selection, swipe-to-delete and reorder")
  func contacts() {
    let screen = ContactsViewController()
    let navigation = NavigationController(rootViewController: screen)
    navigation.beginAppearanceTransition(true, animated: false)
    navigation.endAppearanceTransition()
    let table = screen.tableView
    #expect(screen.title == "Contacts")
    #expect(table.visibleCells.map(\.text) == ["Ada", "Grace", "Alan", "Barbara", "Edsger"])
    #expect(table.rectForHeader(inSection: 1).minY == 3)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType == .checkmark)

    table.userSelectRow(at: IndexPath(row: 1, section: 1))
    #expect(screen.opened == ["Barbara"])

    // Favourites cannot be deleted; everyone else can, by a swipe.
    #expect(table.userCommitEditing(at: IndexPath(row: 0, section: 0)) == nil)
    #expect(table.userCommitEditing(at: IndexPath(row: 0, section: 1)) == .delete)
    #expect(table.visibleCells.map(\.text) == ["Ada", "Grace", "Barbara", "Edsger"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 1))

    // Reorder in editing mode; a drop into Favorites is retargeted.
    screen.setEditing(true, animated: true)
    #expect(table.isEditing)
    #expect(
      table.userMoveRow(at: IndexPath(row: 1, section: 1), to: IndexPath(row: 0, section: 0))
        == IndexPath(row: 0, section: 1)
    )
    #expect(screen.sections[1].contacts.map(\.name) == ["Edsger", "Barbara"])
    #expect(table.visibleCells.map(\.text) == ["Ada", "Grace", "Edsger", "Barbara"])
    #expect(table.lastUpdateError == nil)
  }
}
