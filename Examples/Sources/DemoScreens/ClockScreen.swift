public import DelegateKitTable
public import Foundation

/// A part of the time the clock screens show.
public enum ClockComponent: Int, CaseIterable, Sendable {
  case hours
  case minutes
  case seconds

  /// The row's title.
  public var title: String {
    switch self {
    case .hours: "Hours"
    case .minutes: "Minutes"
    case .seconds: "Seconds"
    }
  }

  /// How many values the component takes: 24 or 60.
  public var range: Int { self == .hours ? 24 : 60 }

  /// The component's value in `components`.
  public func value(in components: DateComponents) -> Int {
    switch self {
    case .hours: components.hour ?? 0
    case .minutes: components.minute ?? 0
    case .seconds: components.second ?? 0
    }
  }
}

/// Hours, minutes and seconds, updated every second. The table's behaviour comes
/// from a ``DelegateKitTable/TableViewControllerPart`` and the time from a
/// ``ClockPart``, both attached: no base class, and the detail screen
/// attaches the same clock part.
@MainActor
public final class ClockScreen: ViewController, TableViewDataSource, TableViewDelegate, DateComponentsUpdating {
  private let environment: DemoEnvironment
  private let part = TableViewControllerPart()
  /// The time shown.
  public private(set) var components = DateComponents()

  /// Creates the screen.
  public init(_ environment: DemoEnvironment) {
    self.environment = environment
    super.init()
    title = "Clock"
    part.tableView.rowHeight = 1
    part.tableView.register(TableViewCell.self, forCellReuseIdentifier: "component")
    attach(part)
    attach(ClockPart(clock: environment.clock, calendar: environment.calendar, now: environment.now))
  }

  /// The screen's table.
  public var tableView: TableView { part.tableView }

  public func update(with dateComponents: DateComponents) {
    let old = components
    components = dateComponents
    // Only the rows whose value changed: the seconds every tick, the rest rarely.
    let changed = ClockComponent.allCases.filter {
      $0.value(in: old) != $0.value(in: dateComponents) || old.hour == nil
    }
    guard part.tableView.numberOfSections > 0 else { return }
    part.tableView.reconfigureRows(at: changed.map { IndexPath(row: $0.rawValue, section: 0) })
  }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    ClockComponent.allCases.count
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "component", for: indexPath)
    let component = ClockComponent.allCases[indexPath.row]
    cell.text = component.title
    cell.detailText = components.hour == nil ? "–" : String(format: "%02d", component.value(in: components))
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    "Updated every second by a ClockPart"
  }

  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 1 }

  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }

  /// Nothing here can be deleted: the terminal offers no edit key.
  public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    let detail = ClockDetailScreen(ClockComponent.allCases[indexPath.row], environment: environment)
    navigationController?.pushViewController(detail, animated: false)
  }
}

/// One component of the time, with how far it is through its range: the same clock part
/// as ``ClockScreen``, attached to a different screen.
@MainActor
public final class ClockDetailScreen: ViewController, TableViewDataSource, TableViewDelegate, DateComponentsUpdating {
  /// The component shown.
  public let component: ClockComponent
  private let part = TableViewControllerPart()
  /// The time shown.
  public private(set) var components = DateComponents()

  /// Creates the screen.
  public init(_ component: ClockComponent, environment: DemoEnvironment) {
    self.component = component
    super.init()
    title = component.title
    part.tableView.rowHeight = 1
    part.tableView.register(TableViewCell.self, forCellReuseIdentifier: "line")
    attach(part)
    attach(ClockPart(clock: environment.clock, calendar: environment.calendar, now: environment.now))
  }

  /// The screen's table.
  public var tableView: TableView { part.tableView }

  public func update(with dateComponents: DateComponents) {
    components = dateComponents
    guard part.tableView.numberOfSections > 0 else { return }
    part.tableView.reconfigureRows(at: (0..<3).map { IndexPath(row: $0, section: 0) })
  }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath)
    let value = component.value(in: components)
    let known = components.hour != nil
    switch indexPath.row {
    case 0:
      cell.text = "Value"
      cell.detailText = known ? String(format: "%02d", value) : "–"
    case 1:
      cell.text = "Progress"
      let filled = known ? (value * 20) / (component.range - 1) : 0
      cell.detailText = String(repeating: "█", count: filled) + String(repeating: "░", count: 20 - filled)
    default:
      cell.text = "Of"
      cell.detailText = "\(component.range)"
    }
    cell.selectionStyle = .none
    return cell
  }

  /// Nothing here can be deleted: the terminal offers no edit key.
  public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

  /// A detail row opens nothing: it does not highlight, so the terminal offers no Enter.
  public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { false }

  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { nil }
}
