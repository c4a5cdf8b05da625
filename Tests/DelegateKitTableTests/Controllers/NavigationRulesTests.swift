import DelegateKit
import DelegateKitTable
import Testing

/// Pushes `next` onto its controller's navigation controller when that controller will
/// appear or did appear, once.
@MainActor
final class PushingObserver: ViewControllerLifecycleObserver {
  enum Moment { case willAppear, didAppear }
  let moment: Moment
  var next: ViewController?

  init(at moment: Moment, pushing next: ViewController) {
    self.moment = moment
    self.next = next
  }

  private func push(from viewController: ViewController, at moment: Moment) {
    guard moment == self.moment, let next else { return }
    self.next = nil
    let navigation = viewController as? NavigationController ?? viewController.navigationController
    navigation?.pushViewController(next, animated: false)
  }

  func viewController(_ viewController: ViewController, willAppear animated: Bool) {
    push(from: viewController, at: .willAppear)
  }

  func viewController(_ viewController: ViewController, didAppear animated: Bool) {
    push(from: viewController, at: .didAppear)
  }
}

@MainActor
@Suite("NavigationController: transitions started from callbacks, and lifetimes")
struct NavigationCallbackTests {
  @Test("The new top's viewDidAppear ends the transition: it may push the next controller")
  func pushFromDidAppear() {
    let fixture = LifecycleFixture()
    let (a, b, c) = (fixture.controller("A"), fixture.controller("B"), fixture.controller("C"))
    let navigation = fixture.navigation(root: a)
    navigation.appearNow()
    let pusher = PushingObserver(at: .didAppear, pushing: c)
    b.lifecycle.add(pusher)
    fixture.log.clear()
    navigation.pushViewController(b, animated: false)
    #expect(
      fixture.log.observed == [
        "B.didLoadView", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
        "C.didLoadView", "B.willDisappear", "C.willAppear", "B.didDisappear", "C.didAppear",
      ]
    )
    #expect(ids(navigation.viewControllers) == ids([a, b, c]))
    #expect(b.appearance == .disappeared)
    #expect(c.appearance == .appeared)
  }

  @Test("A push while the navigation controller appears shows the pushed controller alone")
  func pushWhileAppearing() {
    let fixture = LifecycleFixture()
    let (a, b) = (fixture.controller("A"), fixture.controller("B"))
    let navigation = fixture.navigation(root: a)
    let pusher = PushingObserver(at: .willAppear, pushing: b)
    navigation.lifecycle.add(pusher)
    navigation.appearNow()
    #expect(
      fixture.log.all == [
        "Nav.didLoadView", "Nav.willAppear",
        "B.loadView", "B.didLoadView", "B.viewDidLoad", "B.willAppear", "B.viewWillAppear",
        "Nav.didAppear", "B.didAppear", "B.viewDidAppear",
      ]
    )
    #expect(!a.isViewLoaded)
    #expect(a.appearance == .disappeared)
  }

  @Test("A push from the root's viewWillAppear cancels the root's appearance")
  func pushFromAppearingRoot() {
    let fixture = LifecycleFixture()
    let (a, b) = (fixture.controller("A"), fixture.controller("B"))
    let navigation = fixture.navigation(root: a)
    a.lifecycle.add(PushingObserver(at: .willAppear, pushing: b), retention: .strong)
    navigation.appearNow()
    #expect(
      fixture.log.observed == [
        "Nav.didLoadView", "Nav.willAppear", "A.didLoadView", "A.willAppear",
        "B.didLoadView", "A.willDisappear", "B.willAppear", "A.didDisappear",
        "Nav.didAppear", "B.didAppear",
      ]
    )
    #expect(a.appearance == .disappeared)
    #expect(b.appearance == .appeared)
  }

  @Test("A push while the navigation controller disappears finishes the old top and leaves the new one hidden")
  func pushWhileDisappearing() {
    let fixture = LifecycleFixture()
    let (a, b) = (fixture.controller("A"), fixture.controller("B"))
    let navigation = fixture.navigation(root: a)
    navigation.appearNow()
    fixture.log.clear()
    navigation.beginAppearanceTransition(false, animated: false)
    navigation.pushViewController(b, animated: false)
    navigation.endAppearanceTransition()
    #expect(
      fixture.log.observed == [
        "Nav.willDisappear", "A.willDisappear", "B.didLoadView", "A.didDisappear", "Nav.didDisappear",
      ]
    )
    #expect(b.appearance == .disappeared)
  }

  @Test("A navigation controller and its stack are released with their last reference; a popped controller is not kept")
  func noLeak() {
    let fixture = LifecycleFixture()
    weak var navigation: NavigationController?
    weak var root: RecordingViewController?
    weak var popped: RecordingViewController?
    do {
      let a = fixture.controller("A")
      let strongNavigation = fixture.navigation(root: a)
      navigation = strongNavigation
      root = a
      strongNavigation.appearNow()
      do {
        let b = fixture.controller("B")
        popped = b
        strongNavigation.pushViewController(b, animated: true)
        strongNavigation.pushViewController(fixture.controller("C"), animated: true)
        _ = strongNavigation.popToRootViewController(animated: true)
      }
      #expect(popped == nil)
      strongNavigation.pushViewController(fixture.controller("D"), animated: true)
    }
    #expect(navigation == nil)
    #expect(root == nil)
  }
}

#if !os(Windows)
@Suite("NavigationController: misuse stops the program with the rule broken")
struct NavigationMisuseTests {
  @Test("Pushing a controller already on the stack")
  func pushTwice() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let root = ViewController()
          NavigationController(rootViewController: root).pushViewController(root, animated: false)
        }
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("already on this navigation stack"))
  }

  @Test("Pushing a controller on another navigation controller's stack")
  func pushFromAnotherStack() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let root = ViewController()
          withExtendedLifetime(NavigationController(rootViewController: root)) {
            NavigationController().pushViewController(root, animated: false)
          }
        }
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("on another navigation stack"))
  }

  @Test("Pushing a navigation controller")
  func pushNavigationController() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          NavigationController().pushViewController(NavigationController(), animated: false)
        }
      }
    )
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "pushing a navigation controller is not supported"
      )
    )
  }

  @Test("Popping to a controller that is not on the stack")
  func popToStranger() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          _ = NavigationController(rootViewController: ViewController())
            .popToViewController(ViewController(), animated: false)
        }
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("is not on this navigation stack"))
  }

  @Test("A stack with a controller twice")
  func duplicateInStack() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let controller = ViewController()
          NavigationController().setViewControllers([controller, controller], animated: false)
        }
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("appears more than once"))
  }

  @Test("A push from a will-appear callback of another push")
  func nestedPush() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let navigation = NavigationController(rootViewController: ViewController())
          navigation.appearNow()
          let pushed = ViewController()
          pushed.lifecycle.add(PushingObserver(at: .willAppear, pushing: ViewController()), retention: .strong)
          navigation.pushViewController(pushed, animated: false)
        }
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("transitions do not nest"))
  }
}
#endif
