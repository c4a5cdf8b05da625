import DelegateKit
import DelegateKitTable
import Foundation
import Testing

@MainActor
@Suite("TableViewControllerPart: the keyboard")
struct TableViewControllerPartKeyboardTests {
  @Test("A keyboard insets the table's bottom and keeps the selected row above it")
  func keepsSelectedRowVisible() {
    let screen = FruitScreen(rows: 30, height: 10)
    screen.appearNow()
    screen.tableView.userSelectRow(at: .at(0, 8))
    screen.table.keyboardWillShow(height: 4, animated: false)
    #expect(screen.table.keyboardHeight == 4)
    #expect(screen.tableView.contentInset.bottom == 4)
    // Six rows show above the keyboard: row 8 is the last of them from offset 3.
    #expect(screen.tableView.contentOffset.y == 3)
    screen.table.keyboardWillHide(animated: false)
    #expect(screen.table.keyboardHeight == nil)
    #expect(screen.tableView.contentInset.bottom == 0)
  }

  @Test("Without a selection the table is inset but does not scroll")
  func noSelection() {
    let screen = FruitScreen()
    screen.appearNow()
    screen.table.keyboardWillShow(height: 4)
    #expect(screen.tableView.contentOffset.y == 0)
    #expect(screen.tableView.contentInset.bottom == 4)
  }

  @Test("The table's own bottom inset lies under the keyboard and comes back after it")
  func ownInsetKept() {
    let screen = FruitScreen()
    screen.tableView.contentInset.bottom = 2
    screen.table.keyboardWillShow(height: 5)
    #expect(screen.tableView.contentInset.bottom == 5)
    screen.table.keyboardWillShow(height: 1)
    #expect(screen.table.keyboardHeight == 1)
    #expect(screen.tableView.contentInset.bottom == 2)
    screen.table.keyboardWillHide()
    #expect(screen.tableView.contentInset.bottom == 2)
    screen.table.keyboardWillHide()
    #expect(screen.tableView.contentInset.bottom == 2)
  }

  @Test("A keyboard that grows scrolls the selected row up again")
  func keyboardGrows() {
    let screen = FruitScreen(rows: 30, height: 10)
    screen.appearNow()
    screen.tableView.userSelectRow(at: .at(0, 7))
    screen.table.keyboardWillShow(height: 2)
    #expect(screen.tableView.contentOffset.y == 0)
    screen.table.keyboardWillShow(height: 5)
    #expect(screen.tableView.contentOffset.y == 3)
  }
}
