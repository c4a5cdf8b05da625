// MKMapViewDelegate (iOS), transcribed from
// https://developer.apple.com/documentation/mapkit/mkmapviewdelegate and its methods' pages
// (.../mapview(_:rendererfor:), .../mapview(_:didadd:)-793gj, .../mapview(_:didselect:)-9km43,
// .../mapview(_:selectionaccessoryfor:)).
// 25 requirements, all optional as in MapKit.
// Left out: mapView(_:viewFor:) for overlays and mapView(_:didAdd:) for overlay views
// (MKOverlayView, deprecated since iOS 7 and unavailable since iOS 13).
// Overloads, as in MapKit: mapView(_:didAdd:) takes annotation views or overlay renderers, and
// mapView(_:didSelect:) / mapView(_:didDeselect:) an annotation view or (iOS 16) an annotation.
// Defaults:
// - viewFor annotation: nil, the map's standard view (the page: return nil for the default view);
// - rendererFor overlay: its return is not optional and the page states no default. Unclear;
//   the nearest documented behaviour is that of MKOverlayRenderer itself, whose subclasses must
//   override draw(_:zoomScale:in:) to draw anything: a plain MKOverlayRenderer for the overlay,
//   which draws nothing, as MapKit draws nothing for an overlay it has no renderer for;
// - clusterAnnotationForMemberAnnotations: not stated; a cluster of the members, what MapKit
//   shows when the delegate does not make its own;
// - selectionAccessoryFor: nil, "No accessory will be displayed if ... nil is returned".
// CLLocationCoordinate2D is in CoreLocation/CLLocationManagerDelegateCorpus.swift, UIView and
// UIControl in UIKit/UIKitStubs.swift.
import DelegateKit
import Foundation
import Testing

/// `MKMapView`.
final class MKMapView {
  var userTrackingMode = MKUserTrackingMode.none
}

/// `MKAnnotation`.
protocol MKAnnotation: AnyObject {
  var coordinate: CLLocationCoordinate2D { get }
  var title: String? { get }
}

/// `MKPointAnnotation`.
final class MKPointAnnotation: MKAnnotation {
  let coordinate: CLLocationCoordinate2D
  let title: String?

  init(title: String, latitude: Double, longitude: Double) {
    self.title = title
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
  }
}

/// `MKUserLocation`.
final class MKUserLocation: MKAnnotation {
  var coordinate = CLLocationCoordinate2D(latitude: 0, longitude: 0)
  var title: String? { "My Location" }
}

/// `MKClusterAnnotation`.
final class MKClusterAnnotation: MKAnnotation {
  let memberAnnotations: [any MKAnnotation]
  var coordinate: CLLocationCoordinate2D {
    memberAnnotations.first?.coordinate ?? CLLocationCoordinate2D(latitude: 0, longitude: 0)
  }
  var title: String?

  init(memberAnnotations: [any MKAnnotation]) {
    self.memberAnnotations = memberAnnotations
  }
}

/// `MKAnnotationView`, with its nested `DragState` (MapKit's cases).
final class MKAnnotationView {
  /// `MKAnnotationView.DragState`.
  enum DragState: Int, Sendable {
    case none, starting, dragging, canceling, ending
  }

  let annotation: (any MKAnnotation)?
  let reuseIdentifier: String?

  init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
    self.annotation = annotation
    self.reuseIdentifier = reuseIdentifier
  }
}

/// `MKOverlay`.
protocol MKOverlay: MKAnnotation {}

/// `MKPolyline`.
final class MKPolyline: MKOverlay {
  let coordinate = CLLocationCoordinate2D(latitude: 0, longitude: 0)
  let title: String?

  init(title: String) {
    self.title = title
  }
}

/// `MKOverlayRenderer`: draws nothing itself.
class MKOverlayRenderer {
  let overlay: any MKOverlay

  init(overlay: any MKOverlay) {
    self.overlay = overlay
  }
}

/// `MKPolylineRenderer`.
final class MKPolylineRenderer: MKOverlayRenderer {
  var lineWidth: CGFloat = 0
}

/// `MKUserTrackingMode`, MapKit's cases.
enum MKUserTrackingMode: Int, Sendable {
  case none, follow, followWithHeading
}

/// `MKSelectionAccessory`.
final class MKSelectionAccessory {}

/// MapKit's map view delegate.
@MainActor
@Delegate
protocol MKMapViewDelegate: AnyObject {
  // MARK: Region and loading
  @Optional func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
  @Optional func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
  @Optional func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
  @Optional func mapViewWillStartLoadingMap(_ mapView: MKMapView)
  @Optional func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
  @Optional func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: any Error)
  @Optional func mapViewWillStartRenderingMap(_ mapView: MKMapView)
  @Optional func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool)

  // MARK: Annotations
  @Optional func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
  @Optional func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
  @Optional func mapView(
    _ mapView: MKMapView,
    annotationView view: MKAnnotationView,
    calloutAccessoryControlTapped control: UIControl
  )
  @Optional func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
  @Optional func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
  @Optional func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation)
  @Optional func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation)
  @Optional func mapView(
    _ mapView: MKMapView,
    annotationView view: MKAnnotationView,
    didChange newState: MKAnnotationView.DragState,
    fromOldState oldState: MKAnnotationView.DragState
  )
  @Optional(
    default: { (memberAnnotations: [any MKAnnotation]) in MKClusterAnnotation(memberAnnotations: memberAnnotations) }
  )
  func mapView(
    _ mapView: MKMapView,
    clusterAnnotationForMemberAnnotations memberAnnotations: [any MKAnnotation]
  ) -> MKClusterAnnotation
  @Optional func mapView(
    _ mapView: MKMapView,
    selectionAccessoryFor annotation: any MKAnnotation
  ) -> MKSelectionAccessory?

  // MARK: User location
  @Optional func mapViewWillStartLocatingUser(_ mapView: MKMapView)
  @Optional func mapViewDidStopLocatingUser(_ mapView: MKMapView)
  @Optional func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
  @Optional func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error)
  @Optional func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool)

  // MARK: Overlays
  @Optional(default: { (overlay: any MKOverlay) in MKOverlayRenderer(overlay: overlay) })
  func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
  @Optional func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer])
}

/// Gives pins their views and routes their renderers; its members are in its body.
@ExactResponder
@MainActor
final class PinStyler: MKMapViewDelegate {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }

  func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
    annotation is MKUserLocation ? nil : MKAnnotationView(annotation: annotation, reuseIdentifier: "pin")
  }

  func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
    journal.record("styler.didSelectView(\(view.annotation?.title ?? "?"))")
  }

  func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
    let renderer = MKPolylineRenderer(overlay: overlay)
    renderer.lineWidth = 4
    return renderer
  }
}

/// Follows the region, the user and the selection; in an extension.
final class MapRegionTracker {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }
}

extension MapRegionTracker: MKMapViewDelegate {
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
    journal.record("tracker.regionDidChange(\(animated))")
  }

  func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {
    journal.record("tracker.didSelectAnnotation(\(annotation.title ?? "?"))")
  }

  func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) {
    journal.record("tracker.didAddRenderers(\(renderers.count))")
  }

  func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {
    journal.record("tracker.didUpdateUser")
  }

  func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {
    journal.record("tracker.trackingMode(\(mode))")
  }

  func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool) {
    journal.record("tracker.rendered(\(fullyRendered))")
  }
}

/// Selects views only (the pre-iOS 16 overload), and says so with `@RespondsExactly`.
@ExactResponder
@MainActor
final class ViewSelectionOnly: MKMapViewDelegate {
  func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
}

@MainActor
@Suite("MKMapViewDelegate: overloads by parameter type, defaults computed from the arguments")
struct MKMapViewDelegateCorpusTests {
  @Test("Void calls, overloads included, reach every implementer of that overload in order")
  func voidCalls() {
    let journal = Journal()
    let styler = PinStyler(journal: journal)
    let tracker = MapRegionTracker(journal: journal)
    let multicast = MKMapViewDelegateMulticast()
    multicast.add(styler)
    multicast.add(tracker)
    let map = MKMapView()
    let cafe = MKPointAnnotation(title: "Café", latitude: 48.85, longitude: 2.35)
    let pin = MKAnnotationView(annotation: cafe, reuseIdentifier: "pin")
    multicast.mapView(map, regionWillChangeAnimated: true)
    multicast.mapView(map, regionDidChangeAnimated: true)
    multicast.mapView(map, didSelect: pin)
    multicast.mapView(map, didSelect: cafe)
    multicast.mapView(map, didAdd: [pin])
    multicast.mapView(map, didAdd: [MKOverlayRenderer(overlay: MKPolyline(title: "route"))])
    multicast.mapView(map, didUpdate: MKUserLocation())
    multicast.mapView(map, didChange: .followWithHeading, animated: false)
    multicast.mapViewDidFinishRenderingMap(map, fullyRendered: true)
    multicast.mapView(map, annotationView: pin, calloutAccessoryControlTapped: UIControl())
    let expected = [
      "tracker.regionDidChange(true)", "styler.didSelectView(Café)", "tracker.didSelectAnnotation(Café)",
      "tracker.didAddRenderers(1)", "tracker.didUpdateUser", "tracker.trackingMode(followWithHeading)",
      "tracker.rendered(true)",
    ]
    #expect(journal.entries == expected)
  }

  @Test("Values: the styler's views and renderers, or nil and the plain renderer for the overlay")
  func values() {
    let journal = Journal()
    let map = MKMapView()
    let cafe = MKPointAnnotation(title: "Café", latitude: 48.85, longitude: 2.35)
    let route = MKPolyline(title: "route")
    let multicast = MKMapViewDelegateMulticast()
    #expect(multicast.mapView(map, viewFor: cafe) == nil, "nil: the standard view")
    let plain = multicast.mapView(map, rendererFor: route)
    #expect(type(of: plain) == MKOverlayRenderer.self && plain.overlay === route, "a renderer for the overlay")
    let cluster = multicast.mapView(map, clusterAnnotationForMemberAnnotations: [cafe, cafe])
    #expect(cluster.memberAnnotations.count == 2, "a cluster of the members")
    #expect(multicast.mapView(map, selectionAccessoryFor: cafe) == nil)
    let tracker = MapRegionTracker(journal: journal)
    multicast.add(tracker)
    #expect(type(of: multicast.mapView(map, rendererFor: route)) == MKOverlayRenderer.self, "the tracker leaves it")
    let styler = PinStyler(journal: journal)
    multicast.add(styler)
    #expect(multicast.mapView(map, viewFor: cafe)?.reuseIdentifier == "pin")
    #expect(multicast.mapView(map, viewFor: MKUserLocation()) == nil, "the styler's nil for the user")
    let styled = multicast.mapView(map, rendererFor: route)
    #expect((styled as? MKPolylineRenderer)?.lineWidth == 4)
  }

  @Test("A router per map mode, a proxy")
  func routerAndProxy() {
    let journal = Journal()
    let map = MKMapView()
    let styler = PinStyler(journal: journal)
    let tracker = MapRegionTracker(journal: journal)
    let router = MKMapViewDelegateRouter<String>()
    router.setDelegate(styler, for: "explore")
    router.setDelegate(tracker, for: "navigate")
    router.select("navigate")
    router.mapView(map, regionDidChangeAnimated: false)
    #expect(type(of: router.mapView(map, rendererFor: MKPolyline(title: "r"))) == MKOverlayRenderer.self)
    router.select("explore")
    router.mapView(map, regionDidChangeAnimated: false)
    #expect(router.mapView(map, rendererFor: MKPolyline(title: "r")) is MKPolylineRenderer)
    let proxy = MKMapViewDelegateProxy(tracker)
    proxy.mapView(map, didSelect: MKPointAnnotation(title: "Park", latitude: 0, longitude: 0))
    #expect(journal.entries == ["tracker.regionDidChange(false)", "tracker.didSelectAnnotation(Park)"])
  }

  // `@RespondsExactly` records Swift names, and mapView(_:didSelect:) names both overloads:
  // before a call it cannot tell that the view-only delegate lacks the annotation overload
  // (so this test asks nothing then); the first call shows it.
  @Test("responds(to:) for overloads sharing a Swift name")
  func respondsForOverloads() {
    let viewsOnly = ViewSelectionOnly()
    let multicast = MKMapViewDelegateMulticast()
    multicast.add(viewsOnly)
    #expect(multicast.responds(to: .mapViewDidSelectMKMapViewMKAnnotationView))
    #expect(!multicast.responds(to: .mapViewRegionDidChangeAnimated), "known at registration")
    let park = MKPointAnnotation(title: "Park", latitude: 0, longitude: 0)
    multicast.mapView(MKMapView(), didSelect: park)
    #expect(!multicast.responds(to: .mapViewDidSelectMKMapViewAnyMKAnnotation), "the call showed the default ran")
    let tracker = MapRegionTracker(journal: Journal())
    multicast.add(tracker)
    #expect(multicast.responds(to: .mapViewDidSelectMKMapViewAnyMKAnnotation))
    withExtendedLifetime((viewsOnly, tracker)) {}
  }
}
