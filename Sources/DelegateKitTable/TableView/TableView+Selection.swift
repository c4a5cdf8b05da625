public import Foundation

extension TableView {
  /// The selected row, the first one when several are; `nil` when none is.
  public var indexPathForSelectedRow: IndexPath? {
    selectedIndexPaths.min()
  }

  /// The selected rows, top to bottom; `nil` when none is, as in UIKit.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
  }

  /// Selects a row without telling the delegate, as in UIKit, and scrolls to it.
  ///
  /// Without multiple selection the other rows are deselected. `nil` deselects every row.
  ///
  /// - Parameters:
  ///   - indexPath: An existing row, or `nil`.
  ///   - animated: Ignored: the change happens at once.
  ///   - scrollPosition: Where the row ends up; ``ScrollPosition/none`` does not scroll.
  /// - Precondition: `indexPath` names an existing row.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for selected in selectedIndexPaths { deselectRow(at: selected, animated: animated) }
      return
    }
    checkRow(indexPath, in: loadedGeometry)
    if !allowsMultipleSelectionNow {
      for selected in selectedIndexPaths where selected != indexPath { setSelected(false, at: selected) }
    }
    setSelected(true, at: indexPath)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects a row without telling the delegate, as in UIKit. A row that is not
  /// selected, or does not exist, is left alone.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    setSelected(false, at: indexPath)
  }

  /// Whether the user may select rows now, editing considered.
  var allowsSelectionNow: Bool {
    isEditing ? allowsSelectionDuringEditing : allowsSelection
  }

  /// Whether several rows may be selected now, editing considered.
  var allowsMultipleSelectionNow: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  func setSelected(_ selected: Bool, at indexPath: IndexPath) {
    if selected {
      selectedIndexPaths.insert(indexPath)
    } else {
      selectedIndexPaths.remove(indexPath)
    }
    visibleCellsByIndexPath[indexPath]?.isSelected = selected
    setNeedsDisplay()
  }

  /// The user taps a row: asks the delegate whether it highlights and which row to
  /// select, deselects the others (without multiple selection) through `willDeselect` and
  /// `didDeselect`, then selects and reports `didSelect`. With multiple selection, a tap on
  /// a selected row deselects it. A front end calls this; programs call
  /// ``selectRow(at:animated:scrollPosition:)``.
  ///
  /// - Returns: The row selected, or `nil` when the tap selected nothing.
  @discardableResult
  public func userSelectRow(at indexPath: IndexPath) -> IndexPath? {
    guard userCanHighlightRow(at: indexPath) else { return nil }
    if allowsMultipleSelectionNow, selectedIndexPaths.contains(indexPath) {
      userDeselectRow(at: indexPath)
      return nil
    }
    let proposed =
      if let delegateItself {
        delegateItself.tableView(self, willSelectRowAt: indexPath)
      } else {
        delegateProxy.tableView(self, willSelectRowAt: indexPath)
      }
    guard let target = proposed, isValidRow(target) else { return nil }
    if !allowsMultipleSelectionNow {
      for selected in selectedIndexPaths.sorted() where selected != target {
        userDeselectRow(at: selected)
      }
    }
    setSelected(true, at: target)
    if let delegateItself {
      delegateItself.tableView(self, didSelectRowAt: target)
    } else {
      delegateProxy.tableView(self, didSelectRowAt: target)
    }
    return target
  }

  /// Whether a tap on the row would be taken now: selection is allowed (editing
  /// considered), the row exists, and the delegate lets it highlight. A front end asks it
  /// before offering a key that selects; `willSelect` is not asked, since a delegate may
  /// act in it.
  public func userCanHighlightRow(at indexPath: IndexPath) -> Bool {
    reloadIfNeeded()
    guard allowsSelectionNow, isValidRow(indexPath) else { return false }
    if let delegateItself { return delegateItself.tableView(self, shouldHighlightRowAt: indexPath) }
    return delegateProxy.tableView(self, shouldHighlightRowAt: indexPath)
  }

  /// The user deselects a row: `willDeselect` may redirect or refuse it, then `didDeselect`.
  ///
  /// - Returns: The row deselected, or `nil`.
  @discardableResult
  public func userDeselectRow(at indexPath: IndexPath) -> IndexPath? {
    guard selectedIndexPaths.contains(indexPath) else { return nil }
    let proposed =
      if let delegateItself {
        delegateItself.tableView(self, willDeselectRowAt: indexPath)
      } else {
        delegateProxy.tableView(self, willDeselectRowAt: indexPath)
      }
    guard let target = proposed, selectedIndexPaths.contains(target) else { return nil }
    setSelected(false, at: target)
    if let delegateItself {
      delegateItself.tableView(self, didDeselectRowAt: target)
    } else {
      delegateProxy.tableView(self, didDeselectRowAt: target)
    }
    return target
  }
}
