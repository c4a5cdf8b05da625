// CLLocationManagerDelegate, transcribed from
// https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate and its
// methods' pages (iOS 18 SDK).
// 15 requirements, all optional as in Core Location.
// Left out, deprecated or unavailable on iOS:
// - locationManager(_:didChangeAuthorization:) (deprecated in iOS 14 for
//   locationManagerDidChangeAuthorization(_:), which is here);
// - locationManager(_:didRangeBeacons:in:) and locationManager(_:rangingBeaconsDidFailFor:
//   withError:) (deprecated in iOS 13 for the constraint-based pair, which is here);
// - locationManager(_:didFinishDeferredUpdatesWithError:) (deferred updates, deprecated);
// - locationManager(_:didUpdateTo:from:) (macOS only, deprecated).
// Isolation: `protocol CLLocationManagerDelegate : NSObjectProtocol` in the SDK, called on the
// thread whose run loop created the manager: a plain `@Delegate` protocol here.
// Defaults: locationManagerShouldDisplayHeadingCalibration is false without the method (Core
// Location then shows no calibration alert).
// CLLocationCoordinate2D is declared here and used by MapKit/MKMapViewDelegateCorpus.swift.
import DelegateKit
import Foundation
import Testing

/// `CLLocationDegrees`.
typealias CLLocationDegrees = Double

/// `CLLocationCoordinate2D`.
struct CLLocationCoordinate2D: Equatable, Sendable {
  var latitude: CLLocationDegrees
  var longitude: CLLocationDegrees
}

/// `CLLocation`.
final class CLLocation: Sendable {
  let coordinate: CLLocationCoordinate2D

  init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
  }
}

/// `CLHeading`.
final class CLHeading: Sendable {
  let magneticHeading: Double
  let headingAccuracy: Double

  init(magneticHeading: Double, headingAccuracy: Double) {
    self.magneticHeading = magneticHeading
    self.headingAccuracy = headingAccuracy
  }
}

/// `CLRegion`.
final class CLRegion: Sendable {
  let identifier: String

  init(identifier: String) {
    self.identifier = identifier
  }
}

/// `CLRegionState`, with Core Location's cases.
enum CLRegionState: Int, Sendable {
  case unknown, inside, outside
}

/// `CLBeaconIdentityConstraint`.
final class CLBeaconIdentityConstraint: Sendable {
  let uuid: UUID

  init(uuid: UUID) {
    self.uuid = uuid
  }
}

/// `CLBeacon`.
final class CLBeacon: Sendable {
  let major: Int

  init(major: Int) {
    self.major = major
  }
}

/// `CLVisit`.
final class CLVisit: Sendable {
  let coordinate: CLLocationCoordinate2D

  init(coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
  }
}

/// `CLAuthorizationStatus`, with Core Location's cases and raw values.
enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined = 0
  case restricted, denied, authorizedAlways, authorizedWhenInUse
}

/// `CLLocationManager`, with the authorization status its delegate reads.
final class CLLocationManager {
  var authorizationStatus = CLAuthorizationStatus.notDetermined
}

/// Core Location's location manager delegate.
@Delegate
protocol CLLocationManagerDelegate: AnyObject {
  // MARK: Location and heading
  @Optional func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  @Optional func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
  @Optional(default: false) func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
  @Optional func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
  @Optional func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
  @Optional func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit)

  // MARK: Regions and beacons
  @Optional func locationManager(
    _ manager: CLLocationManager,
    didDetermineState state: CLRegionState,
    for region: CLRegion
  )
  @Optional func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
  @Optional func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
  @Optional func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
  @Optional func locationManager(
    _ manager: CLLocationManager,
    monitoringDidFailFor region: CLRegion?,
    withError error: any Error
  )
  @Optional func locationManager(
    _ manager: CLLocationManager,
    didRange beacons: [CLBeacon],
    satisfying beaconConstraint: CLBeaconIdentityConstraint
  )
  @Optional func locationManager(
    _ manager: CLLocationManager,
    didFailRangingFor beaconConstraint: CLBeaconIdentityConstraint,
    error: any Error
  )

  // MARK: Errors and authorization
  @Optional func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
  @Optional func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

/// Records a run's track; its members are in its body.
@ExactResponder
final class RunTracker: CLLocationManagerDelegate {
  let journal: Journal
  private(set) var track: [CLLocationCoordinate2D] = []

  init(journal: Journal) {
    self.journal = journal
  }

  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    track += locations.map(\.coordinate)
    journal.record("run.locations(\(locations.count))")
  }

  func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) { journal.record("run.pause") }

  func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) { journal.record("run.resume") }

  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
    journal.record("run.error(\((error as NSError).code))")
  }
}

/// Watches geofences and the authorization; in an extension.
final class GeofenceMonitor {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }
}

extension GeofenceMonitor: CLLocationManagerDelegate {
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
    journal.record("geofence.authorization(\(manager.authorizationStatus))")
  }

  func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {
    journal.record("geofence.start(\(region.identifier))")
  }

  func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {
    journal.record("geofence.state(\(region.identifier), \(state))")
  }

  func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
    journal.record("geofence.enter(\(region.identifier))")
  }

  func locationManager(
    _ manager: CLLocationManager,
    monitoringDidFailFor region: CLRegion?,
    withError error: any Error
  ) {
    journal.record("geofence.failed(\(region?.identifier ?? "none"))")
  }

  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
    journal.record("geofence.error")
  }
}

/// A compass that wants the calibration alert when the heading is inaccurate.
final class CompassDial: CLLocationManagerDelegate {
  var lastHeading: Double?
  var lastAccuracy = 0.0

  func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {
    lastHeading = newHeading.magneticHeading
    lastAccuracy = newHeading.headingAccuracy
  }

  func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool { lastAccuracy > 20 }
}

@Suite("CLLocationManagerDelegate: fifteen optional requirements on a plain protocol")
struct CLLocationManagerDelegateCorpusTests {
  @Test("Void calls reach every implementer in registration order, and no one else")
  func voidCalls() {
    let journal = Journal()
    let run = RunTracker(journal: journal)
    let geofence = GeofenceMonitor(journal: journal)
    let compass = CompassDial()
    let multicast = CLLocationManagerDelegateMulticast()
    for delegate in [run, geofence, compass] as [any CLLocationManagerDelegate] { multicast.add(delegate) }
    let manager = CLLocationManager()
    let home = CLRegion(identifier: "home")
    multicast.locationManager(manager, didUpdateLocations: [CLLocation(latitude: 1, longitude: 2)])
    multicast.locationManager(manager, didFailWithError: NSError(domain: "kCLErrorDomain", code: 0))
    multicast.locationManager(manager, didStartMonitoringFor: home)
    multicast.locationManager(manager, didDetermineState: .inside, for: home)
    multicast.locationManager(manager, didExitRegion: home)
    let monitoringError = NSError(domain: "kCLErrorDomain", code: 5)
    multicast.locationManager(manager, monitoringDidFailFor: nil, withError: monitoringError)
    manager.authorizationStatus = .authorizedWhenInUse
    multicast.locationManagerDidChangeAuthorization(manager)
    multicast.locationManagerDidPauseLocationUpdates(manager)
    multicast.locationManager(manager, didUpdateHeading: CLHeading(magneticHeading: 90, headingAccuracy: 5))
    let expected = [
      "run.locations(1)", "run.error(0)", "geofence.error", "geofence.start(home)", "geofence.state(home, inside)",
      "geofence.failed(none)", "geofence.authorization(authorizedWhenInUse)", "run.pause",
    ]
    #expect(journal.entries == expected)
    #expect(run.track == [CLLocationCoordinate2D(latitude: 1, longitude: 2)])
    #expect(compass.lastHeading == 90)
  }

  @Test("The calibration answer: the compass's, or false when no delegate implements it")
  func calibration() {
    let journal = Journal()
    let manager = CLLocationManager()
    let multicast = CLLocationManagerDelegateMulticast()
    #expect(multicast.locationManagerShouldDisplayHeadingCalibration(manager) == false)
    let run = RunTracker(journal: journal)
    multicast.add(run)
    #expect(multicast.locationManagerShouldDisplayHeadingCalibration(manager) == false, "the tracker leaves it")
    let compass = CompassDial()
    multicast.add(compass)
    multicast.locationManager(manager, didUpdateHeading: CLHeading(magneticHeading: 10, headingAccuracy: 45))
    #expect(multicast.locationManagerShouldDisplayHeadingCalibration(manager))
  }

  @Test("A router per activity, a proxy, and responds(to:)")
  func routerProxyResponds() {
    let journal = Journal()
    let run = RunTracker(journal: journal)
    let geofence = GeofenceMonitor(journal: journal)
    let manager = CLLocationManager()
    let router = CLLocationManagerDelegateRouter<String>()
    router.setDelegate(run, for: "workout")
    router.setDefaultDelegate(geofence)
    router.locationManager(manager, didEnterRegion: CLRegion(identifier: "gym"))
    router.select("workout")
    router.locationManager(manager, didEnterRegion: CLRegion(identifier: "gym"))
    router.locationManagerDidResumeLocationUpdates(manager)
    let proxy = CLLocationManagerDelegateProxy(geofence)
    proxy.locationManager(manager, didVisit: CLVisit(coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0)))
    proxy.locationManagerDidResumeLocationUpdates(manager)
    #expect(journal.entries == ["geofence.enter(gym)", "run.resume"])
    let multicast = CLLocationManagerDelegateMulticast()
    multicast.add(run)
    #expect(multicast.responds(to: .locationManagerDidUpdateLocations))
    #expect(!multicast.responds(to: .locationManagerDidEnterRegion), "@RespondsExactly: known at registration")
    multicast.add(geofence)
    #expect(multicast.responds(to: .locationManagerDidEnterRegion))
    #expect(multicast.responds(to: .locationManagerDidVisit), "the monitor: not called yet")
    let visit = CLVisit(coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0))
    multicast.locationManager(manager, didVisit: visit)
    #expect(!multicast.responds(to: .locationManagerDidVisit))
    withExtendedLifetime((run, geofence)) {}
  }
}
