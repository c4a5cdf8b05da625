/// Keeps a generated multicast alive for as long as the object that stores it lives.
///
/// A source such as `XMLParser` or `URLSession`'s delegate queue holds its delegate weakly,
/// or not at all, and a multicast holds its delegates weakly. Nothing then keeps the
/// multicast alive. Give each delegate a token from ``DelegateMulticast/keepAliveToken(onRelease:)``
/// to store: the multicast lives exactly as long as the last delegate holding one, and
/// goes away when that delegate deallocates, not at some later call. The source's weak
/// reference then reads `nil`.
///
/// ```swift
/// final class TitleCollector: FeedParsing {
///   var keepAlive: DelegateKeepAlive?
/// }
/// let events = FeedParsingMulticast()
/// collector.keepAlive = events.keepAliveToken()
/// events.add(collector)
/// parser.delegate = events     // weak: alive while `collector` is
/// ```
///
/// The token holds the multicast strongly and the multicast holds its delegates weakly,
/// so there is no cycle.
public final class DelegateKeepAlive {
  private let multicast: AnyObject
  private let onRelease: (() -> Void)?

  init(_ multicast: AnyObject, onRelease: (() -> Void)?) {
    self.multicast = multicast
    self.onRelease = onRelease
  }

  deinit {
    onRelease?()
  }
}

extension DelegateMulticast {
  /// A token that keeps this multicast alive while the object storing it lives.
  ///
  /// - Parameter onRelease: Called when the token is released, typically as the delegate
  ///   storing it deallocates, while the multicast is still alive.
  public func keepAliveToken(onRelease: (() -> Void)? = nil) -> DelegateKeepAlive {
    DelegateKeepAlive(self, onRelease: onRelease)
  }
}
