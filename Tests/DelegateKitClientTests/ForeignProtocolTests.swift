// Several delegates for a source you do not own. Foundation's
// XMLParser parses a real Atom feed with its delegate set to a generated multicast of two
// independent delegates.
import DelegateKit
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The XMLParserDelegate requirements to forward, restated; the others keep Foundation's
/// own implementations. On Apple platforms XMLParserDelegate requires NSObjectProtocol,
/// hence `subclassing: NSObject.self`.
@Delegate(foreign: XMLParserDelegate.self, subclassing: NSObject.self)
protocol FeedParsing: XMLParserDelegate {
  @Optional(default: ()) func parserDidStartDocument(_ parser: XMLParser)
  @Optional(default: ()) func parser(
    _ parser: XMLParser,
    didStartElement elementName: String,
    namespaceURI: String?,
    qualifiedName qName: String?,
    attributes attributeDict: [String: String]
  )
  @Optional(default: ()) func parser(
    _ parser: XMLParser,
    didEndElement elementName: String,
    namespaceURI: String?,
    qualifiedName qName: String?
  )
  @Optional(default: ()) func parser(_ parser: XMLParser, foundCharacters string: String)
  @Optional(default: ()) func parserDidEndDocument(_ parser: XMLParser)
}

/// Counts the elements by name.
final class ElementCounter: NSObject, FeedParsing {
  var counts: [String: Int] = [:]
  var finished = false

  func parser(
    _ parser: XMLParser,
    didStartElement elementName: String,
    namespaceURI: String?,
    qualifiedName qName: String?,
    attributes attributeDict: [String: String]
  ) {
    counts[elementName, default: 0] += 1
  }

  func parserDidEndDocument(_ parser: XMLParser) { finished = true }
}

/// Collects the text of every `title` element.
final class TitleCollector: NSObject, FeedParsing {
  var titles: [String] = []
  private var text: String?

  func parser(
    _ parser: XMLParser,
    didStartElement elementName: String,
    namespaceURI: String?,
    qualifiedName qName: String?,
    attributes attributeDict: [String: String]
  ) {
    if elementName == "title" { text = "" }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text? += string
  }

  func parser(
    _ parser: XMLParser,
    didEndElement elementName: String,
    namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    if elementName == "title", let text { titles.append(text) }
    text = nil
  }
}

@Suite("A protocol you don't own: XMLParserDelegate")
struct ForeignProtocolTests {
  @Test("XMLParser parses an Atom feed into a generated multicast of two delegates; both see every event")
  func parseFeed() throws {
    let url = try #require(Bundle.module.url(forResource: "releases", withExtension: "atom"))
    let parser = try #require(XMLParser(contentsOf: url))
    let counter = ElementCounter()
    let titles = TitleCollector()
    let multicast = FeedParsingMulticast()
    multicast.add(counter)
    multicast.add(titles)
    parser.delegate = multicast
    #expect(parser.parse())
    #expect(counter.counts["entry"] == 3)
    #expect(counter.counts["title"] == 4)
    #expect(counter.counts["link"] == 4)
    #expect(counter.finished)
    #expect(
      titles.titles == [
        "DelegateKit releases", "0.3: protocol hierarchies", "0.2: one forwarder per requirement", "0.1: first release",
      ]
    )
    #expect(!multicast.responds(to: .parserDidStartDocument), "neither delegate implements it")
    #expect(multicast.responds(to: .parserFoundCharacters))
  }
}

/// A delegate that keeps the multicast it belongs to alive.
final class KeepingCounter: NSObject, FeedParsing {
  var keepAlive: DelegateKeepAlive?
  var starts = 0
  func parserDidStartDocument(_ parser: XMLParser) { starts += 1 }
}

@Suite("A multicast kept alive by its delegates")
struct KeepAliveTests {
  @Test("A weakly held multicast lives exactly as long as the delegate holding its token")
  func livesWithItsDelegate() throws {
    let url = try #require(Bundle.module.url(forResource: "releases", withExtension: "atom"))
    let parser = try #require(XMLParser(contentsOf: url))
    var released = false
    var counter: KeepingCounter? = KeepingCounter()
    do {
      let multicast = FeedParsingMulticast()
      counter?.keepAlive = multicast.keepAliveToken { released = true }
      multicast.add(try #require(counter))
      parser.delegate = multicast
    }
    #expect(parser.delegate != nil, "the multicast outlives the scope that made it")
    #expect(parser.parse())
    #expect(counter?.starts == 1)
    counter = nil
    #expect(released, "released as the delegate deallocated")
    #expect(parser.delegate == nil)
  }
}
