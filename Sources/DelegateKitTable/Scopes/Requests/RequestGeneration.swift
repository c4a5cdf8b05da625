/// The rule "the latest request wins", as a value: each request takes a ticket, and an
/// answer counts only if its ticket is still the current one.
///
/// ```swift
/// var generation = RequestGeneration()
/// let first = generation.begin()      // the user types "a"
/// let second = generation.begin()     // then "ab"
/// generation.isCurrent(second)        // true: draw the answer to "ab"
/// generation.isCurrent(first)         // false: the answer to "a" came late; drop it
/// ```
///
/// Answers may arrive in any order; checking the ticket on arrival, not the order of
/// arrival, decides which is drawn. ``LatestRequest`` runs requests under this rule.
public struct RequestGeneration: Sendable, Hashable {
  /// The mark of one request, checked when its answer arrives.
  public struct Ticket: Sendable, Hashable {
    let generation: UInt64
  }

  private var current: UInt64 = 0

  /// Creates a generation with no request begun.
  public init() {}

  /// Begins a request, making every earlier ticket stale.
  ///
  /// - Returns: The new request's ticket.
  public mutating func begin() -> Ticket {
    current &+= 1
    return Ticket(generation: current)
  }

  /// Whether `ticket` is the latest request's, and no ``invalidate()`` came after it.
  public func isCurrent(_ ticket: Ticket) -> Bool {
    ticket.generation == current
  }

  /// Makes every ticket stale, as when the text is cleared and no answer is wanted.
  public mutating func invalidate() {
    current &+= 1
  }
}
