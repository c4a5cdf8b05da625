import DelegateKit
import DelegateKitTable
import Foundation
import Testing

@MainActor
@Suite("Parts: attaching to a view controller")
struct ViewControllerPartTests {
  @Test("attach registers the part in lifecycle, tells it once, and returns it")
  func attachRegisters() {
    let controller = ViewController()
    let part = RecordingPart()
    #expect(controller.attach(part) === part)
    #expect(controller.lifecycle.contains(part))
    #expect(part.events == ["didAttach"])
    controller.attach(part)
    #expect(part.events == ["didAttach"])
    #expect(controller.lifecycle.count == 1)
  }

  @Test("The controller keeps an attached part alive, and lets it go when detached")
  func controllerKeepsPart() {
    let controller = ViewController()
    weak var part: RecordingPart?
    do {
      let attached = RecordingPart()
      part = attached
      controller.attach(attached)
    }
    #expect(part != nil)
    if let part { controller.detach(part) }
    #expect(part == nil)
  }

  @Test("Detaching tells the part once; detaching a part that is not attached does nothing")
  func detachTellsOnce() {
    let controller = ViewController()
    let part = RecordingPart()
    controller.detach(part)
    #expect(part.events.isEmpty)
    controller.attach(part)
    controller.detach(part)
    controller.detach(part)
    #expect(part.events == ["didAttach", "didDetach"])
    controller.appearNow()
    #expect(part.events == ["didAttach", "didDetach"])
  }

  @Test("Parts hear the lifecycle through the multicast, in the order they were attached, after earlier observers")
  func order() {
    let fixture = LifecycleFixture()
    let controller = fixture.controller("A")
    let (first, second) = (RecordingPart("first", log: fixture.log), RecordingPart("second", log: fixture.log))
    controller.attach(first)
    controller.attach(second)
    controller.loadViewIfNeeded()
    fixture.log.clear()
    controller.appearNow()
    #expect(
      fixture.log.all == [
        "A.willAppear", "first.willAppear", "second.willAppear", "A.viewWillAppear",
        "A.didAppear", "first.didAppear", "second.didAppear", "A.viewDidAppear",
      ]
    )
  }

  @Test("part(ofType:) finds the first attached part of a type")
  func findPart() {
    let controller = ViewController()
    #expect(controller.part(ofType: RecordingPart.self) == nil)
    let table = controller.attach(TableViewControllerPart())
    let first = controller.attach(RecordingPart("first"))
    controller.attach(RecordingPart("second"))
    #expect(controller.part(ofType: RecordingPart.self) === first)
    #expect(controller.part(ofType: TableViewControllerPart.self) === table)
  }
}
