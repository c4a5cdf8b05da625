import DelegateKit
import DelegateKitTable
import Testing

@MainActor
@Suite("ViewController: loading the view")
struct ViewLoadingTests {
  @Test("A new controller has not loaded its view, and looking does not load it")
  func notLoadedAtFirst() {
    let fixture = LifecycleFixture()
    let controller = fixture.controller("A")
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(!controller.isViewLoaded)
    #expect(fixture.log.all.isEmpty)
  }

  @Test("Reading view loads it once: loadView, then viewDidLoad, whose super tells the observers")
  func readingViewLoads() {
    let fixture = LifecycleFixture()
    let controller = fixture.controller("A")
    #expect(controller.view === controller.content)
    #expect(controller.isViewLoaded)
    #expect(fixture.log.all == ["A.loadView", "A.didLoadView", "A.viewDidLoad"])
    #expect(controller.view === controller.content)
    controller.loadViewIfNeeded()
    #expect(fixture.log.all == ["A.loadView", "A.didLoadView", "A.viewDidLoad"])
    #expect(controller.viewIfLoaded === controller.content)
  }

  @Test("loadViewIfNeeded loads without reading the view")
  func loadViewIfNeeded() {
    let fixture = LifecycleFixture()
    let controller = fixture.controller("A")
    controller.loadViewIfNeeded()
    #expect(controller.isViewLoaded)
    #expect(fixture.log.overrides == ["A.loadView", "A.viewDidLoad"])
    #expect(fixture.log.observed == ["A.didLoadView"])
  }

  @Test("The base loadView creates nothing but marks the view loaded")
  func baseLoadView() {
    let controller = ViewController()
    #expect(controller.view == nil)
    #expect(controller.isViewLoaded)
  }

  @Test("A view given before loading survives the base loadView")
  func viewGivenBeforeLoading() {
    final class Content {}
    let content = Content()
    let controller = ViewController()
    controller.view = content
    #expect(!controller.isViewLoaded)
    #expect(controller.view === content)
    #expect(controller.isViewLoaded)
  }

  @Test("loadView may read the view it has just set without loading again")
  func readingViewInsideLoadView() {
    final class Reader: ViewController {
      var loads = 0
      var readInside: AnyObject?
      let content = RecordingViewController.Content()
      override func loadView() {
        loads += 1
        view = content
        readInside = view
      }
    }
    let controller = Reader()
    controller.loadViewIfNeeded()
    #expect(controller.loads == 1)
    #expect(controller.readInside === controller.content)
  }
}

@MainActor
@Suite("ViewController: appearance, editing and title")
struct ViewControllerAppearanceTests {
  @Test("Appearing and disappearing: each override after its super, which tells the observers first")
  func appearanceCycle() {
    let fixture = LifecycleFixture()
    let controller = fixture.controller("A")
    #expect(controller.appearance == .disappeared)
    controller.beginAppearanceTransition(true, animated: true)
    #expect(controller.appearance == .appearing)
    controller.endAppearanceTransition()
    #expect(controller.appearance == .appeared)
    controller.beginAppearanceTransition(false, animated: false)
    #expect(controller.appearance == .disappearing)
    controller.endAppearanceTransition()
    #expect(controller.appearance == .disappeared)
    #expect(
      fixture.log.all == [
        "A.loadView", "A.didLoadView", "A.viewDidLoad",
        "A.willAppear animated", "A.viewWillAppear animated",
        "A.didAppear animated", "A.viewDidAppear animated",
        "A.willDisappear", "A.viewWillDisappear",
        "A.didDisappear", "A.viewDidDisappear",
      ]
    )
  }

  @Test("Calls that change nothing are ignored, so will and did stay paired")
  func unbalancedCallsIgnored() {
    let fixture = LifecycleFixture()
    let controller = fixture.controller("A")
    controller.loadViewIfNeeded()
    fixture.log.clear()
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(false, animated: false)
    controller.beginAppearanceTransition(true, animated: false)
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(true, animated: false)
    #expect(fixture.log.overrides == ["A.viewWillAppear", "A.viewDidAppear"])
    #expect(fixture.log.observed == ["A.willAppear", "A.didAppear"])
  }

  @Test("Hiding a controller that is still appearing cancels its appearance")
  func cancelledAppearance() {
    let fixture = LifecycleFixture()
    let controller = fixture.controller("A")
    controller.loadViewIfNeeded()
    fixture.log.clear()
    controller.beginAppearanceTransition(true, animated: true)
    controller.beginAppearanceTransition(false, animated: true)
    controller.endAppearanceTransition()
    #expect(
      fixture.log.overrides == [
        "A.viewWillAppear animated", "A.viewWillDisappear animated", "A.viewDidDisappear animated",
      ]
    )
    #expect(controller.appearance == .disappeared)
  }

  @Test("setEditing sets isEditing, then the override and observers hear it, on every call")
  func setEditing() {
    let fixture = LifecycleFixture()
    let controller = fixture.controller("A")
    #expect(!controller.isEditing)
    controller.setEditing(true, animated: true)
    #expect(controller.isEditing)
    controller.setEditing(true, animated: false)
    controller.isEditing = false
    #expect(!controller.isEditing)
    #expect(
      fixture.log.all == [
        "A.didSetEditing(true) animated", "A.setEditing(true) animated",
        "A.didSetEditing(true)", "A.setEditing(true)",
        "A.didSetEditing(false)", "A.setEditing(false)",
      ]
    )
    #expect(!controller.isViewLoaded)
  }

  @Test("Observers hear each event in the order they were added")
  func observerOrder() {
    let log = EventLog()
    let first = RecordingObserver(log: log)
    let second = RecordingObserver(log: log)
    let controller = ViewController()
    controller.title = "A"
    controller.lifecycle.add(first)
    controller.lifecycle.add(second)
    controller.appearNow()
    #expect(
      log.observed == ["A.didLoadView", "A.didLoadView", "A.willAppear", "A.willAppear", "A.didAppear", "A.didAppear"]
    )
  }

  @Test("The title is the controller's own")
  func title() {
    let controller = ViewController()
    #expect(controller.title == nil)
    controller.title = "Contacts"
    #expect(controller.title == "Contacts")
  }
}

@MainActor
@Suite("ViewController: observer lifetime")
struct LifecycleObserverLifetimeTests {
  @Test("An observer is held weakly: once released it hears nothing more")
  func observersAreWeak() {
    let log = EventLog()
    let controller = ViewController()
    controller.title = "A"
    weak var released: RecordingObserver?
    do {
      let observer = RecordingObserver(log: log)
      released = observer
      controller.lifecycle.add(observer)
      controller.loadViewIfNeeded()
      #expect(controller.lifecycle.count == 1)
    }
    #expect(released == nil)
    #expect(controller.lifecycle.count == 0)
    controller.appearNow()
    #expect(log.observed == ["A.didLoadView"])
  }

  @Test("An observer added with strong retention lives as long as the controller")
  func strongRetention() {
    let log = EventLog()
    weak var observer: RecordingObserver?
    weak var released: ViewController?
    do {
      let controller = ViewController()
      released = controller
      controller.title = "A"
      do {
        let strong = RecordingObserver(log: log)
        observer = strong
        controller.lifecycle.add(strong, retention: .strong)
      }
      #expect(observer != nil)
      controller.appearNow()
      #expect(log.observed == ["A.didLoadView", "A.willAppear", "A.didAppear"])
    }
    #expect(released == nil)
    #expect(observer == nil)
  }

  @Test("Removing an observer stops its messages")
  func removing() {
    let fixture = LifecycleFixture()
    let controller = fixture.controller("A")
    controller.loadViewIfNeeded()
    controller.lifecycle.remove(fixture.observer)
    controller.appearNow()
    #expect(fixture.log.observed == ["A.didLoadView"])
    #expect(fixture.log.overrides == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
  }

  @Test("A controller with observers and a loaded view is released with its last reference")
  func noLeak() {
    let fixture = LifecycleFixture()
    weak var released: RecordingViewController?
    weak var content: RecordingViewController.Content?
    do {
      let controller = fixture.controller("A")
      released = controller
      content = controller.content
      controller.appearNow()
      controller.setEditing(true, animated: false)
      controller.disappearNow()
    }
    #expect(released == nil)
    #expect(content == nil)
  }
}
