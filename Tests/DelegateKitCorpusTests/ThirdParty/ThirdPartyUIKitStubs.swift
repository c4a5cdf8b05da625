// Stand-ins for the UIKit types that several ThirdParty corpus files mention and
// UIKit/UIKitStubs.swift does not declare (UIView, UIScrollView, UIViewController and
// UICollectionReusableView come from there). Types one library alone mentions stay in that
// library's file. If UIKitStubs.swift comes to declare one of these, delete it here.
import Foundation

/// `UIColor`, reduced to a name and an alpha component so that scenarios can compare colors.
/// MessageKit (MessagesDisplayDelegateCorpus) and PanModal (PanModalPresentableCorpus) read it.
final class UIColor: Equatable, CustomStringConvertible, Sendable {
  let name: String
  let alpha: CGFloat

  init(name: String, alpha: CGFloat = 1) {
    self.name = name
    self.alpha = alpha
  }

  static let black = UIColor(name: "black")
  static let white = UIColor(name: "white")
  static let clear = UIColor(name: "clear", alpha: 0)
  static let lightGray = UIColor(name: "lightGray")
  static let red = UIColor(name: "red")

  /// `withAlphaComponent(_:)`: the same color with another alpha.
  func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(name: name, alpha: alpha)
  }

  static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.name == rhs.name && lhs.alpha == rhs.alpha
  }

  var description: String { alpha == 1 ? name : "\(name)(\(alpha))" }
}

/// `UIImage`, reduced to a name. Kingfisher (ImageDownloaderDelegateCorpus, as
/// `KFCrossPlatformImage`) and MessageKit (MessagesDisplayDelegateCorpus) mention it.
final class UIImage {
  let name: String

  init(name: String) {
    self.name = name
  }
}

/// `UIImageView`, the base of MessageKit's `AvatarView`.
class UIImageView: UIView {}
