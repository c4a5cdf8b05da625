// A type from another module, for the client tests' public protocols.

/// A seat in a venue.
public struct Seat: Hashable, Sendable {
  /// The row, from the front.
  public let row: Int

  /// Creates the seat in `row`.
  public init(row: Int) {
    self.row = row
  }
}
