// The MessageKit types MessagesDisplayDelegate and its defaults mention, reduced to what the
// defaults and the scenarios read; source and commit in MessagesDisplayDelegateCorpus.swift.
// UIColor, UIImage and UIImageView are in ThirdPartyUIKitStubs.swift; UIView and
// UICollectionReusableView in UIKit/UIKitStubs.swift; MKAnnotationView in
// MapKit/MKMapViewDelegateCorpus.swift.
import Foundation

/// MessageKit's `SenderType`.
protocol SenderType {
  var senderId: String { get }
  var displayName: String { get }
}

/// MessageKit's item protocols, without their requirements.
protocol MediaItem {}
protocol LocationItem {}
protocol AudioItem {}
protocol ContactItem {}
protocol LinkItem {}

/// MessageKit's `MessageKind`.
enum MessageKind {
  case text(String)
  case attributedText(NSAttributedString)
  case photo(any MediaItem)
  case video(any MediaItem)
  case location(any LocationItem)
  case emoji(String)
  case audio(any AudioItem)
  case contact(any ContactItem)
  case linkPreview(any LinkItem)
  case custom(Any?)
}

/// MessageKit's `MessageType`.
protocol MessageType {
  var sender: any SenderType { get }
  var messageId: String { get }
  var sentDate: Date { get }
  var kind: MessageKind { get }
}

/// MessageKit's `MessageContainerView`.
final class MessageContainerView {}

/// MessageKit's `MessageStyle`.
enum MessageStyle {
  case none
  case bubble
  case bubbleOutline(UIColor)
  case bubbleTail(TailCorner, TailStyle)
  case bubbleTailOutline(UIColor, TailCorner, TailStyle)
  case customImageTail(UIImage, TailCorner)
  case custom((MessageContainerView) -> Void)

  enum TailCorner: String {
    case topLeft
    case bottomLeft
    case topRight
    case bottomRight
  }

  enum TailStyle {
    case curved
    case pointedEdge
  }
}

/// MessageKit's `DetectorType`.
enum DetectorType: Hashable {
  case address
  case date
  case phoneNumber
  case url
  case transitInformation
  case custom(NSRegularExpression)
}

/// MessageKit's `LocationMessageSnapshotOptions`, without the MapKit span.
struct LocationMessageSnapshotOptions {
  var showsBuildings = false
  var showsPointsOfInterest = false
  var scale: CGFloat = 2
}

/// MessageKit's `MessageKitError`.
enum MessageKitError {
  static let nilMessagesDataSource = "MessagesDataSource has not been set."
}

/// MessageKit's `MessageLabel`, for its default detector attributes.
@MainActor
final class MessageLabel {
  static var defaultAttributes: [NSAttributedString.Key: Any] = [
    NSAttributedString.Key(rawValue: "NSColor"): UIColor.darkText,
    NSAttributedString.Key(rawValue: "NSUnderline"): 1,
  ]
}

// MessageKit's colors (UIColor+Extensions.swift), by name.
extension UIColor {
  static let darkText = UIColor(name: "darkText")
  static let incomingMessageBackground = UIColor(name: "incomingMessageBackground")
  static let outgoingMessageBackground = UIColor(name: "outgoingMessageBackground")
  static let incomingMessageLabel = UIColor(name: "incomingMessageLabel")
  static let outgoingMessageLabel = UIColor(name: "outgoingMessageLabel")
  static let incomingAudioMessageTint = UIColor(name: "incomingAudioMessageTint")
  static let outgoingAudioMessageTint = UIColor(name: "outgoingAudioMessageTint")
}

/// MessageKit's `AvatarView`.
final class AvatarView: UIImageView {
  var initials: String?
}

/// MessageKit's `MessageReusableView`, a collection view header or footer.
final class MessageReusableView: UICollectionReusableView {}

/// MessageKit's `AudioMessageCell`.
final class AudioMessageCell {}

/// MapKit's `MKPinAnnotationView`, the annotation view MessageKit's default answers. MapKit's
/// subclasses `MKAnnotationView`, whose stand-in (MapKit/MKMapViewDelegateCorpus.swift, with
/// `MKAnnotation`) is final: an alias stands in for the subclass.
typealias MKPinAnnotationView = MKAnnotationView

/// MessageKit's data source, with what the display delegate's defaults ask it.
@MainActor
protocol MessagesDataSource: AnyObject {
  var currentSender: any SenderType { get }
  func isFromCurrentSender(message: any MessageType) -> Bool
}

extension MessagesDataSource {
  func isFromCurrentSender(message: any MessageType) -> Bool {
    message.sender.senderId == currentSender.senderId
  }
}

/// MessageKit's `MessagesCollectionView`: its data source, and the views it dequeues (tagged
/// with their section).
final class MessagesCollectionView {
  weak var messagesDataSource: (any MessagesDataSource)?

  func dequeueReusableHeaderView(
    _ viewClass: MessageReusableView.Type,
    for indexPath: IndexPath
  ) -> MessageReusableView {
    viewClass.init(tag: 1000 + indexPath.section)
  }

  func dequeueReusableFooterView(
    _ viewClass: MessageReusableView.Type,
    for indexPath: IndexPath
  ) -> MessageReusableView {
    viewClass.init(tag: 2000 + indexPath.section)
  }
}
