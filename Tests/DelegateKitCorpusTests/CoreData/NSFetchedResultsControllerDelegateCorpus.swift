// NSFetchedResultsControllerDelegate, transcribed from
// https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate and its
// methods' pages (.../controller(_:sectionindextitleforsectionname:)) and
// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/sectionindextitle(forsectionname:).
// Left out: nothing; all 7 requirements, all optional as in Core Data.
// Isolation: `protocol NSFetchedResultsControllerDelegate : NSObjectProtocol`, called on the
// context's queue: a plain `@Delegate` protocol here.
// Overloads, as in Core Data: controller(_:didChangeContentWith:) takes a snapshot reference or
// (Swift only) a CollectionDifference of object IDs.
// Defaults: controller(_:sectionIndexTitleForSectionName:) — "If the delegate doesn't implement
// this method, the default implementation returns the capitalized first letter of the section
// name": a default computed from the argument.
// Not expressible: Core Data calls the snapshot (or difference) method *instead of* the
// per-change methods when the delegate implements it; here each requirement reaches the
// delegates that implement it, and a caller decides which to call.
// The controller's type is NSFetchedResultsController<any NSFetchRequestResult>, as the page
// prints it; the stand-in's generic parameter is unconstrained, since an existential of a Swift
// protocol does not conform to it (Core Data's is an Objective-C protocol, which does).
import DelegateKit
import Foundation
import Testing

/// `NSFetchRequestResult`.
protocol NSFetchRequestResult: AnyObject {}

/// `NSManagedObjectID`, by its URI.
final class NSManagedObjectID: Hashable, Sendable {
  let uri: String

  init(_ uri: String) {
    self.uri = uri
  }

  static func == (lhs: NSManagedObjectID, rhs: NSManagedObjectID) -> Bool { lhs.uri == rhs.uri }

  func hash(into hasher: inout Hasher) { hasher.combine(uri) }
}

/// `NSManagedObject`, with a name to show.
final class NSManagedObject: NSFetchRequestResult {
  let objectID: NSManagedObjectID
  let name: String

  init(_ name: String) {
    self.name = name
    objectID = NSManagedObjectID("x-coredata://Person/\(name)")
  }
}

/// `NSFetchedResultsController`.
final class NSFetchedResultsController<ResultType> {
  var fetchedObjects: [ResultType] = []
}

/// `NSFetchedResultsSectionInfo`.
protocol NSFetchedResultsSectionInfo: AnyObject {
  var name: String { get }
  var indexTitle: String? { get }
  var numberOfObjects: Int { get }
}

/// A section, for the scenarios.
final class FetchedSection: NSFetchedResultsSectionInfo {
  let name: String
  let numberOfObjects: Int
  var indexTitle: String? { name.first.map { String($0) } }

  init(name: String, numberOfObjects: Int) {
    self.name = name
    self.numberOfObjects = numberOfObjects
  }
}

/// `NSFetchedResultsChangeType`, with Core Data's cases and raw values.
enum NSFetchedResultsChangeType: UInt, Sendable {
  case insert = 1
  case delete = 2
  case move = 3
  case update = 4
}

/// `NSDiffableDataSourceSnapshotReference`, with its items.
final class NSDiffableDataSourceSnapshotReference {
  let itemIdentifiers: [NSManagedObjectID]

  init(itemIdentifiers: [NSManagedObjectID]) {
    self.itemIdentifiers = itemIdentifiers
  }
}

/// Core Data's fetched results controller delegate.
@Delegate
protocol NSFetchedResultsControllerDelegate: AnyObject {
  @Optional func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    didChange anObject: Any,
    at indexPath: IndexPath?,
    for type: NSFetchedResultsChangeType,
    newIndexPath: IndexPath?
  )
  @Optional func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    didChange sectionInfo: any NSFetchedResultsSectionInfo,
    atSectionIndex sectionIndex: Int,
    for type: NSFetchedResultsChangeType
  )
  @Optional func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
  @Optional func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
  @Optional(default: { (sectionName: String) in sectionName.first.map { String($0).uppercased() } })
  func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    sectionIndexTitleForSectionName sectionName: String
  ) -> String?
  @Optional func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference
  )
  @Optional func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    didChangeContentWith diff: CollectionDifference<NSManagedObjectID>
  )
}

/// Applies changes to a table row by row, between begin and end; members in its body.
@ExactResponder
final class RowByRowUpdater: NSFetchedResultsControllerDelegate {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }

  func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
    journal.record("rows.begin")
  }

  func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    didChange anObject: Any,
    at indexPath: IndexPath?,
    for type: NSFetchedResultsChangeType,
    newIndexPath: IndexPath?
  ) {
    let name = (anObject as? NSManagedObject)?.name ?? "?"
    journal.record("rows.\(type)(\(name), \(indexPath?.row ?? -1) -> \(newIndexPath?.row ?? -1))")
  }

  func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    didChange sectionInfo: any NSFetchedResultsSectionInfo,
    atSectionIndex sectionIndex: Int,
    for type: NSFetchedResultsChangeType
  ) {
    journal.record("rows.section.\(type)(\(sectionInfo.name), \(sectionIndex))")
  }

  func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
    journal.record("rows.end")
  }
}

/// Applies whole snapshots and shows full section names in the index; in an extension.
final class SnapshotApplier {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }
}

extension SnapshotApplier: NSFetchedResultsControllerDelegate {
  func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference
  ) {
    journal.record("snapshot.apply(\(snapshot.itemIdentifiers.count))")
  }

  func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    sectionIndexTitleForSectionName sectionName: String
  ) -> String? {
    sectionName
  }

  func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
    journal.record("snapshot.end")
  }
}

/// Counts the insertions of a collection difference.
final class DifferenceCounter: NSFetchedResultsControllerDelegate {
  private(set) var insertions = 0

  func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    didChangeContentWith diff: CollectionDifference<NSManagedObjectID>
  ) {
    insertions += diff.insertions.count
  }
}

@Suite("NSFetchedResultsControllerDelegate: change tracking, a computed default, two overloads")
struct NSFetchedResultsControllerDelegateCorpusTests {
  var controller: NSFetchedResultsController<any NSFetchRequestResult> { NSFetchedResultsController() }

  @Test("Change tracking reaches every implementer in registration order, and no one else")
  func changeTracking() {
    let journal = Journal()
    let rows = RowByRowUpdater(journal: journal)
    let snapshots = SnapshotApplier(journal: journal)
    let multicast = NSFetchedResultsControllerDelegateMulticast()
    multicast.add(rows)
    multicast.add(snapshots)
    let ada = NSManagedObject("Ada")
    multicast.controllerWillChangeContent(controller)
    let first = IndexPath(row: 0, section: 0)
    multicast.controller(controller, didChange: ada, at: nil, for: .insert, newIndexPath: first)
    let third = IndexPath(row: 2, section: 0)
    multicast.controller(controller, didChange: ada, at: first, for: .move, newIndexPath: third)
    let section = FetchedSection(name: "Lovelace", numberOfObjects: 1)
    multicast.controller(controller, didChange: section, atSectionIndex: 1, for: .delete)
    multicast.controllerDidChangeContent(controller)
    let expected = [
      "rows.begin", "rows.insert(Ada, -1 -> 0)", "rows.move(Ada, 0 -> 2)", "rows.section.delete(Lovelace, 1)",
      "rows.end", "snapshot.end",
    ]
    #expect(journal.entries == expected)
  }

  @Test("The section index title: the implementer's, or the capitalized first letter")
  func sectionIndexTitle() {
    let journal = Journal()
    let multicast = NSFetchedResultsControllerDelegateMulticast()
    #expect(multicast.controller(controller, sectionIndexTitleForSectionName: "lovelace") == "L")
    #expect(multicast.controller(controller, sectionIndexTitleForSectionName: "") == nil)
    let rows = RowByRowUpdater(journal: journal)
    multicast.add(rows)
    #expect(multicast.controller(controller, sectionIndexTitleForSectionName: "hopper") == "H", "rows leaves it")
    let snapshots = SnapshotApplier(journal: journal)
    multicast.add(snapshots)
    #expect(multicast.controller(controller, sectionIndexTitleForSectionName: "hopper") == "hopper")
  }

  @Test("didChangeContentWith: the snapshot and the difference overloads reach their implementers")
  func overloads() {
    let journal = Journal()
    let snapshots = SnapshotApplier(journal: journal)
    let counter = DifferenceCounter()
    let multicast = NSFetchedResultsControllerDelegateMulticast()
    multicast.add(counter)
    multicast.add(snapshots)
    let ids = ["Ada", "Grace", "Alan"].map { NSManagedObjectID("x-coredata://Person/\($0)") }
    let snapshot = NSDiffableDataSourceSnapshotReference(itemIdentifiers: ids)
    multicast.controller(controller, didChangeContentWith: snapshot)
    multicast.controller(controller, didChangeContentWith: ids.difference(from: Array(ids.prefix(1))))
    #expect(journal.entries == ["snapshot.apply(3)"])
    #expect(counter.insertions == 2)
  }

  @Test("A proxy, a router, and responds(to:)")
  func proxyRouterResponds() {
    let journal = Journal()
    let rows = RowByRowUpdater(journal: journal)
    let snapshots = SnapshotApplier(journal: journal)
    let proxy = NSFetchedResultsControllerDelegateProxy(snapshots)
    proxy.controllerWillChangeContent(controller)
    proxy.controllerDidChangeContent(controller)
    let router = NSFetchedResultsControllerDelegateRouter<Bool>()
    router.setDelegate(rows, for: true)
    router.setDelegate(snapshots, for: false)
    router.select(true)
    router.controllerWillChangeContent(controller)
    #expect(journal.entries == ["snapshot.end", "rows.begin"])
    let multicast = NSFetchedResultsControllerDelegateMulticast()
    multicast.add(rows)
    #expect(multicast.responds(to: .controllerWillChangeContent))
    #expect(!multicast.responds(to: .controllerSectionIndexTitleForSectionName), "known at registration")
    multicast.add(snapshots)
    #expect(multicast.responds(to: .controllerSectionIndexTitleForSectionName))
    withExtendedLifetime((rows, snapshots)) {}
  }
}
