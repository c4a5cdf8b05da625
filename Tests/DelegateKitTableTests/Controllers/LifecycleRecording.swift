import DelegateKit
import DelegateKitTable

// Both kinds of listener write to one log, so a test can check each alone and how they
// interleave. Overrides are named as UIKit's methods ("B.viewWillAppear"), observer
// messages by their event ("B.willAppear"); " animated" ends an event whose flag was true.

/// The events the recording controllers and observers heard, in order.
@MainActor
final class EventLog {
  private(set) var all: [String] = []
  private(set) var overrides: [String] = []
  private(set) var observed: [String] = []

  func override(_ event: String) {
    all.append(event)
    overrides.append(event)
  }

  func observe(_ event: String) {
    all.append(event)
    observed.append(event)
  }

  func clear() {
    all = []
    overrides = []
    observed = []
  }
}

private func flag(_ animated: Bool) -> String {
  animated ? " animated" : ""
}

/// A controller that records each lifecycle override after calling `super`, named by its
/// title; its `loadView()` stores `content` as the view.
@MainActor
final class RecordingViewController: ViewController {
  let log: EventLog
  let content = Content()

  /// What `loadView()` stores as the view.
  final class Content {}

  init(_ name: String, log: EventLog) {
    self.log = log
    super.init()
    title = name
  }

  private var name: String { title ?? "?" }

  override func loadView() {
    log.override("\(name).loadView")
    view = content
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.override("\(name).viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.override("\(name).viewWillAppear\(flag(animated))")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.override("\(name).viewDidAppear\(flag(animated))")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.override("\(name).viewWillDisappear\(flag(animated))")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.override("\(name).viewDidDisappear\(flag(animated))")
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    log.override("\(name).setEditing(\(editing))\(flag(animated))")
  }
}

/// An observer that records every message, naming the controller by its title, so one
/// observer can watch several controllers.
@MainActor
final class RecordingObserver: ViewControllerLifecycleObserver {
  let log: EventLog

  init(log: EventLog) {
    self.log = log
  }

  private func record(_ viewController: ViewController, _ event: String) {
    log.observe("\(viewController.title ?? "?").\(event)")
  }

  func viewControllerDidLoadView(_ viewController: ViewController) {
    record(viewController, "didLoadView")
  }

  func viewController(_ viewController: ViewController, willAppear animated: Bool) {
    record(viewController, "willAppear\(flag(animated))")
  }

  func viewController(_ viewController: ViewController, didAppear animated: Bool) {
    record(viewController, "didAppear\(flag(animated))")
  }

  func viewController(_ viewController: ViewController, willDisappear animated: Bool) {
    record(viewController, "willDisappear\(flag(animated))")
  }

  func viewController(_ viewController: ViewController, didDisappear animated: Bool) {
    record(viewController, "didDisappear\(flag(animated))")
  }

  func viewController(_ viewController: ViewController, didSetEditing editing: Bool, animated: Bool) {
    record(viewController, "didSetEditing(\(editing))\(flag(animated))")
  }
}

/// A log, one observer, and controllers that record into the log and are watched by it.
@MainActor
struct LifecycleFixture {
  let log = EventLog()
  let observer: RecordingObserver

  init() {
    observer = RecordingObserver(log: log)
  }

  /// A recording controller, watched by the fixture's observer.
  func controller(_ name: String) -> RecordingViewController {
    let controller = RecordingViewController(name, log: log)
    controller.lifecycle.add(observer)
    return controller
  }

  /// A navigation controller titled "Nav", watched by the fixture's observer (it has no
  /// recording overrides: its own events are the observer's).
  func navigation(root: ViewController? = nil) -> NavigationController {
    let navigation = root.map { NavigationController(rootViewController: $0) } ?? NavigationController()
    navigation.title = "Nav"
    navigation.lifecycle.add(observer)
    return navigation
  }
}

extension ViewController {
  /// Puts the controller on screen, as a window would.
  func appearNow(animated: Bool = false) {
    beginAppearanceTransition(true, animated: animated)
    endAppearanceTransition()
  }

  /// Takes the controller off screen.
  func disappearNow(animated: Bool = false) {
    beginAppearanceTransition(false, animated: animated)
    endAppearanceTransition()
  }
}

/// The identities of `controllers`, to compare stacks by identity.
func ids(_ controllers: [ViewController]?) -> [ObjectIdentifier]? {
  controllers?.map(ObjectIdentifier.init)
}
