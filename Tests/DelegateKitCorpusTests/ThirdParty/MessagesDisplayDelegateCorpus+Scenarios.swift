// MessagesDisplayDelegate's stylers and tests; the library protocol, its defaults, the
// @Delegate restatement and the sources are in MessagesDisplayDelegateCorpus.swift.
import DelegateKit
import Foundation
import Testing

/// A participant of the scenarios' conversation.
struct ChatSender: SenderType {
  let senderId: String
  let displayName: String
}

/// A message of the scenarios' conversation.
struct ChatMessage: MessageType {
  let sender: any SenderType
  let messageId: String
  let sentDate = Date(timeIntervalSince1970: 0)
  let kind: MessageKind
}

/// The conversation's data source: the current sender is Ada.
@MainActor
final class Conversation: MessagesDataSource {
  let currentSender: any SenderType = ChatSender(senderId: "ada", displayName: "Ada Lovelace")
}

/// The brand's bubbles: tails on the sender's side, the brand color. Members in its body.
@MainActor
final class BrandStyler: MessageStyling {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }

  func messageStyle(
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> MessageStyle {
    let outgoing = messagesCollectionView.messagesDataSource?.isFromCurrentSender(message: message) ?? false
    return .bubbleTail(outgoing ? .bottomRight : .bottomLeft, .curved)
  }

  func backgroundColor(
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> UIColor {
    .red
  }
}

/// Detects links and phone numbers and shows initials; in an extension, as most apps write it.
@MainActor
final class LinkStyler {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }
}

extension LinkStyler: MessageStyling {
  func enabledDetectors(
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> [DetectorType] {
    [.url, .phoneNumber]
  }

  func configureAvatarView(
    _ avatarView: AvatarView,
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) {
    let initials = message.sender.displayName.split(separator: " ").compactMap(\.first).map(String.init).joined()
    journal.record("link.avatar(\(avatarView.initials ?? "nil") -> \(initials))")
    avatarView.initials = initials
  }
}

/// Detects addresses only.
@MainActor
final class AddressStyler: MessageStyling {
  func enabledDetectors(
    for message: any MessageType,
    at indexPath: IndexPath,
    in messagesCollectionView: MessagesCollectionView
  ) -> [DetectorType] {
    [.address]
  }
}

@MainActor
@Suite("MessagesDisplayDelegate: defaults computed from the arguments, kept by conformers and generated types")
struct MessagesDisplayDelegateCorpusTests {
  let conversation = Conversation()
  let ada = ChatSender(senderId: "ada", displayName: "Ada Lovelace")
  let alan = ChatSender(senderId: "alan", displayName: "Alan Turing")
  let row = IndexPath(item: 0, section: 3)

  func collectionView(dataSource: Bool = true) -> MessagesCollectionView {
    let view = MessagesCollectionView()
    view.messagesDataSource = dataSource ? conversation : nil
    return view
  }

  func message(from sender: ChatSender, _ kind: MessageKind = .text("hi")) -> ChatMessage {
    ChatMessage(sender: sender, messageId: UUID().uuidString, kind: kind)
  }

  @Test("A styler used directly answers MessageKit's defaults, computed from its arguments")
  func conformerKeepsDefaults() {
    let journal = Journal()
    let styler = LinkStyler(journal: journal)
    let view = collectionView()
    #expect(styler.backgroundColor(for: message(from: ada), at: row, in: view) == .outgoingMessageBackground)
    #expect(styler.backgroundColor(for: message(from: alan), at: row, in: view) == .incomingMessageBackground)
    #expect(styler.backgroundColor(for: message(from: ada, .emoji("🎉")), at: row, in: view) == .clear)
    #expect(styler.backgroundColor(for: message(from: ada), at: row, in: collectionView(dataSource: false)) == .white)
    #expect(styler.textColor(for: message(from: alan), at: row, in: view) == .incomingMessageLabel)
    #expect(styler.audioTintColor(for: message(from: ada), at: row, in: view) == .outgoingAudioMessageTint)
    #expect(styler.messageHeaderView(for: row, in: view).tag == 1003)
    #expect(styler.messageFooterView(for: row, in: view).tag == 2003)
    #expect(styler.animationBlockForLocation(message: message(from: ada), at: row, in: view) == nil)
    #expect(styler.annotationViewForLocation(message: message(from: ada), at: row, in: view)?.reuseIdentifier == nil)
    #expect(styler.detectorAttributes(for: .url, and: message(from: ada), at: row).count == 2)
    let brand = BrandStyler(journal: journal)
    #expect(brand.enabledDetectors(for: message(from: ada), at: row, in: view).isEmpty)
    let cell = AudioMessageCell()
    #expect(brand.audioProgressTextFormat(42, for: cell, in: view) == "0:42")
    #expect(brand.audioProgressTextFormat(125, for: cell, in: view) == "02:05")
    #expect(brand.audioProgressTextFormat(3725, for: cell, in: view) == "01:02:05")
  }

  @Test("A multicast, a proxy and a router answer them the same way for a styler that does not implement them")
  func generatedTypesKeepDefaults() {
    let journal = Journal()
    let link = LinkStyler(journal: journal)
    let view = collectionView()
    let outgoing = message(from: ada)
    let incoming = message(from: alan)

    let multicast = MessageStylingMulticast()
    multicast.add(link)
    #expect(multicast.backgroundColor(for: outgoing, at: row, in: view) == .outgoingMessageBackground)
    #expect(multicast.backgroundColor(for: incoming, at: row, in: view) == .incomingMessageBackground)
    #expect(multicast.textColor(for: outgoing, at: row, in: view) == .outgoingMessageLabel)
    let proxy = MessageStylingProxy(link)
    #expect(proxy.backgroundColor(for: incoming, at: row, in: view) == .incomingMessageBackground)
    let router = MessageStylingRouter<String>()
    router.setDelegate(link, for: "links")
    router.select("links")
    #expect(router.audioTintColor(for: incoming, at: row, in: view) == .incomingAudioMessageTint)
    // No styler at all: the same defaults, from the same arguments.
    let empty = MessageStylingMulticast()
    #expect(empty.backgroundColor(for: outgoing, at: row, in: view) == .outgoingMessageBackground)
    #expect(empty.backgroundColor(for: incoming, at: row, in: collectionView(dataSource: false)) == .white)
    #expect(empty.messageHeaderView(for: row, in: view).tag == 1003)
    if case .bubble = empty.messageStyle(for: outgoing, at: row, in: view) {
    } else {
      Issue.record("MessageKit's default style is .bubble")
    }
    #expect(MessageStylingProxy().audioProgressTextFormat(5, for: AudioMessageCell(), in: view) == "0:05")
    #expect(multicast.responds(to: .backgroundColorForAtIn))
  }

  @Test("Each styler counts as answering, with its own method or MessageKit's default: the first one answers")
  func firstStylerAnswers() {
    let journal = Journal()
    let link = LinkStyler(journal: journal)
    let brand = BrandStyler(journal: journal)
    let view = collectionView()
    let linkFirst = MessageStylingMulticast()
    linkFirst.add(link)
    linkFirst.add(brand)
    let brandFirst = MessageStylingMulticast()
    brandFirst.add(brand)
    brandFirst.add(link)

    #expect(linkFirst.backgroundColor(for: message(from: ada), at: row, in: view) == .outgoingMessageBackground)
    #expect(brandFirst.backgroundColor(for: message(from: ada), at: row, in: view) == .red)
    guard case .bubbleTail(let corner, .curved) = brandFirst.messageStyle(for: message(from: alan), at: row, in: view)
    else {
      Issue.record("the brand's tail")
      return
    }
    #expect(corner == .bottomLeft)
  }

  @Test("The detectors of every styler are collected, in registration order")
  func detectorsCollected() {
    let journal = Journal()
    let link = LinkStyler(journal: journal)
    let brand = BrandStyler(journal: journal)
    let address = AddressStyler()
    let multicast = MessageStylingMulticast()
    multicast.add(link)
    multicast.add(brand)
    multicast.add(address)

    let detectors = multicast.enabledDetectors(for: message(from: ada), at: row, in: collectionView())

    #expect(detectors == [.url, .phoneNumber, .address], "the brand styler adds MessageKit's default, none")
    withExtendedLifetime((link, brand, address)) {}
  }

  @Test("Configuring the avatar reaches every styler in order: MessageKit's default, then the link styler")
  func avatarConfiguration() {
    let journal = Journal()
    let brand = BrandStyler(journal: journal)
    let link = LinkStyler(journal: journal)
    let multicast = MessageStylingMulticast()
    multicast.add(brand)
    multicast.add(link)
    let avatar = AvatarView()

    multicast.configureAvatarView(avatar, for: message(from: alan), at: row, in: collectionView())

    #expect(avatar.initials == "AT")
    #expect(journal.entries == ["link.avatar(? -> AT)"], "the brand styler's default set \"?\" first")
    let router = MessageStylingRouter<Int>()
    router.setDelegate(brand, for: 0)
    router.select(0)
    router.configureAvatarView(avatar, for: message(from: alan), at: row, in: collectionView())
    #expect(avatar.initials == "?")
    withExtendedLifetime((brand, link)) {}
  }
}
