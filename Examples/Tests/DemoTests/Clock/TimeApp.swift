import DelegateKitTable
import DemoScreens
import Foundation

// A time app: the time in a table, one row each for the hour, minute and second, and a
// detail screen for the row the user picks. Neither screen inherits the clock: both attach
// a ClockPart, and only the table screen attaches a TableViewControllerPart.

/// One row of the time table.
enum TimeComponent: Int, CaseIterable {
  case hour, minute, second

  /// The unit, shown beside the value ("second" is the unit, not the second row).
  var unit: String {
    switch self {
    case .hour: "hour"
    case .minute: "minute"
    case .second: "second"
    }
  }

  /// The value in `components`, two digits, or "--" before the first update.
  func text(in components: DateComponents?) -> String {
    let value: Int?
    switch self {
    case .hour: value = components?.hour
    case .minute: value = components?.minute
    case .second: value = components?.second
    }
    guard let value else { return "--" }
    return value < 10 ? "0\(value)" : "\(value)"
  }

  var indexPath: IndexPath { IndexPath(row: rawValue, section: 0) }
}

/// The time table: a plain controller with a table part and a clock.
@MainActor
final class TimeTableScreen: ViewController, TableViewDataSource, TableViewDelegate, DateComponentsUpdating {
  let table = TableViewControllerPart()
  /// Makes each screen's clock part; the detail screens get theirs from here too.
  private let makeClock: @MainActor () -> ClockPart
  private var dateComponents: DateComponents?

  init(clock makeClock: @escaping @MainActor () -> ClockPart) {
    self.makeClock = makeClock
    super.init()
    title = "Time"
    table.tableView.frame.size = CGSize(width: 20, height: 10)
    table.tableView.rowHeight = 1
    table.tableView.register(TableViewCell.self, forCellReuseIdentifier: "component")
    attach(table)
    attach(makeClock())
  }

  /// What the rows show: "value unit".
  var rows: [String] {
    table.tableView.visibleCells.map { "\($0.text ?? "") \($0.detailText ?? "")" }
  }

  func update(with dateComponents: DateComponents) {
    self.dateComponents = dateComponents
    // Reconfigured rather than reloaded: the rows keep their cells and their selection.
    table.tableView.reconfigureRows(at: TimeComponent.allCases.map(\.indexPath))
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    TimeComponent.allCases.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "component", for: indexPath)
    let component = TimeComponent.allCases[indexPath.row]
    cell.text = component.text(in: dateComponents)
    cell.detailText = component.unit
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    let detail = DetailScreen(TimeComponent.allCases[indexPath.row], clock: makeClock())
    navigationController?.pushViewController(detail, animated: true)
  }
}

/// The detail screen: no table, the same clock, one component shown.
@MainActor
final class DetailScreen: ViewController, DateComponentsUpdating {
  /// The detail's content: what a front end would draw.
  final class Label {
    var text = ""
  }

  let component: TimeComponent
  let label = Label()

  init(_ component: TimeComponent, clock: ClockPart) {
    self.component = component
    super.init()
    title = component.unit
    attach(clock)
  }

  override func loadView() {
    view = label
  }

  func update(with dateComponents: DateComponents) {
    label.text = "\(component.text(in: dateComponents)) \(component.unit)"
  }
}
