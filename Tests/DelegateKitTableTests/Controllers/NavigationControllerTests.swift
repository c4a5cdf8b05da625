import DelegateKit
import DelegateKitTable
import Testing

@MainActor
@Suite("NavigationController: the stack and its appearance")
struct NavigationControllerTests {
  @Test("init(rootViewController:) links the root without loading it")
  func initWithRoot() {
    let fixture = LifecycleFixture()
    let root = fixture.controller("A")
    let navigation = fixture.navigation(root: root)
    #expect(ids(navigation.viewControllers) == ids([root]))
    #expect(navigation.topViewController === root)
    #expect(navigation.visibleViewController === root)
    #expect(root.navigationController === navigation)
    #expect(!root.isViewLoaded)
    #expect(fixture.log.all.isEmpty)
  }

  @Test("Appearing, the navigation controller hears each event first, then its top controller")
  func appearanceForwardsToTop() {
    let fixture = LifecycleFixture()
    let root = fixture.controller("A")
    let navigation = fixture.navigation(root: root)
    navigation.appearNow()
    #expect(
      fixture.log.all == [
        "Nav.didLoadView", "Nav.willAppear",
        "A.loadView", "A.didLoadView", "A.viewDidLoad", "A.willAppear", "A.viewWillAppear",
        "Nav.didAppear", "A.didAppear", "A.viewDidAppear",
      ]
    )
    fixture.log.clear()
    navigation.disappearNow(animated: true)
    #expect(
      fixture.log.all == [
        "Nav.willDisappear animated", "A.willDisappear animated", "A.viewWillDisappear animated",
        "Nav.didDisappear animated", "A.didDisappear animated", "A.viewDidDisappear animated",
      ]
    )
    #expect(root.appearance == .disappeared)
  }

  @Test("Push on screen: new loads, old will disappear, new will appear, old did disappear, new did appear")
  func pushOnScreen() {
    let fixture = LifecycleFixture()
    let (a, b) = (fixture.controller("A"), fixture.controller("B"))
    let navigation = fixture.navigation(root: a)
    navigation.appearNow()
    fixture.log.clear()
    navigation.pushViewController(b, animated: true)
    #expect(
      fixture.log.overrides == [
        "B.loadView", "B.viewDidLoad", "A.viewWillDisappear animated", "B.viewWillAppear animated",
        "A.viewDidDisappear animated", "B.viewDidAppear animated",
      ]
    )
    #expect(
      fixture.log.observed == [
        "B.didLoadView", "A.willDisappear animated", "B.willAppear animated", "A.didDisappear animated",
        "B.didAppear animated",
      ]
    )
    #expect(ids(navigation.viewControllers) == ids([a, b]))
    #expect(navigation.topViewController === b)
    #expect(b.navigationController === navigation)
    #expect(a.appearance == .disappeared)
    #expect(b.appearance == .appeared)
  }

  @Test("Push before the navigation controller appeared only loads; appearing then shows the new top")
  func pushOffScreen() {
    let fixture = LifecycleFixture()
    let (a, b) = (fixture.controller("A"), fixture.controller("B"))
    let navigation = fixture.navigation(root: a)
    navigation.pushViewController(b, animated: false)
    #expect(fixture.log.all == ["B.loadView", "B.didLoadView", "B.viewDidLoad"])
    fixture.log.clear()
    navigation.appearNow()
    #expect(fixture.log.overrides == ["B.viewWillAppear", "B.viewDidAppear"])
    #expect(!a.isViewLoaded)
  }

  @Test("Pop on screen: old will disappear, new will appear, old did disappear, new did appear")
  func popOnScreen() {
    let fixture = LifecycleFixture()
    let (a, b) = (fixture.controller("A"), fixture.controller("B"))
    let navigation = fixture.navigation(root: a)
    navigation.appearNow()
    navigation.pushViewController(b, animated: false)
    fixture.log.clear()
    let popped = navigation.popViewController(animated: true)
    #expect(popped === b)
    #expect(
      fixture.log.overrides == [
        "B.viewWillDisappear animated", "A.viewWillAppear animated", "B.viewDidDisappear animated",
        "A.viewDidAppear animated",
      ]
    )
    #expect(
      fixture.log.observed == [
        "B.willDisappear animated", "A.willAppear animated", "B.didDisappear animated", "A.didAppear animated",
      ]
    )
    #expect(ids(navigation.viewControllers) == ids([a]))
    #expect(b.navigationController == nil)
  }

  @Test("Popping the root does nothing and returns nil")
  func popRoot() {
    let fixture = LifecycleFixture()
    let navigation = fixture.navigation(root: fixture.controller("A"))
    navigation.appearNow()
    fixture.log.clear()
    #expect(navigation.popViewController(animated: false) == nil)
    #expect(navigation.popToRootViewController(animated: false) == nil)
    #expect(navigation.viewControllers.count == 1)
    #expect(NavigationController().popViewController(animated: false) == nil)
    #expect(NavigationController().popToRootViewController(animated: false) == nil)
    #expect(fixture.log.all.isEmpty)
  }

  @Test("Pop to root: only the old top and the root hear it; every popped controller is unlinked")
  func popToRoot() {
    let fixture = LifecycleFixture()
    let (a, b, c) = (fixture.controller("A"), fixture.controller("B"), fixture.controller("C"))
    let navigation = fixture.navigation(root: a)
    navigation.appearNow()
    navigation.pushViewController(b, animated: false)
    navigation.pushViewController(c, animated: false)
    fixture.log.clear()
    let popped = navigation.popToRootViewController(animated: false)
    #expect(ids(popped) == ids([b, c]))
    #expect(
      fixture.log.overrides == ["C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear"]
    )
    #expect(fixture.log.observed == ["C.willDisappear", "A.willAppear", "C.didDisappear", "A.didAppear"])
    #expect(ids(navigation.viewControllers) == ids([a]))
    #expect(b.navigationController == nil)
    #expect(c.navigationController == nil)
  }

  @Test("Pop to a controller: the ones above it leave; popping to the top returns nil")
  func popToViewController() {
    let fixture = LifecycleFixture()
    let (a, b, c, d) = (
      fixture.controller("A"), fixture.controller("B"), fixture.controller("C"), fixture.controller("D")
    )
    let navigation = fixture.navigation()
    navigation.setViewControllers([a, b, c, d], animated: false)
    navigation.appearNow()
    fixture.log.clear()
    #expect(navigation.popToViewController(d, animated: false) == nil)
    #expect(fixture.log.all.isEmpty)
    let popped = navigation.popToViewController(b, animated: false)
    #expect(ids(popped) == ids([c, d]))
    #expect(
      fixture.log.overrides == [
        "B.loadView", "B.viewDidLoad", "D.viewWillDisappear", "B.viewWillAppear", "D.viewDidDisappear",
        "B.viewDidAppear",
      ]
    )
    #expect(ids(navigation.viewControllers) == ids([a, b]))
    #expect(!a.isViewLoaded)
  }

  @Test("A controller keeps its navigation controller from before its viewDidLoad to after its viewDidDisappear")
  func navigationControllerLink() {
    final class LinkProbe: ViewController {
      var linked: [String: Bool] = [:]
      override func viewDidLoad() {
        super.viewDidLoad()
        linked["viewDidLoad"] = navigationController != nil
      }
      override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        linked["viewWillDisappear"] = navigationController != nil
      }
      override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        linked["viewDidDisappear"] = navigationController != nil
      }
    }
    let navigation = NavigationController(rootViewController: ViewController())
    navigation.appearNow()
    let probe = LinkProbe()
    #expect(probe.navigationController == nil)
    navigation.pushViewController(probe, animated: false)
    navigation.popViewController(animated: false)
    #expect(probe.linked == ["viewDidLoad": true, "viewWillDisappear": true, "viewDidDisappear": true])
    #expect(probe.navigationController == nil)
  }
}

@MainActor
@Suite("NavigationController: replacing the stack")
struct SetViewControllersTests {
  /// A navigation controller on screen with `controllers` on its stack, and a cleared log.
  private func onScreen(_ fixture: LifecycleFixture, _ controllers: [ViewController]) -> NavigationController {
    let navigation = fixture.navigation()
    navigation.setViewControllers(controllers, animated: false)
    navigation.appearNow()
    fixture.log.clear()
    return navigation
  }

  @Test("A new top new to the stack: the push order; the removed top is unlinked, the new one linked")
  func newTopJoins() {
    let fixture = LifecycleFixture()
    let (a, b, c) = (fixture.controller("A"), fixture.controller("B"), fixture.controller("C"))
    let navigation = onScreen(fixture, [a, b])
    navigation.setViewControllers([a, c], animated: true)
    #expect(
      fixture.log.overrides == [
        "C.loadView", "C.viewDidLoad", "B.viewWillDisappear animated", "C.viewWillAppear animated",
        "B.viewDidDisappear animated", "C.viewDidAppear animated",
      ]
    )
    #expect(ids(navigation.viewControllers) == ids([a, c]))
    #expect(b.navigationController == nil)
    #expect(c.navigationController === navigation)
  }

  @Test("A new top from lower on the stack: the same order, as for a pop")
  func newTopFromBelow() {
    let fixture = LifecycleFixture()
    let (a, b, c) = (fixture.controller("A"), fixture.controller("B"), fixture.controller("C"))
    let navigation = onScreen(fixture, [a, b, c])
    navigation.viewControllers = [a, b]
    #expect(
      fixture.log.overrides == [
        "B.loadView", "B.viewDidLoad", "C.viewWillDisappear", "B.viewWillAppear", "C.viewDidDisappear",
        "B.viewDidAppear",
      ]
    )
    #expect(c.navigationController == nil)
  }

  @Test("The same top: nobody hears anything, though the controllers below change")
  func sameTop() {
    let fixture = LifecycleFixture()
    let (a, b, c) = (fixture.controller("A"), fixture.controller("B"), fixture.controller("C"))
    let navigation = onScreen(fixture, [a, b])
    navigation.setViewControllers([c, b], animated: true)
    #expect(fixture.log.all.isEmpty)
    #expect(ids(navigation.viewControllers) == ids([c, b]))
    #expect(a.navigationController == nil)
    #expect(c.navigationController === navigation)
    #expect(!c.isViewLoaded)
  }

  @Test("Emptying the stack hides the top; pushing on the empty stack shows the new one alone")
  func emptyStack() {
    let fixture = LifecycleFixture()
    let (a, b) = (fixture.controller("A"), fixture.controller("B"))
    let navigation = onScreen(fixture, [a])
    navigation.setViewControllers([], animated: false)
    #expect(navigation.topViewController == nil)
    #expect(navigation.visibleViewController == nil)
    #expect(fixture.log.overrides == ["A.viewWillDisappear", "A.viewDidDisappear"])
    fixture.log.clear()
    navigation.pushViewController(b, animated: false)
    #expect(fixture.log.overrides == ["B.loadView", "B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
  }

  @Test("Off screen, replacing the stack only loads the new top")
  func offScreen() {
    let fixture = LifecycleFixture()
    let (a, b) = (fixture.controller("A"), fixture.controller("B"))
    let navigation = fixture.navigation(root: a)
    navigation.setViewControllers([a, b], animated: true)
    #expect(fixture.log.all == ["B.loadView", "B.didLoadView", "B.viewDidLoad"])
  }
}
