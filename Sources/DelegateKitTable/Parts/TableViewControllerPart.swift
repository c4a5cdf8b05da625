public import Foundation

/// What `UITableViewController` adds to `UIViewController`, as a part any
/// ``ViewController`` attaches: its table, reloaded and cleared of its selection as it
/// appears, editing with it, flashing its scroll indicators, and keeping the selected row
/// above the keyboard.
///
/// ```swift
/// final class ContactsScreen: ViewController, TableViewDataSource, TableViewDelegate {
///   let table = TableViewControllerPart()
///
///   override init() {
///     super.init()
///     attach(table)   // the table is the view, with this screen as data source and delegate
///   }
///   func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { … }
///   func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { … }
/// }
/// ```
///
/// What it does, and when (each through the controller's ``ViewController/lifecycle``):
///
/// | UIKit's `UITableViewController` | this part |
/// |---|---|
/// | `loadView()` creates the table | the table becomes the controller's ``ViewController/view`` once the view loads, unless the controller's `loadView()` set another (a wrapper holding the table) |
/// | the table's data source and delegate are the controller | a role given to no object is taken by the controller, if it conforms |
/// | `setEditing(_:animated:)` reaches the table | ``ViewControllerLifecycleObserver/viewController(_:didSetEditing:animated:)`` sets the table's mode |
/// | `viewWillAppear(_:)` reloads on first appearance and clears the selection | the same, by ``reloading`` and ``clearsSelectionOnViewWillAppear`` |
/// | a cancelled interactive pop restores that selection | an appearance that is cancelled (the controller hears `willDisappear` before `didAppear`) restores it |
/// | `viewDidAppear(_:)` flashes the scroll indicators | the same |
/// | the table makes room for the keyboard | ``keyboardWillShow(height:animated:)`` and ``keyboardWillHide(animated:)`` |
///
/// A part belongs to one controller at a time, and holds it weakly.
@MainActor
public final class TableViewControllerPart: ViewControllerPart {
  /// When the part reloads the table as the controller appears.
  public enum Reloading: Sendable, Hashable {
    /// Never: the screen's own code tells the table what changed. The table still loads
    /// itself the first time it is laid out.
    case never
    /// The first time the controller appears, as `UITableViewController` does.
    case onFirstAppearance
    /// Every time the controller appears.
    case onEveryAppearance
  }

  /// The table: the controller's view unless the controller made another.
  public let tableView: TableView

  /// Whether the selection is cleared each time the controller is about to appear, so
  /// that a row the user opened is not still selected when they come back. `true` by
  /// default, as in UIKit; `false` keeps it, through reloads too.
  public var clearsSelectionOnViewWillAppear = true

  /// When the table is reloaded as the controller appears; ``Reloading/onFirstAppearance``
  /// by default, as in UIKit.
  public var reloading = Reloading.onFirstAppearance

  /// The controller the part is attached to, or `nil`. Weak: the controller keeps the part.
  public private(set) weak var viewController: ViewController?

  /// Whether the part has reloaded the table for an appearance.
  var hasReloadedForAppearance = false

  /// The rows the last `willAppear` cleared, until its `didAppear`: an appearance
  /// cancelled before then gives them back, as UIKit does when an interactive pop is
  /// cancelled. `nil` when no appearance is pending.
  var selectionClearedForAppearance: [IndexPath]?

  /// The height of the keyboard the part is making room for, or `nil` while none shows:
  /// set by ``keyboardWillShow(height:animated:)``, cleared by
  /// ``keyboardWillHide(animated:)``.
  public internal(set) var keyboardHeight: CGFloat?

  /// The table's bottom inset before the keyboard showed, given back when it hides.
  var bottomInsetBeforeKeyboard: CGFloat = 0

  /// Creates a part with a new table.
  ///
  /// - Parameters:
  ///   - style: The table's style.
  ///   - dataSource: The table's data source, or `nil` for the controller (if it is one).
  ///     Held weakly by the table, as in UIKit.
  ///   - delegate: The table's delegate, or `nil` for the controller (if it is one). Held
  ///     weakly by the table.
  public convenience init(
    style: TableView.Style = .plain,
    dataSource: (any TableViewDataSource)? = nil,
    delegate: (any TableViewDelegate)? = nil
  ) {
    self.init(tableView: TableView(style: style), dataSource: dataSource, delegate: delegate)
  }

  /// Creates a part around an existing table, UIKit's table from a storyboard or nib.
  ///
  /// - Parameters:
  ///   - tableView: The table. A data source or delegate it already has is kept.
  ///   - dataSource: The table's data source, or `nil` to keep the table's, or else use
  ///     the controller (if it is one).
  ///   - delegate: The table's delegate, as for `dataSource`.
  public init(
    tableView: TableView,
    dataSource: (any TableViewDataSource)? = nil,
    delegate: (any TableViewDelegate)? = nil
  ) {
    self.tableView = tableView
    if let dataSource { tableView.dataSource = dataSource }
    if let delegate { tableView.delegate = delegate }
  }

  /// Takes the controller: the roles no object has, and the view if it is loaded.
  ///
  /// - Precondition: The part is not attached to another live controller.
  public func didAttach(to viewController: ViewController) {
    precondition(
      self.viewController == nil || self.viewController === viewController,
      "TableViewControllerPart: already attached to another view controller; detach it there first"
    )
    self.viewController = viewController
    // UITableViewController is its own table's data source and delegate; here only when
    // nobody else was named, so a screen may hand either role to another object.
    if tableView.dataSource == nil, let dataSource = viewController as? any TableViewDataSource {
      tableView.dataSource = dataSource
    }
    if tableView.delegate == nil, let delegate = viewController as? any TableViewDelegate {
      tableView.delegate = delegate
    }
    if viewController.isViewLoaded { adoptView(of: viewController) }
  }

  /// Forgets the controller and gives back the bottom inset the keyboard took. The table
  /// keeps its data source, delegate and place as the controller's view.
  public func didDetach(from viewController: ViewController) {
    guard viewController === self.viewController else { return }
    if keyboardHeight != nil { keyboardWillHide(animated: false) }
    selectionClearedForAppearance = nil
    self.viewController = nil
  }

  /// Whether a message is about this part's controller: a part added to another
  /// controller's ``ViewController/lifecycle`` by hand ignores that controller.
  func isOwn(_ viewController: ViewController) -> Bool {
    viewController === self.viewController
  }

  /// Makes the table the controller's view, unless its `loadView()` made one (a wrapper
  /// around the table, or a view from a nib).
  func adoptView(of viewController: ViewController) {
    if viewController.view == nil { viewController.view = tableView }
  }

  // MARK: - Lifecycle (ViewControllerLifecycleObserver)

  /// Makes the table the controller's view if its `loadView()` set none.
  public func viewControllerDidLoadView(_ viewController: ViewController) {
    guard isOwn(viewController) else { return }
    adoptView(of: viewController)
  }

  /// Reloads the table as ``reloading`` says and clears the selection, remembering it in
  /// case the appearance is cancelled.
  public func viewController(_ viewController: ViewController, willAppear animated: Bool) {
    guard isOwn(viewController) else { return }
    prepareForAppearance(animated: animated)
  }

  /// The appearance happened: the cleared selection is gone for good, and the scroll
  /// indicators flash.
  public func viewController(_ viewController: ViewController, didAppear animated: Bool) {
    guard isOwn(viewController) else { return }
    selectionClearedForAppearance = nil
    tableView.flashScrollIndicators()
  }

  /// An appearance that began and did not finish is cancelled: the selection it cleared
  /// comes back.
  public func viewController(_ viewController: ViewController, willDisappear animated: Bool) {
    guard isOwn(viewController) else { return }
    restoreSelectionOfCancelledAppearance()
  }

  /// Sets the table's editing mode to the controller's.
  public func viewController(_ viewController: ViewController, didSetEditing editing: Bool, animated: Bool) {
    guard isOwn(viewController) else { return }
    tableView.setEditing(editing, animated: animated)
  }
}
