import Foundation
import Testing

@testable import DelegateKitTable

/// The error a batch is refused with, or `nil` if it is accepted.
func refusal(_ update: BatchUpdate, _ oldRowCounts: [Int], _ newRowCounts: [Int]) -> TableViewUpdateError? {
  guard
    case .failure(let error) = UpdateMapping.validate(update, oldRowCounts: oldRowCounts, newRowCounts: newRowCounts)
  else { return nil }
  return error
}

/// Shorthand for a table index path.
func ip(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

/// A batch built by a closure, to keep each rule's test to its point.
func batch(_ build: (inout BatchUpdate) -> Void) -> BatchUpdate {
  var update = BatchUpdate()
  build(&update)
  return update
}

/// Checks that a batch is refused for `reason`, with exactly `message`.
func expectRefusal(
  _ update: BatchUpdate,
  _ old: [Int],
  _ new: [Int],
  _ reason: TableViewUpdateError.Reason,
  _ message: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let error = refusal(update, old, new)
  #expect(error?.reason == reason, sourceLocation: sourceLocation)
  #expect(error?.description == message, sourceLocation: sourceLocation)
}
