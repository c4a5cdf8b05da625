/// The proxy the `@Delegate` macro generates for a protocol: one delegate, called without
/// checks. Its members are documented here once.
///
/// ```swift
/// final class Downloader {
///   let delegate = DownloadDelegateProxy()      // generated for `@Delegate protocol DownloadDelegate`
///   func finish(_ url: URL) {
///     delegate.downloadDidFinish(url)           // no "does it respond?" check
///     let title = delegate.downloadTitle(url)   // the default when not implemented
///   }
/// }
/// downloader.delegate.delegate = screen
/// ```
///
/// An `@Optional` requirement the delegate does not implement runs its default, as does
/// any optional call with no delegate; a required one called with no delegate stops the
/// program with a message naming it. The delegate is held weakly unless set `.strong`:
/// when a weak delegate deallocates, the proxy has no delegate from then on.
public protocol DelegateProxy<_$Delegate>: DelegateForwarder where _$Storage: DelegateStorage {}

extension DelegateProxy {
  /// The delegate, while it is alive. Setting it holds the new delegate weakly.
  public var delegate: _$Delegate? {
    get { _$storage.firstNonNil { $0 } }
    set { _$storage.replaceAll(with: newValue, retention: .weak) }
  }

  /// Replaces the delegate.
  ///
  /// - Parameters:
  ///   - delegate: The new delegate, or `nil` for none.
  ///   - retention: Whether the proxy keeps it alive. Weak by default.
  public func setDelegate(_ delegate: _$Delegate?, retention: DelegateRetention = .weak) {
    _$storage.replaceAll(with: delegate, retention: retention)
  }

  /// Whether the proxy has a live delegate; checking never stops the program.
  public var hasDelegate: Bool {
    !_$storage.isEmpty
  }

}
