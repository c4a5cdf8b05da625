import DelegateKit

/// A piece of a screen's behaviour, attached to any ``ViewController`` instead of inherited
/// from a superclass.
///
/// UIKit shares behaviour by inheritance: a screen gets `UITableViewController`'s reload,
/// selection clearing and keyboard handling by subclassing it, and then cannot share a
/// `UIViewController` base class with the app's other screens. A part is that behaviour as
/// an object: ``ViewController/attach(_:)`` registers it in the controller's
/// ``ViewController/lifecycle`` multicast, which tells it of each event, and keeps it alive
/// as long as the controller. Any screen takes any set of parts:
///
/// ```swift
/// final class FruitScreen: ViewController, TableViewDataSource {
///   let table = TableViewControllerPart()
///   override init() {
///     super.init()
///     attach(table)               // the library's table behaviour
///     attach(ScreenTimeLogger())  // a part of the app's own
///   }
///   …
/// }
/// ```
///
/// A part hears lifecycle events only as a ``ViewControllerLifecycleObserver``, through the
/// generated multicast: it implements the messages it needs, and hears them where a
/// subclass's override calls `super`, in the order the parts were attached. This protocol
/// adds only the two moments the multicast cannot tell: being attached and detached.
///
/// ### Lifetime
///
/// The controller holds its parts strongly, so a part must not hold its controller
/// strongly, or neither is ever released: keep it `weak`, or use the `viewController`
/// argument of each message.
@MainActor
public protocol ViewControllerPart: ViewControllerLifecycleObserver {
  /// The part was attached to `viewController` by ``ViewController/attach(_:)``, and
  /// hears its lifecycle from now on.
  ///
  /// The controller may be anywhere in its life: not loaded yet, or already on screen. A
  /// part that acts on load or appearance checks ``ViewController/isViewLoaded`` and
  /// ``ViewController/appearance`` here and catches up. The default does nothing.
  ///
  /// - Parameter viewController: The controller the part is attached to.
  func didAttach(to viewController: ViewController)

  /// The part was detached from `viewController` by ``ViewController/detach(_:)`` and hears
  /// nothing more from it: undo here what the part did to the controller. The default does
  /// nothing.
  ///
  /// - Parameter viewController: The controller the part was attached to.
  func didDetach(from viewController: ViewController)
}

extension ViewControllerPart {
  /// Does nothing.
  public func didAttach(to viewController: ViewController) {}

  /// Does nothing.
  public func didDetach(from viewController: ViewController) {}
}

extension ViewController {
  /// Attaches a part: the controller keeps it alive and tells it of its lifecycle.
  ///
  /// The part is added to ``lifecycle`` with `retention: .strong`, after the observers
  /// already there, and told ``ViewControllerPart/didAttach(to:)``. Attaching a part that
  /// is already in ``lifecycle`` does nothing more than make the controller keep it.
  ///
  /// ```swift
  /// let table = screen.attach(TableViewControllerPart())
  /// table.tableView.rowHeight = 1
  /// ```
  ///
  /// - Parameter part: The part to attach.
  /// - Returns: `part`, so that it can be attached and kept in one line.
  @discardableResult
  public func attach<Part: ViewControllerPart>(_ part: Part) -> Part {
    if lifecycle.add(part, retention: .strong) {
      part.didAttach(to: self)
    }
    return part
  }

  /// Detaches a part: it hears nothing more from the controller, which no longer keeps it
  /// alive. The part is told ``ViewControllerPart/didDetach(from:)`` if it was attached.
  ///
  /// - Parameter part: The part to detach.
  public func detach(_ part: some ViewControllerPart) {
    if lifecycle.remove(part) {
      part.didDetach(from: self)
    }
  }

  /// The first attached part of type `type`, or `nil`: how a screen's code, or a test,
  /// finds a part it did not keep.
  ///
  /// ```swift
  /// screen.part(ofType: TableViewControllerPart.self)?.tableView
  /// ```
  ///
  /// - Parameter type: The part's type.
  /// - Complexity: O(*n*) in the number of lifecycle observers.
  public func part<Part: ViewControllerPart>(ofType type: Part.Type) -> Part? {
    for observer in lifecycle.delegates {
      if let part = observer as? Part { return part }
    }
    return nil
  }
}
