/// An ordered list of delegates, weak by default, for one isolation domain.
///
/// `DelegateList` is the multi-delegate pattern without the Objective-C runtime: a source
/// registers any number of delegates, then broadcasts a call to all of them or asks them,
/// in order, for an answer.
///
/// ```swift
/// protocol DownloadDelegate: AnyObject {
///   func downloadDidFinish(_ url: URL)
///   func downloadTitle(_ url: URL) -> String?
/// }
///
/// let delegates = DelegateList<any DownloadDelegate>()
/// delegates.add(screen)
/// delegates.add(logger, retention: .strong)
/// delegates.forEach { $0.downloadDidFinish(url) }
/// let title = delegates.firstNonNil { $0.downloadTitle(url) }
/// ```
///
/// ## Rules
///
/// - **Identity.** A delegate is one object; adding it again keeps the single entry at its
///   first position.
/// - **Order.** Broadcasts and lookups visit delegates in the order they were first added.
/// - **Lifetime.** A weak delegate is never kept alive by the list. When it deallocates it
///   stops being counted, visited or found at once; its slot is reclaimed at the next
///   mutation or broadcast.
/// - **Mutation during a callback.** A delegate may add or remove delegates, itself
///   included, while a broadcast runs. The broadcast visits the delegates that were
///   registered when it began, skipping any removed meanwhile; delegates added meanwhile
///   are first visited by the next broadcast. Broadcasts may nest.
///
/// `DelegateList` is not `Sendable`: it belongs to one isolation domain, typically the main
/// actor, and takes no lock. Use ``ConcurrentDelegateList`` to share a list across threads.
///
/// `Delegate` must be a class type or an existential of one class-bound protocol
/// (`any P` where `P: AnyObject`); the first insertion checks this.
///
/// - Complexity: Broadcasts are O(*n*) in the number of slots and allocate nothing.
///   ``add(_:retention:)``, ``remove(_:)`` and ``contains(_:)`` are O(*n*); delegate lists
///   are short, and a linear scan over contiguous slots beats hashing at those sizes.
public final class DelegateList<Delegate> {
  // The slots live in manually managed memory so broadcasts can load each weak reference
  // in place: copying a struct that holds a `weak` field costs two runtime calls. The
  // broadcast loop re-reads `_slots` on every step, because a callback may grow (and so
  // move) the buffer; indices stay valid because nothing is compacted while a broadcast
  // runs. Exclusivity checks are off for these fields: every access is a short read or
  // write that cannot overlap another, and the checks would double a broadcast's cost.
  @usableFromInline @exclusivity(unchecked)
  var _slots: UnsafeMutablePointer<_DelegateSlot>
  @usableFromInline @exclusivity(unchecked)
  var _slotCount = 0
  @usableFromInline @exclusivity(unchecked)
  var _capacity = 0
  @usableFromInline @exclusivity(unchecked)
  var _broadcastDepth = 0
  @usableFromInline @exclusivity(unchecked)
  var _hasVacantSlots = false
  @usableFromInline
  var _validatedType = false
  @usableFromInline
  var _armed = false
  /// Where each requirement type's bits are in the slots' caches.
  @usableFromInline @exclusivity(unchecked)
  var _banks = _RequirementBanks()

  /// Called when the list, having held at least one delegate, is found empty.
  ///
  /// A source uses this to clear itself once nobody listens, as FastElegantDelegation's
  /// `onDealloc` did: for example a scroll view proxy that detaches itself.
  ///
  /// It fires at most once per run of delegates: at the end of the first
  /// ``remove(_:)``, ``removeAll()``, `forEach(_:)`, `firstNonNil(_:)` or
  /// ``compact()`` that finds no live delegate, after the last one was removed or
  /// deallocated. It never fires from ``add(_:retention:)``, from a read such as
  /// ``count``, or in the middle of a broadcast. Adding a delegate arms it again.
  ///
  /// ```swift
  /// delegates.onLastDelegateGone = { [weak scrollView] in scrollView?.delegate = nil }
  /// ```
  public var onLastDelegateGone: (() -> Void)?

  /// Creates an empty list.
  public init() {
    _slots = .allocate(capacity: 0)
  }

  deinit {
    for index in 0..<_slotCount { _slots[index].vacate() }
    _slots.deinitialize(count: _slotCount)
    _slots.deallocate()
  }
}
