import DelegateKitTable
import Foundation
import Testing

/// The scroll view's frame, and the messages UIKit sends at the end of a user's scroll and
/// around a scroll to the top.
@MainActor
@Suite("ScrollView: frame, end of a user scroll, scroll to top")
struct ScrollViewMessagesTests {
  @Test("TableView(frame:style:): the frame's size is the visible area, its origin the front end's")
  func frame() {
    let table = TableView(frame: CGRect(x: 3, y: 2, width: 40, height: 10), style: .grouped)
    #expect(table.style == .grouped)
    #expect(table.frame == CGRect(x: 3, y: 2, width: 40, height: 10))
    #expect(table.bounds == CGRect(x: 0, y: 0, width: 40, height: 10))
    table.frame.size.height = 6
    #expect(table.bounds.size == CGSize(width: 40, height: 6))
    #expect(table.frame.origin == CGPoint(x: 3, y: 2))
    table.frame.origin = CGPoint(x: 0, y: 1)
    #expect(table.bounds.origin == .zero, "moving the frame does not scroll")
  }

  @Test("A user scroll that moves ends with deceleration, and the delegate hears it come to rest")
  func endOfAUserScroll() {
    let recorder = ScrollRecorder()
    let table = makeTable(height: 10)
    let rows = Recorder(rows: 100)
    table.dataSource = rows
    table.delegate = recorder
    table.layoutIfNeeded()
    #expect(table.userScroll(by: 5))
    #expect(
      recorder.log == [
        "willBeginDragging", "didScroll 5.0", "didEndDragging decelerate 5.0", "didEndDecelerating 5.0",
      ]
    )
    #expect(recorder.deceleratingWhenDraggingEnded == [true])
    #expect(!table.isDecelerating)
    recorder.log = []
    // At the top already: nothing moves, nothing glides.
    table.contentOffset = .zero
    recorder.log = []
    #expect(!table.userScroll(by: -3))
    #expect(recorder.log == ["willBeginDragging", "didEndDragging 0.0"])
  }

  @Test("A scroll to the top asks the delegate, scrolls above the top inset, and reports it")
  func scrollToTop() {
    let recorder = ScrollRecorder()
    let table = makeTable(height: 10)
    let rows = Recorder(rows: 100)
    table.dataSource = rows
    table.delegate = recorder
    table.contentInset = EdgeInsets(top: 2, left: 0, bottom: 0, right: 0)
    table.layoutIfNeeded()
    table.contentOffset = CGPoint(x: 0, y: 40)
    recorder.log = []
    #expect(table.userScrollToTop())
    #expect(table.contentOffset.y == -2)
    #expect(recorder.log == ["shouldScrollToTop", "didScroll -2.0", "didScrollToTop -2.0"])

    // The delegate refuses: nothing moves, nothing is reported.
    table.contentOffset = CGPoint(x: 0, y: 40)
    recorder.allowsScrollToTop = false
    recorder.log = []
    #expect(!table.userScrollToTop())
    #expect(table.contentOffset.y == 40)
    #expect(recorder.log == ["shouldScrollToTop"])

    // The view refuses: the delegate is not even asked.
    recorder.allowsScrollToTop = true
    table.scrollsToTop = false
    recorder.log = []
    #expect(!table.userScrollToTop())
    #expect(recorder.log.isEmpty)
  }

  @Test("SearchBar.text is nil until set or typed, as in UIKit; the user's edits read nil as empty")
  func searchBarText() {
    let bar = SearchBar()
    #expect(bar.text == nil)
    #expect(!bar.userDeleteBackward())
    bar.userClear()
    #expect(bar.text == nil)
    #expect(bar.userType("ab"))
    #expect(bar.text == "ab")
    bar.userClear()
    #expect(bar.text == "")
    bar.text = nil
    #expect(bar.userType("c"))
    #expect(bar.text == "c")
  }
}

/// A scroll view delegate that records what it hears, with the offset at the time.
@MainActor
private final class ScrollRecorder: ScrollViewDelegate {
  var log: [String] = []
  var deceleratingWhenDraggingEnded: [Bool] = []
  var allowsScrollToTop = true

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    log.append("didScroll \(scrollView.contentOffset.y)")
  }

  func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    log.append("willBeginDragging")
  }

  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    log.append("didEndDragging \(decelerate ? "decelerate " : "")\(scrollView.contentOffset.y)")
    deceleratingWhenDraggingEnded.append(scrollView.isDecelerating)
  }

  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    log.append("didEndDecelerating \(scrollView.contentOffset.y)")
  }

  func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
    log.append("shouldScrollToTop")
    return allowsScrollToTop
  }

  func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
    log.append("didScrollToTop \(scrollView.contentOffset.y)")
  }
}
