// DGCharts' ChartViewDelegate, transcribed from https://github.com/ChartsOrg/Charts (formerly
// danielgindi/Charts) at 5.1.0-27-g1bad5469 (1bad5469f57628782110b05996d4fa00473abf06):
// - Source/Charts/Charts/ChartViewBase.swift, lines 24-48: `@objc public protocol
//   ChartViewDelegate`, six `@objc optional` methods and no defaults. Objective-C optional
//   requirements do not exist on Linux: here the protocol is a `@Delegate` protocol of its own
//   (not a foreign one) and each requirement is `@Optional`, doing nothing when left out, as an
//   unimplemented `@objc optional` method does (`delegate?.chartScaled?(…)`).
// - How the library calls it: `highlightValue(_:callDelegate:)` (ChartViewBase.swift lines
//   439-468) sends `chartValueNothingSelected` for a nil or unknown highlight and
//   `chartValueSelected` otherwise, only when `callDelegate` (a touch, not code);
//   `animatorStopped` sends `chartView(_:animatorDidStop:)` (line 870); BarLineChartViewBase.swift
//   sends `chartScaled` during a pinch (lines 582, 668), `chartTranslated` when a pan moves the
//   view port (line 828) and `chartViewDidEndPanning` at the end of a pan (line 799).
// The protocol carries no isolation in the library (its views are UIKit's, so calls come on
// the main thread); none is added. The stand-in `ChartViewBase` keeps its `delegate` and the
// calling code of `highlightValue(_:callDelegate:)`; its data is a plain array of entries.
// Left out: nothing (six requirements).
import DelegateKit
import Foundation
import Testing

/// DGCharts' `ChartDataEntry`, an x and a y.
final class ChartDataEntry {
  let x: Double
  let y: Double

  init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// DGCharts' `Highlight`: which entry of which data set.
final class Highlight {
  let x: Double
  let y: Double
  let dataSetIndex: Int

  init(x: Double, y: Double, dataSetIndex: Int) {
    self.x = x
    self.y = y
    self.dataSetIndex = dataSetIndex
  }
}

/// DGCharts' `Animator`.
final class Animator {}

/// DGCharts' chart view delegate; every method `@objc optional` in the library.
@Delegate
protocol ChartViewDelegate: AnyObject {
  @Optional func chartValueSelected(_ chartView: ChartViewBase, entry: ChartDataEntry, highlight: Highlight)
  @Optional func chartViewDidEndPanning(_ chartView: ChartViewBase)
  @Optional func chartValueNothingSelected(_ chartView: ChartViewBase)
  @Optional func chartScaled(_ chartView: ChartViewBase, scaleX: CGFloat, scaleY: CGFloat)
  @Optional func chartTranslated(_ chartView: ChartViewBase, dX: CGFloat, dY: CGFloat)
  @Optional func chartView(_ chartView: ChartViewBase, animatorDidStop animator: Animator)
}

/// A stand-in for DGCharts' `ChartViewBase`, with the library's delegate calls.
final class ChartViewBase {
  weak var delegate: (any ChartViewDelegate)?
  var entries: [ChartDataEntry] = []
  private(set) var highlighted: [Highlight] = []

  /// DGCharts' `highlightValue(_:callDelegate:)`.
  func highlightValue(_ highlight: Highlight?, callDelegate: Bool) {
    guard let h = highlight, let entry = entries.first(where: { $0.x == h.x }) else {
      highlighted.removeAll(keepingCapacity: false)
      if callDelegate {
        delegate?.chartValueNothingSelected(self)
      }
      return
    }
    highlighted = [h]
    if callDelegate {
      delegate?.chartValueSelected(self, entry: entry, highlight: h)
    }
  }

  /// A pinch: `chartScaled`; a pan: `chartTranslated` for each move, then `chartViewDidEndPanning`.
  func pinch(scaleX: CGFloat, scaleY: CGFloat) { delegate?.chartScaled(self, scaleX: scaleX, scaleY: scaleY) }

  func pan(_ moves: [CGPoint]) {
    for move in moves where move != .zero {
      delegate?.chartTranslated(self, dX: move.x, dY: move.y)
    }
    delegate?.chartViewDidEndPanning(self)
  }

  /// DGCharts' `animatorStopped(_:)`.
  func animatorStopped(_ chartAnimator: Animator) { delegate?.chartView(self, animatorDidStop: chartAnimator) }
}

/// Shows the selected value; its methods in an extension, as most apps write them.
final class ValueBalloon {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }
}

extension ValueBalloon: ChartViewDelegate {
  func chartValueSelected(_ chartView: ChartViewBase, entry: ChartDataEntry, highlight: Highlight) {
    journal.record("balloon.show(\(entry.x), \(entry.y))")
  }

  func chartValueNothingSelected(_ chartView: ChartViewBase) {
    journal.record("balloon.hide")
  }
}

/// Keeps a linked chart's view port in step: scale, translation, end of panning, animation.
final class ViewportSync: ChartViewDelegate {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }

  func chartScaled(_ chartView: ChartViewBase, scaleX: CGFloat, scaleY: CGFloat) {
    journal.record("sync.scaled(\(scaleX), \(scaleY))")
  }

  func chartTranslated(_ chartView: ChartViewBase, dX: CGFloat, dY: CGFloat) {
    journal.record("sync.translated(\(dX), \(dY))")
  }

  func chartViewDidEndPanning(_ chartView: ChartViewBase) {
    journal.record("sync.endPanning")
  }

  func chartView(_ chartView: ChartViewBase, animatorDidStop animator: Animator) {
    journal.record("sync.animatorDidStop")
  }

  func chartValueSelected(_ chartView: ChartViewBase, entry: ChartDataEntry, highlight: Highlight) {
    journal.record("sync.select(\(highlight.dataSetIndex))")
  }
}

@Suite("ChartViewDelegate: six @objc optional methods as @Optional requirements")
struct ChartViewDelegateCorpusTests {
  func makeChart() -> ChartViewBase {
    let chart = ChartViewBase()
    chart.entries = [ChartDataEntry(x: 1, y: 10), ChartDataEntry(x: 2, y: 20)]
    return chart
  }

  @Test("A tap selects then deselects: each call reaches its implementers in order, no one else")
  func selection() {
    let journal = Journal()
    let balloon = ValueBalloon(journal: journal)
    let sync = ViewportSync(journal: journal)
    let delegates = ChartViewDelegateMulticast()
    delegates.add(balloon)
    delegates.add(sync)
    let chart = makeChart()
    chart.delegate = delegates
    #expect(delegates.responds(to: .chartValueNothingSelected), "not called yet: either may implement it")

    chart.highlightValue(Highlight(x: 2, y: 20, dataSetIndex: 0), callDelegate: true)
    chart.highlightValue(Highlight(x: 2, y: 20, dataSetIndex: 0), callDelegate: false)
    chart.highlightValue(nil, callDelegate: true)
    chart.highlightValue(Highlight(x: 9, y: 0, dataSetIndex: 1), callDelegate: true)

    #expect(journal.entries == ["balloon.show(2.0, 20.0)", "sync.select(0)", "balloon.hide", "balloon.hide"])
    #expect(delegates.responds(to: .chartValueNothingSelected), "the balloon implements it")
    #expect(delegates.responds(to: .chartValueSelectedEntryHighlight))
    withExtendedLifetime((balloon, sync)) {}
  }

  @Test("A pinch, a pan and the end of an animation reach the view port sync only")
  func gestures() {
    let journal = Journal()
    let balloon = ValueBalloon(journal: journal)
    let sync = ViewportSync(journal: journal)
    let delegates = ChartViewDelegateMulticast()
    delegates.add(balloon)
    delegates.add(sync)
    let chart = makeChart()
    chart.delegate = delegates

    chart.pinch(scaleX: 2, scaleY: 1)
    chart.pan([CGPoint(x: 5, y: 0), .zero, CGPoint(x: -3, y: 1)])
    chart.animatorStopped(Animator())

    #expect(
      journal.entries == [
        "sync.scaled(2.0, 1.0)", "sync.translated(5.0, 0.0)", "sync.translated(-3.0, 1.0)", "sync.endPanning",
        "sync.animatorDidStop",
      ]
    )
    #expect(delegates.responds(to: .chartScaledScaleXScaleY), "the sync implements it")
    #expect(delegates.responds(to: .chartViewDidEndPanning))
    withExtendedLifetime((balloon, sync)) {}
  }

  @Test("Nobody implements it: nothing happens, and responds(to:) learns it")
  func unimplemented() {
    let journal = Journal()
    let balloon = ValueBalloon(journal: journal)
    let delegates = ChartViewDelegateMulticast()
    delegates.add(balloon)
    let chart = makeChart()
    chart.delegate = delegates

    #expect(delegates.responds(to: .chartScaledScaleXScaleY))
    chart.pinch(scaleX: 1.5, scaleY: 1.5)
    #expect(!delegates.responds(to: .chartScaledScaleXScaleY), "the balloon's default ran")
    ChartViewDelegateMulticast().chartTranslated(chart, dX: 1, dY: 1)
    #expect(journal.entries.isEmpty)
    withExtendedLifetime(balloon) {}
  }

  @Test("A proxy, and a router that gives the chart to the delegate of the current mode")
  func proxyAndRouter() {
    let journal = Journal()
    let balloon = ValueBalloon(journal: journal)
    let sync = ViewportSync(journal: journal)
    let chart = makeChart()

    let proxy = ChartViewDelegateProxy(balloon)
    chart.delegate = proxy
    chart.highlightValue(Highlight(x: 1, y: 10, dataSetIndex: 0), callDelegate: true)
    chart.pinch(scaleX: 2, scaleY: 2)
    proxy.delegate = nil
    chart.highlightValue(nil, callDelegate: true)

    enum Mode { case inspect, navigate }
    let router = ChartViewDelegateRouter<Mode>()
    router.setDelegate(balloon, for: .inspect)
    router.setDelegate(sync, for: .navigate)
    chart.delegate = router
    router.select(.navigate)
    chart.pan([CGPoint(x: 1, y: 0)])
    router.select(.inspect)
    chart.pan([CGPoint(x: 1, y: 0)])
    chart.highlightValue(nil, callDelegate: true)

    #expect(
      journal.entries == ["balloon.show(1.0, 10.0)", "sync.translated(1.0, 0.0)", "sync.endPanning", "balloon.hide"]
    )
    withExtendedLifetime((balloon, sync)) {}
  }
}
