// MessageKit's MessagesDisplayDelegate, transcribed from https://github.com/MessageKit/MessageKit
// at 5.0.0-14-gb4493fe46 (b4493fe468c82f87cd2a533d1abe63d9b698d2b8):
// - Sources/Protocols/MessagesDisplayDelegate.swift, lines 30-258: `@MainActor public protocol
//   MessagesDisplayDelegate: AnyObject`, 17 requirements; lines 260-408, its public extension
//   of defaults, every one kept here with `.inherited`. Several are computed from the
//   arguments: `backgroundColor(for:at:in:)` is clear for an emoji, white without a data source,
//   else the outgoing or incoming color by `isFromCurrentSender(message:)`; `textColor` and
//   `audioTintColor` likewise (and stop the program without a data source); the header and
//   footer views are dequeued from the collection view; `configureAvatarView` sets the
//   initials to "?"; `audioProgressTextFormat` formats the duration.
// - The types those defaults read, reduced to what they read: MessageType, SenderType and
//   MessageKind (Sources/Protocols, Sources/Models), MessagesDataSource with its
//   `isFromCurrentSender(message:)` default (Sources/Protocols/MessagesDataSource.swift, lines
//   30-42 and 198-201), MessageStyle and DetectorType (Sources/Models), the colors of
//   Sources/Extensions/UIColor+Extensions.swift (lines 30-40), `MessageLabel.defaultAttributes`
//   (Sources/Views/MessageLabel.swift, line 158) and `MessageKitError.nilMessagesDataSource`.
// Stand-ins: `MessagesCollectionView` is a plain class (UIKitStubs' UICollectionView is final),
// `AudioMessageCell` a plain class, `MKPinAnnotationView` an alias of MapKit's stand-in
// `MKAnnotationView` (MapKit/MKMapViewDelegateCorpus.swift); the item protocols of MessageKind
// (MediaItem…) have no requirements; all are in MessageKitStubs.swift. The scenarios are in
// MessagesDisplayDelegateCorpus+Scenarios.swift.
// Left out: nothing of the protocol.
import DelegateKit
import Foundation
import Testing

/// MessageKit's display delegate, as the library declares it.
@MainActor
protocol MessagesDisplayDelegate: AnyObject {
  // MARK: - All Messages

  func messageStyle(
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> MessageStyle

  func backgroundColor(
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> UIColor

  func messageHeaderView(
    for indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> MessageReusableView

  func messageFooterView(
    for indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> MessageReusableView

  func configureAvatarView(
    _ avatarView: AvatarView,
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  )

  func configureAccessoryView(
    _ accessoryView: UIView,
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  )

  // MARK: - Text Messages

  func textColor(
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> UIColor

  func enabledDetectors(
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> [DetectorType]

  func detectorAttributes(
    for detector: DetectorType,
    and message: any MessageType,
    at indexPath: IndexPath
  )
    -> [NSAttributedString.Key: Any]

  // MARK: - Location Messages

  func snapshotOptionsForLocation(
    message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> LocationMessageSnapshotOptions

  func annotationViewForLocation(
    message: any MessageType,
    at indexPath: IndexPath,
    in messageCollectionView: MessagesCollectionView
  ) -> MKAnnotationView?

  func animationBlockForLocation(
    message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> ((UIImageView) -> Void)?

  // MARK: - Media Messages

  func configureMediaMessageImageView(
    _ imageView: UIImageView,
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  )

  // MARK: - Audio Message

  func configureAudioCell(_ cell: AudioMessageCell, message: any MessageType)

  func audioTintColor(
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> UIColor

  func audioProgressTextFormat(
    _ duration: Float,
    for audioCell: AudioMessageCell,
    in messageCollectionView: MessagesCollectionView
  ) -> String

  func configureLinkPreviewImageView(
    _ imageView: UIImageView,
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  )
}

// MessageKit's defaults, as the library writes them.
extension MessagesDisplayDelegate {
  // MARK: - All Messages Defaults

  func messageStyle(for _: any MessageType, at _: IndexPath, in _: MessagesCollectionView) -> MessageStyle {
    .bubble
  }

  func backgroundColor(
    for message: any MessageType,
    at _: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  )
    -> UIColor
  {
    switch message.kind {
    case .emoji:
      return .clear
    default:
      guard let dataSource = messagesCollectionView.messagesDataSource else {
        return .white
      }
      return dataSource.isFromCurrentSender(message: message) ? .outgoingMessageBackground : .incomingMessageBackground
    }
  }

  func messageHeaderView(
    for indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  )
    -> MessageReusableView
  {
    messagesCollectionView.dequeueReusableHeaderView(MessageReusableView.self, for: indexPath)
  }

  func messageFooterView(
    for indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  )
    -> MessageReusableView
  {
    messagesCollectionView.dequeueReusableFooterView(MessageReusableView.self, for: indexPath)
  }

  func configureAvatarView(
    _ avatarView: AvatarView,
    for _: any MessageType,
    at _: IndexPath,
    in _: MessagesCollectionView
  ) {
    avatarView.initials = "?"
  }

  func configureAccessoryView(_: UIView, for _: any MessageType, at _: IndexPath, in _: MessagesCollectionView) {}

  // MARK: - Text Messages Defaults

  func textColor(
    for message: any MessageType,
    at _: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  )
    -> UIColor
  {
    guard let dataSource = messagesCollectionView.messagesDataSource else {
      fatalError(MessageKitError.nilMessagesDataSource)
    }
    return dataSource.isFromCurrentSender(message: message) ? .outgoingMessageLabel : .incomingMessageLabel
  }

  func enabledDetectors(for _: any MessageType, at _: IndexPath, in _: MessagesCollectionView) -> [DetectorType] {
    []
  }

  func detectorAttributes(
    for _: DetectorType,
    and _: any MessageType,
    at _: IndexPath
  ) -> [NSAttributedString.Key: Any] {
    MessageLabel.defaultAttributes
  }

  // MARK: - Location Messages Defaults

  func snapshotOptionsForLocation(
    message _: any MessageType,
    at _: IndexPath,
    in _: MessagesCollectionView
  )
    -> LocationMessageSnapshotOptions
  {
    LocationMessageSnapshotOptions()
  }

  func annotationViewForLocation(
    message _: any MessageType,
    at _: IndexPath,
    in _: MessagesCollectionView
  )
    -> MKAnnotationView?
  {
    MKPinAnnotationView(annotation: nil, reuseIdentifier: nil)
  }

  func animationBlockForLocation(
    message _: any MessageType,
    at _: IndexPath,
    in _: MessagesCollectionView
  ) -> ((UIImageView) -> Void)? {
    nil
  }

  // MARK: - Media Message Defaults

  func configureMediaMessageImageView(
    _: UIImageView,
    for _: any MessageType,
    at _: IndexPath,
    in _: MessagesCollectionView
  ) {}

  // MARK: - Audio Message Defaults

  func configureAudioCell(_: AudioMessageCell, message _: any MessageType) {}

  func audioTintColor(
    for message: any MessageType,
    at _: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  )
    -> UIColor
  {
    guard let dataSource = messagesCollectionView.messagesDataSource else {
      fatalError(MessageKitError.nilMessagesDataSource)
    }
    return dataSource.isFromCurrentSender(message: message) ? .outgoingAudioMessageTint : .incomingAudioMessageTint
  }

  func audioProgressTextFormat(_ duration: Float, for _: AudioMessageCell, in _: MessagesCollectionView) -> String {
    var returnValue = "0:00"
    // print the time as 0:ss if duration is up to 59 seconds
    // print the time as m:ss if duration is up to 59:59 seconds
    // print the time as h:mm:ss for anything longer
    if duration < 60 {
      returnValue = String(format: "0:%.02d", Int(duration.rounded(.up)))
    } else if duration < 3600 {
      returnValue = String(format: "%.02d:%.02d", Int(duration / 60), Int(duration) % 60)
    } else if duration.isFinite {
      let hours = Int(duration / 3600)
      let remainingMinutesInSeconds = Int(duration) - hours * 3600
      returnValue = String(
        format: "%.02d:%.02d:%.02d",
        hours,
        Int(remainingMinutesInSeconds / 60),
        Int(remainingMinutesInSeconds) % 60
      )
    }
    return returnValue
  }

  // MARK: - LinkPreview Message Defaults

  func configureLinkPreviewImageView(
    _: UIImageView,
    for _: any MessageType,
    at _: IndexPath,
    in _: MessagesCollectionView
  ) {}
}

/// MessageKit's display delegate for several stylers, every default kept. The detectors of all
/// stylers are collected; every other answer is the first styler's.
@MainActor
@Delegate(foreign: MessagesDisplayDelegate.self)
protocol MessageStyling: MessagesDisplayDelegate {
  @Optional(default: .inherited)
  func messageStyle(
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> MessageStyle
  @Optional(default: .inherited)
  func backgroundColor(
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> UIColor
  @Optional(default: .inherited)
  func messageHeaderView(
    for indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> MessageReusableView
  @Optional(default: .inherited)
  func messageFooterView(
    for indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> MessageReusableView
  @Optional(default: .inherited)
  func configureAvatarView(
    _ avatarView: AvatarView,
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  )
  @Optional(default: .inherited)
  func configureAccessoryView(
    _ accessoryView: UIView,
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  )
  @Optional(default: .inherited)
  func textColor(
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> UIColor
  @Combining(.collect) @Optional(default: .inherited)
  func enabledDetectors(
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> [DetectorType]
  @Optional(default: .inherited)
  func detectorAttributes(
    for detector: DetectorType,
    and message: any MessageType,
    at indexPath: IndexPath
  )
    -> [NSAttributedString.Key: Any]
  @Optional(default: .inherited)
  func snapshotOptionsForLocation(
    message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> LocationMessageSnapshotOptions
  @Optional(default: .inherited)
  func annotationViewForLocation(
    message: any MessageType,
    at indexPath: IndexPath,
    in messageCollectionView: MessagesCollectionView
  ) -> MKAnnotationView?
  @Optional(default: .inherited)
  func animationBlockForLocation(
    message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> ((UIImageView) -> Void)?
  @Optional(default: .inherited)
  func configureMediaMessageImageView(
    _ imageView: UIImageView,
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  )
  @Optional(default: .inherited)
  func configureAudioCell(_ cell: AudioMessageCell, message: any MessageType)
  @Optional(default: .inherited)
  func audioTintColor(
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> UIColor
  @Optional(default: .inherited)
  func audioProgressTextFormat(
    _ duration: Float,
    for audioCell: AudioMessageCell,
    in messageCollectionView: MessagesCollectionView
  ) -> String
  @Optional(default: .inherited)
  func configureLinkPreviewImageView(
    _ imageView: UIImageView,
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  )
}
