import Foundation

// Where things are: the extent of each row, header, footer and section.
extension TableGeometry {
  /// The vertical extent of the row at `indexPath`.
  ///
  /// - Precondition: `indexPath` names an existing row.
  /// - Complexity: O(log sections + log rows).
  func rowSpan(at indexPath: IndexPath) -> Span {
    let (section, row) = checkedRow(indexPath, in: #function)
    let record = sections[section]
    let rowsTop = sectionTop(section) + record.headerHeight
    return Span(minY: rowTop(in: record, row: row, rowsTop: rowsTop), height: rowHeight(in: record, row: row))
  }

  /// The height of the row at `indexPath`.
  ///
  /// - Precondition: `indexPath` names an existing row.
  /// - Complexity: O(1).
  func height(ofRowAt indexPath: IndexPath) -> CGFloat {
    let (section, row) = checkedRow(indexPath, in: #function)
    return rowHeight(in: sections[section], row: row)
  }

  /// The vertical extent of the header of `section` (zero height when it has none).
  ///
  /// - Precondition: `section` is a valid section index.
  /// - Complexity: O(log sections).
  func headerSpan(inSection section: Int) -> Span {
    checkSection(section, in: #function)
    return Span(minY: sectionTop(section), height: sections[section].headerHeight)
  }

  /// The vertical extent of the footer of `section`, just below its last row.
  ///
  /// - Precondition: `section` is a valid section index.
  /// - Complexity: O(log sections + log rows).
  func footerSpan(inSection section: Int) -> Span {
    checkSection(section, in: #function)
    let record = sections[section]
    let rowsTop = sectionTop(section) + record.headerHeight
    return Span(minY: rowTop(in: record, row: record.rowCount, rowsTop: rowsTop), height: record.footerHeight)
  }

  /// The vertical extent of `section`: header, rows and footer.
  ///
  /// - Precondition: `section` is a valid section index.
  /// - Complexity: O(log sections + log rows).
  func sectionSpan(inSection section: Int) -> Span {
    checkSection(section, in: #function)
    return Span(minY: sectionTop(section), height: extent(of: sections[section]))
  }
}
