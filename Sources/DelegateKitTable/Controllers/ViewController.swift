/// A screen's controller, UIKit's `UIViewController` without the prefix and without views:
/// it loads its content once, hears when it appears and disappears, and carries an editing
/// mode and a title.
///
/// Subclass it and override the lifecycle methods, calling `super`, as in UIKit:
///
/// ```swift
/// final class ContactsScreen: ViewController {
///   let tableView = TableView()
///
///   override func loadView() {
///     view = tableView
///   }
///
///   override func viewWillAppear(_ animated: Bool) {
///     super.viewWillAppear(animated)
///     tableView.reloadData()
///   }
/// }
/// ```
///
/// or attach behaviour without subclassing, through ``lifecycle``: a multicast of
/// ``ViewControllerLifecycleObserver``s, told of each event by the base implementation of
/// the matching method. See <doc:Controllers> for the order of the events.
///
/// ### The view
///
/// There is no view class here: ``view`` is the controller's content object, whatever a
/// front end draws for it (a ``TableView`` for a table screen), or `nil` for a controller
/// such as ``NavigationController`` whose content is other controllers. Reading ``view``
/// loads it, as in UIKit: ``loadView()`` runs, then ``viewDidLoad()``, once in the
/// controller's life.
///
/// ### Appearance
///
/// Nothing puts a controller on screen by itself: a container (a ``NavigationController``)
/// or the front end that shows the root controller calls
/// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``, which call
/// ``viewWillAppear(_:)``, ``viewDidAppear(_:)``, ``viewWillDisappear(_:)`` and
/// ``viewDidDisappear(_:)`` in balanced pairs and keep ``appearance`` up to date. Call those
/// two, never the `view…` methods themselves.
@MainActor
open class ViewController {
  /// Where a controller is in its appearance cycle.
  public enum Appearance: Sendable, Hashable {
    /// Not on screen: the state before the first appearance and after each disappearance.
    case disappeared
    /// Between ``ViewController/viewWillAppear(_:)`` and ``ViewController/viewDidAppear(_:)``.
    case appearing
    /// On screen.
    case appeared
    /// Between ``ViewController/viewWillDisappear(_:)`` and
    /// ``ViewController/viewDidDisappear(_:)``.
    case disappearing
  }

  /// The observers told of this controller's lifecycle, in the order they were added.
  ///
  /// The base implementation of each lifecycle method tells them, so they hear an event
  /// where a subclass's override calls `super`. They are held weakly: keep an observer alive
  /// yourself, or add it with `retention: .strong` to have the controller keep it as long as
  /// the controller lives:
  ///
  /// ```swift
  /// screen.lifecycle.add(ReloadOnAppear(), retention: .strong)
  /// ```
  ///
  /// An observer that holds its controller strongly and is added `.strong` forms a cycle:
  /// hold the controller weakly, or use the `viewController` argument of each message.
  public let lifecycle = ViewControllerLifecycleObserverMulticast()

  /// A name for the screen, shown by a front end in its title bar.
  open var title: String?

  /// The navigation controller whose stack holds this controller, or `nil`.
  ///
  /// Set by the navigation controller as the controller joins its stack (before a pushed
  /// controller's ``viewDidLoad()``), and cleared once the controller has left it: after
  /// the popped controller's ``viewDidDisappear(_:)``. Weak, because the navigation
  /// controller holds its stack.
  public internal(set) weak var navigationController: NavigationController?

  /// Where the controller is in its appearance cycle, kept by
  /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``; it has its
  /// new value when the lifecycle method runs.
  public internal(set) var appearance: Appearance = .disappeared

  /// The `animated` argument of the transition under way, for its `did…` half.
  var appearanceTransitionIsAnimated = false

  private enum ViewState {
    case notLoaded
    // `loadView()` runs: reading `view` from it must not load again.
    case loading
    case loaded
  }

  private var viewState = ViewState.notLoaded
  private var _view: AnyObject?
  private var _isEditing = false

  /// Creates a controller whose view is not loaded yet.
  public init() {}

  /// The controller's content object, loaded on first access.
  ///
  /// Reading it loads the view if needed (``loadView()`` then ``viewDidLoad()``), as
  /// UIKit's `view` does; read ``viewIfLoaded`` to look without loading. Setting it stores
  /// the object and neither loads nor unloads: ``loadView()`` sets it, and a front end reads
  /// it to draw the screen. It is `nil` for a controller whose ``loadView()`` sets none.
  public var view: AnyObject? {
    get {
      loadViewIfNeeded()
      return _view
    }
    set { _view = newValue }
  }

  /// The content object if the view is loaded, without loading it.
  public var viewIfLoaded: AnyObject? {
    isViewLoaded ? _view : nil
  }

  /// Whether the view has been loaded: ``loadView()`` has returned.
  public var isViewLoaded: Bool {
    viewState == .loaded
  }

  /// Loads the view if it is not loaded yet: calls ``loadView()`` and then
  /// ``viewDidLoad()``, once in the controller's life.
  ///
  /// Containers call it before a controller appears; call it yourself to prepare a
  /// controller's content ahead of time.
  public func loadViewIfNeeded() {
    guard viewState == .notLoaded else { return }
    viewState = .loading
    loadView()
    viewState = .loaded
    viewDidLoad()
  }

  /// Whether the controller is in editing mode. Setting it calls
  /// ``setEditing(_:animated:)`` without animation.
  public var isEditing: Bool {
    get { _isEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// The controller that shows inside this one and appears and disappears with it: a
  /// navigation controller's top controller. ``beginAppearanceTransition(_:animated:)`` and
  /// ``endAppearanceTransition()`` forward to it after this controller's own callback.
  var childForAppearanceForwarding: ViewController? { nil }

  // MARK: - Lifecycle, for subclasses

  /// Creates the controller's content and stores it in ``view``.
  ///
  /// Called once, the first time the view is needed; never call it yourself. The default
  /// creates nothing and leaves ``view`` as it is, so a controller without content, or one
  /// given its ``view`` before loading, needs no override. An override need not call
  /// `super`, as in UIKit.
  open func loadView() {}

  /// Called once, after ``loadView()``: configure the content here.
  ///
  /// The base implementation tells the ``lifecycle`` observers
  /// (``ViewControllerLifecycleObserver/viewControllerDidLoadView(_:)``); call `super`.
  open func viewDidLoad() {
    lifecycle.viewControllerDidLoadView(self)
  }

  /// Called as the controller is about to appear, with ``appearance`` already
  /// ``Appearance/appearing``.
  ///
  /// The base implementation tells the ``lifecycle`` observers; call `super`.
  ///
  /// - Parameter animated: Whether the transition is animated.
  open func viewWillAppear(_ animated: Bool) {
    lifecycle.viewController(self, willAppear: animated)
  }

  /// Called once the controller is on screen, with ``appearance`` already
  /// ``Appearance/appeared``.
  ///
  /// The base implementation tells the ``lifecycle`` observers; call `super`.
  ///
  /// - Parameter animated: Whether the transition was animated.
  open func viewDidAppear(_ animated: Bool) {
    lifecycle.viewController(self, didAppear: animated)
  }

  /// Called as the controller is about to be hidden, covered or removed, with
  /// ``appearance`` already ``Appearance/disappearing``.
  ///
  /// The base implementation tells the ``lifecycle`` observers; call `super`.
  ///
  /// - Parameter animated: Whether the transition is animated.
  open func viewWillDisappear(_ animated: Bool) {
    lifecycle.viewController(self, willDisappear: animated)
  }

  /// Called once the controller is off screen, with ``appearance`` already
  /// ``Appearance/disappeared``.
  ///
  /// The base implementation tells the ``lifecycle`` observers; call `super`.
  ///
  /// - Parameter animated: Whether the transition was animated.
  open func viewDidDisappear(_ animated: Bool) {
    lifecycle.viewController(self, didDisappear: animated)
  }

  /// Turns editing mode on or off.
  ///
  /// The base implementation sets ``isEditing`` and then tells the ``lifecycle`` observers,
  /// on every call, whether or not the value changed; an override (a table screen passing
  /// the mode to its table) calls `super`.
  ///
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Whether the change is animated.
  open func setEditing(_ editing: Bool, animated: Bool) {
    _isEditing = editing
    lifecycle.viewController(self, didSetEditing: editing, animated: animated)
  }
}
