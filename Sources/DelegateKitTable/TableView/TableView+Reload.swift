import DelegateKit
import Foundation

extension TableView {
  /// Reloads every row: asks the data source for the section and row counts, the delegate
  /// for the heights it answers, and the visible rows' cells again. The selection is
  /// cleared, as in UIKit; the keyboard cursor (``focusedIndexPath``) keeps its index path,
  /// moved to the nearest row that exists.
  ///
  /// - Complexity: O(sections) when the delegate answers no row heights, whatever the row
  ///   count; O(rows) otherwise, as each row's height is asked once.
  public func reloadData() {
    needsReload = false
    pendingUpdate = nil
    selectedIndexPaths = []
    for indexPath in visibleIndexPaths {
      if let cell = visibleCellsByIndexPath[indexPath] { endDisplaying(cell, at: indexPath) }
    }
    visibleIndexPaths = []
    visibleCellsByIndexPath = [:]
    let sections = readSectionMetrics()
    let newGeometry = makeGeometry(sections: sections)
    geometry = newGeometry
    clampFocus(to: newGeometry)
    contentGeometryDidChange()
    layoutVisibleRows()
    setNeedsDisplay()
  }

  /// Reloads on the next layout: the data source, delegate or a height setting changed.
  func setNeedsReload() {
    needsReload = true
  }

  /// Reloads if the data source, delegate or a height setting changed since the last
  /// reload: every query that needs the rows calls it, as UIKit loads on first layout.
  func reloadIfNeeded() {
    if needsReload || geometry == nil { reloadData() }
  }

  /// Whether the table has loaded its rows and no reload is pending: an update applied now
  /// is validated against what the table shows.
  var hasCurrentLayout: Bool { geometry != nil && !needsReload }

  /// The table's layout, loading it first if needed.
  var loadedGeometry: TableGeometry {
    reloadIfNeeded()
    guard let geometry else {
      preconditionFailure("TableView lost its layout while reloading: a data source call reloaded the table again")
    }
    return geometry
  }

  /// The number of sections.
  public var numberOfSections: Int { loadedGeometry.numberOfSections }

  /// The number of rows in `section`, as the table last learned it.
  ///
  /// - Precondition: `section` is in range.
  public func numberOfRows(inSection section: Int) -> Int {
    let geometry = loadedGeometry
    precondition(
      (0..<geometry.numberOfSections).contains(section),
      "section \(section) is out of range: the table has \(geometry.numberOfSections) sections"
    )
    return geometry.numberOfRows(inSection: section)
  }

  /// Section counts, row counts and header and footer heights, from the data source and
  /// delegate. A negative count is read as zero, so a bad answer cannot index out of range.
  func readSectionMetrics() -> [TableGeometry.SectionMetrics] {
    guard dataSource != nil else { return [] }
    let sections =
      if let dataSourceItself {
        dataSourceItself.numberOfSections(in: self)
      } else {
        dataSourceProxy.numberOfSections(in: self)
      }
    return (0..<max(0, sections)).map { section in
      let rows =
        if let dataSourceItself {
          dataSourceItself.tableView(self, numberOfRowsInSection: section)
        } else {
          dataSourceProxy.tableView(self, numberOfRowsInSection: section)
        }
      return TableGeometry.SectionMetrics(
        numberOfRows: max(0, rows),
        headerHeight: headerHeight(inSection: section),
        footerHeight: footerHeight(inSection: section)
      )
    }
  }

  func headerHeight(inSection section: Int) -> CGFloat {
    let answer =
      if let delegateItself {
        delegateItself.tableView(self, heightForHeaderInSection: section)
      } else {
        delegateProxy.tableView(self, heightForHeaderInSection: section)
      }
    if answer != Self.automaticDimension { return answer }
    let title =
      if let dataSourceItself {
        dataSourceItself.tableView(self, titleForHeaderInSection: section)
      } else {
        dataSourceProxy.tableView(self, titleForHeaderInSection: section)
      }
    return title == nil ? 0 : sectionHeaderHeight
  }

  func footerHeight(inSection section: Int) -> CGFloat {
    let answer =
      if let delegateItself {
        delegateItself.tableView(self, heightForFooterInSection: section)
      } else {
        delegateProxy.tableView(self, heightForFooterInSection: section)
      }
    if answer != Self.automaticDimension { return answer }
    let title =
      if let dataSourceItself {
        dataSourceItself.tableView(self, titleForFooterInSection: section)
      } else {
        dataSourceProxy.tableView(self, titleForFooterInSection: section)
      }
    return title == nil ? 0 : sectionFooterHeight
  }

  /// The height of one row from the delegate, ``automaticDimension`` read as ``rowHeight``.
  func askRowHeight(at indexPath: IndexPath) -> CGFloat {
    let answer =
      if let delegateItself {
        delegateItself.tableView(self, heightForRowAt: indexPath)
      } else {
        delegateProxy.tableView(self, heightForRowAt: indexPath)
      }
    return answer == Self.automaticDimension ? rowHeight : answer
  }

  /// Whether the delegate answers heights per row. A delegate that may (the proxy cannot
  /// know before a first call unless it is `@ExactResponder`) is asked for the first
  /// row's height, which settles it: a delegate that runs the default is known from then on.
  func delegateAnswersRowHeights(
    sections: [TableGeometry.SectionMetrics]
  ) -> (answers: Bool, first: (IndexPath, CGFloat)?) {
    let requirement = TableViewDelegateRequirement.tableViewHeightForRowAt
    guard delegateProxy.responds(to: requirement) else { return (false, nil) }
    guard let section = sections.firstIndex(where: { $0.numberOfRows > 0 }) else { return (true, nil) }
    let first = IndexPath(row: 0, section: section)
    let height = askRowHeight(at: first)
    return (delegateProxy.responds(to: requirement), (first, height))
  }

  func makeGeometry(sections: [TableGeometry.SectionMetrics]) -> TableGeometry {
    let (variable, first) = delegateAnswersRowHeights(sections: sections)
    guard variable else { return TableGeometry(rowHeight: rowHeight, sections: sections) }
    return TableGeometry(sections: sections) { indexPath in
      if let first, first.0 == indexPath { return first.1 }
      return self.askRowHeight(at: indexPath)
    }
  }

  /// Updates the content size and keeps the offset in range after the rows changed.
  func contentGeometryDidChange() {
    let height = geometry?.contentHeight ?? 0
    contentSize = CGSize(width: bounds.width, height: height)
    let clamped = min(max(contentOffset.y, minimumContentOffsetY), maximumContentOffsetY)
    if clamped != _contentOffset.y { _contentOffset.y = clamped }
  }
}
