import DelegateKit
public import Foundation

extension TableView {
  func applyEditing(_ editing: Bool) {
    guard editing != isEditing else { return }
    isEditing = editing
    for cell in visibleCellsByIndexPath.values { cell.isEditing = editing }
    setNeedsDisplay()
    if !allowsSelectionNow {
      for indexPath in selectedIndexPaths { setSelected(false, at: indexPath) }
    } else if !allowsMultipleSelectionNow, selectedIndexPaths.count > 1, let first = indexPathForSelectedRow {
      for indexPath in selectedIndexPaths where indexPath != first { setSelected(false, at: indexPath) }
    }
  }

  /// Whether the user can delete or insert the row: the data source allows editing it and
  /// the delegate gives it an editing style.
  public func canEditRow(at indexPath: IndexPath) -> Bool {
    reloadIfNeeded()
    guard isValidRow(indexPath) else { return false }
    let canEdit =
      if let dataSourceItself {
        dataSourceItself.tableView(self, canEditRowAt: indexPath)
      } else {
        dataSourceProxy.tableView(self, canEditRowAt: indexPath)
      }
    return canEdit && editingStyle(at: indexPath) != .none
  }

  /// Whether the user can reorder the row: in editing mode, when the data source allows
  /// it and implements ``TableViewDataSource/tableView(_:moveRowAt:to:)``. A data source not
  /// marked `@ExactResponder` counts as implementing it until it is first called.
  public func canMoveRow(at indexPath: IndexPath) -> Bool {
    reloadIfNeeded()
    guard isEditing, isValidRow(indexPath) else { return false }
    guard dataSourceProxy.responds(to: .tableViewMoveRowAtTo) else { return false }
    if let dataSourceItself { return dataSourceItself.tableView(self, canMoveRowAt: indexPath) }
    return dataSourceProxy.tableView(self, canMoveRowAt: indexPath)
  }

  /// The user commits the row's editing style (delete, usually by a swipe or the delete
  /// control): the data source commits it, and is expected to update its data and tell the
  /// table with ``deleteRows(at:with:)`` or ``insertRows(at:with:)``. Outside editing mode
  /// this is a swipe, which the delegate hears begin and end.
  ///
  /// - Returns: The style committed, or `nil` when the row cannot be edited.
  @discardableResult
  public func userCommitEditing(at indexPath: IndexPath) -> TableViewCell.EditingStyle? {
    guard canEditRow(at: indexPath) else { return nil }
    let style = editingStyle(at: indexPath)
    let swiping = !isEditing
    if swiping {
      if let delegateItself {
        delegateItself.tableView(self, willBeginEditingRowAt: indexPath)
      } else {
        delegateProxy.tableView(self, willBeginEditingRowAt: indexPath)
      }
    }
    if let dataSourceItself {
      dataSourceItself.tableView(self, commit: style, forRowAt: indexPath)
    } else {
      dataSourceProxy.tableView(self, commit: style, forRowAt: indexPath)
    }
    if swiping {
      if let delegateItself {
        delegateItself.tableView(self, didEndEditingRowAt: indexPath)
      } else {
        delegateProxy.tableView(self, didEndEditingRowAt: indexPath)
      }
    }
    return style
  }

  /// The delegate's editing style for the row.
  private func editingStyle(at indexPath: IndexPath) -> TableViewCell.EditingStyle {
    if let delegateItself { return delegateItself.tableView(self, editingStyleForRowAt: indexPath) }
    return delegateProxy.tableView(self, editingStyleForRowAt: indexPath)
  }

  /// The user drags a row to `proposed` in editing mode: the delegate may retarget it, the
  /// data source moves it in its data, and the table moves the row itself, as UIKit does.
  /// The move is validated against the counts the data source reports afterwards.
  ///
  /// - Returns: Where the row landed, or `nil` when it cannot move.
  @discardableResult
  public func userMoveRow(at source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    guard canMoveRow(at: source), let geometry else { return nil }
    guard (0..<geometry.numberOfSections).contains(proposed.section), proposed.count == 2 else { return nil }
    let destination =
      if let delegateItself {
        delegateItself.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
      } else {
        delegateProxy.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
      }
    guard destination.count == 2, (0..<geometry.numberOfSections).contains(destination.section) else { return nil }
    // A row moved within its section can land on any existing row; into another section,
    // also just past its last row.
    let limit = geometry.numberOfRows(inSection: destination.section) - (destination.section == source.section ? 1 : 0)
    guard (0...max(limit, 0)).contains(destination.row), destination != source else { return nil }
    if let dataSourceItself {
      dataSourceItself.tableView(self, moveRowAt: source, to: destination)
    } else {
      dataSourceProxy.tableView(self, moveRowAt: source, to: destination)
    }
    var update = BatchUpdate()
    update.moveRow(at: source, to: destination)
    apply(update)
    return destination
  }

  /// The user taps a row's detail button.
  public func userTapAccessoryButton(at indexPath: IndexPath) {
    reloadIfNeeded()
    guard isValidRow(indexPath) else { return }
    if let delegateItself {
      delegateItself.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    } else {
      delegateProxy.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }
  }

  /// The user pulls the content down past its top: the ``refreshControl``, if any, begins
  /// refreshing and runs its actions.
  public func userPullToRefresh() {
    refreshControl?.userPull()
  }
}
