// Stand-ins for the UIKit types that several UIKit corpus files mention (and WKUIDelegateCorpus
// mentions UIContextMenuConfiguration, UIViewController and the animator protocols): one
// module holds every corpus file, so a type two files need is declared once, here. Types
// one protocol alone mentions stay in that protocol's file.
//
// Names and shapes follow https://developer.apple.com/documentation/uikit. The stand-ins are
// not `@MainActor` (UIKit's are): a default closure such as
// `@Optional(default: { (tableView: UITableView) in tableView.rowHeight })` is type-checked
// where the attribute is written, and a main-actor property read there could be refused.
// They carry only what the scenarios read.
import Foundation

/// `UIView`: the base of the views below.
class UIView {
  /// A number the scenarios use to tell views apart.
  var tag: Int
  var frame = CGRect.zero

  init(tag: Int = 0) {
    self.tag = tag
  }
}

/// `UIScrollView`, whose delegate `UITableViewDelegate` and `UICollectionViewDelegate` refine.
class UIScrollView: UIView {
  var contentOffset = CGPoint.zero
  var contentSize = CGSize.zero
  var zoomScale: CGFloat = 1
}

/// `UITableView`, with the properties its delegate's documented defaults read.
final class UITableView: UIScrollView {
  /// `UITableView.automaticDimension`: "the default value for a given dimension".
  static let automaticDimension: CGFloat = -1
  var rowHeight: CGFloat = 44
  var sectionHeaderHeight: CGFloat = 28
  var sectionFooterHeight: CGFloat = 28
  var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  var selectionFollowsFocus = false
  var isEditing = false
}

/// `UITableViewCell`, with its nested `EditingStyle` (UIKit's three cases).
final class UITableViewCell: UIView {
  /// `UITableViewCell.EditingStyle`.
  enum EditingStyle: Int, Sendable {
    case none, delete, insert
  }

  var text: String?
}

/// `UIControl`: the callout accessory MKMapViewDelegate reports a tap on.
final class UIControl: UIView {}

/// `UICollectionView`.
final class UICollectionView: UIScrollView {
  var selectionFollowsFocus = false
}

/// `UICollectionReusableView`: the base of cells and supplementary views.
class UICollectionReusableView: UIView {}

/// `UICollectionViewCell`.
final class UICollectionViewCell: UICollectionReusableView {}

/// `UIViewController`, with a title to tell controllers apart; open to subclasses, as
/// PanModal's presentables are.
class UIViewController {
  let title: String?

  init() {
    title = nil
  }

  init(title: String?) {
    self.title = title
  }
}

/// `UIMenuElement`: the base of menus and actions.
class UIMenuElement {
  let title: String

  init(title: String) {
    self.title = title
  }
}

/// `UIMenu`.
final class UIMenu: UIMenuElement {
  let children: [UIMenuElement]

  init(title: String = "", children: [UIMenuElement] = []) {
    self.children = children
    super.init(title: title)
  }
}

/// `UIAction`.
final class UIAction: UIMenuElement {}

/// `UIContextMenuConfiguration`; UIKit's takes an `NSCopying` identifier and two providers.
final class UIContextMenuConfiguration {
  let identifier: String

  init(identifier: String) {
    self.identifier = identifier
  }
}

/// `UITargetedPreview`.
final class UITargetedPreview {
  let view: UIView

  init(view: UIView) {
    self.view = view
  }
}

/// `UIContextMenuInteractionAnimating`.
protocol UIContextMenuInteractionAnimating: AnyObject {}

/// `UIContextMenuInteractionCommitAnimating`.
protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {}

/// `UIEditMenuInteractionAnimating`.
protocol UIEditMenuInteractionAnimating: AnyObject {}

/// A test double for the context menu animators UIKit passes.
final class ContextMenuAnimatorDouble: UIContextMenuInteractionCommitAnimating {}

/// A test double for the edit menu animator UIKit passes.
final class EditMenuAnimatorDouble: UIEditMenuInteractionAnimating {}

// UIKit adds `init(row:section:)`, `init(item:section:)`, `row`, `item` and `section` to
// IndexPath; Foundation on Linux has none of them (DelegateKitTable declares its own the same
// way). Where UIKit can be imported it declares them, though no corpus file imports it.
#if !canImport(UIKit)
extension IndexPath {
  /// UIKit's index path of a table view row.
  init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// UIKit's index path of a collection view item.
  init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The row, for a two-index path.
  var row: Int { self[1] }

  /// The item, for a two-index path.
  var item: Int { self[1] }

  /// The section, for a two-index path.
  var section: Int { self[0] }
}
#endif
