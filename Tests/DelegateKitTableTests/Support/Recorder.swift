import DelegateKitTable
import Foundation

/// A data source and delegate over plain arrays that records every call it gets, for
/// call-count and call-order tests.
@MainActor
final class Recorder: TableViewDataSource, TableViewDelegate {
  var sections: [[String]]
  var titles: [String?]
  var heights: [IndexPath: CGFloat]?
  var log: [String] = []
  var cellRequests: [IndexPath] = []
  var willSelect: ((IndexPath) -> IndexPath?)?
  var commits: [(TableViewCell.EditingStyle, IndexPath)] = []
  var deletesOnCommit = true

  init(_ sections: [[String]], titles: [String?] = []) {
    self.sections = sections
    self.titles = titles
  }

  convenience init(rows: Int) {
    self.init([(0..<rows).map { "row \($0)" }])
  }

  func numberOfSections(in tableView: TableView) -> Int {
    log.append("numberOfSections")
    return sections.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    log.append("numberOfRows \(section)")
    return sections[section].count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    log.append("cellForRow \(indexPath.section)-\(indexPath.row)")
    cellRequests.append(indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    titles.indices.contains(section) ? titles[section] : nil
  }

  func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  {
    log.append("commit \(indexPath.section)-\(indexPath.row)")
    commits.append((editingStyle, indexPath))
    guard deletesOnCommit, editingStyle == .delete else { return }
    sections[indexPath.section].remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    log.append(
      "move \(sourceIndexPath.section)-\(sourceIndexPath.row) \(destinationIndexPath.section)-\(destinationIndexPath.row)"
    )
    let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
  }

  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willSelect \(indexPath.section)-\(indexPath.row)")
    return willSelect.map { $0(indexPath) } ?? indexPath
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.section)-\(indexPath.row)")
  }

  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willDeselect \(indexPath.section)-\(indexPath.row)")
    return indexPath
  }

  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.section)-\(indexPath.row)")
  }

  func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
    log.append("willDisplay \(indexPath.section)-\(indexPath.row)")
  }

  func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
    log.append("didEndDisplaying \(indexPath.section)-\(indexPath.row)")
  }
}

/// A `Recorder` that also answers row heights: `heightForRowAt` is implemented.
@MainActor
final class SizingRecorder: TableViewDataSource, TableViewDelegate {
  let base: Recorder
  var heightRequests = 0
  var height: (IndexPath) -> CGFloat

  init(_ base: Recorder, height: @escaping (IndexPath) -> CGFloat) {
    self.base = base
    self.height = height
  }

  func numberOfSections(in tableView: TableView) -> Int { base.numberOfSections(in: tableView) }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    base.tableView(tableView, numberOfRowsInSection: section)
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    base.tableView(tableView, cellForRowAt: indexPath)
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heightRequests += 1
    return height(indexPath)
  }
}

/// A table of `width` × `height` points, one point per row, with the "cell" class registered.
@MainActor
func makeTable(height: CGFloat = 10, rowHeight: CGFloat = 1) -> TableView {
  let table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: height))
  table.rowHeight = rowHeight
  table.sectionHeaderHeight = 1
  table.sectionFooterHeight = 1
  table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
  return table
}

extension IndexPath {
  /// `IndexPath(row:section:)`, short, for tests.
  static func at(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }
}
