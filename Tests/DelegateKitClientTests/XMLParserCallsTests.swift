// XMLParser's delegate calls as an asynchronous sequence: Foundation's real parser, its
// delegate set to a generated multicast, and the multicast's calls turned into the
// document's elements. The document is Apache Maven's default settings.xml (Debian's maven
// package, /etc/maven/settings.xml, Apache License 2.0), copied unchanged into Resources;
// the expected elements come from Python's xml.etree.ElementTree reading the same file.
import DelegateKit
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The XMLParserDelegate requirements the bridge listens to; the others keep Foundation's
/// own implementations.
@Delegate(foreign: XMLParserDelegate.self, subclassing: NSObject.self)
protocol DocumentEvents: XMLParserDelegate {
  @Optional(default: .inherited)
  func parser(
    _ parser: XMLParser,
    didStartElement elementName: String,
    namespaceURI: String?,
    qualifiedName qName: String?,
    attributes attributeDict: [String: String]
  )
  @Optional(default: .inherited)
  func parser(_ parser: XMLParser, foundCharacters string: String)
  @Optional(default: .inherited)
  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error)
}

/// An element of a parsed document: its name and attributes.
struct DocumentElement: Equatable {
  let name: String
  let attributes: [String: String]
}

/// A document's elements, in document order, as an asynchronous sequence. The first parse
/// error ends it: the elements before it arrive, then `next()` throws it.
struct DocumentElements: AsyncSequence {
  typealias Element = DocumentElement
  typealias Failure = any Error

  let calls: DelegateCalls<DocumentEventsCall>

  /// Parses `data` with XMLParser, its delegate a multicast whose calls this sequence reads.
  /// The parse is synchronous: the calls wait in the sequence's buffer. The multicast goes
  /// away as this returns, which ends the sequence after them.
  init(parsing data: Data) {
    let events = DocumentEventsMulticast()
    calls = events.calls()
    let parser = XMLParser(data: data)
    parser.delegate = events
    _ = parser.parse()
  }

  func makeAsyncIterator() -> Iterator {
    Iterator(calls: calls.makeAsyncIterator())
  }

  struct Iterator: AsyncIteratorProtocol {
    var calls: DelegateCalls<DocumentEventsCall>.Iterator

    mutating func next(isolation actor: isolated (any Actor)? = #isolation) async throws(any Error) -> DocumentElement?
    {
      while let call = await calls.next(isolation: actor) {
        switch call {
        case .parserDidStartElementNamespaceURIQualifiedNameAttributes(_, let name, _, _, let attributes):
          return DocumentElement(name: name, attributes: attributes)
        case .parserParseErrorOccurred(_, let error):
          throw error
        case .parserFoundCharacters:
          continue
        }
      }
      return nil
    }

    mutating func next() async throws(any Error) -> DocumentElement? {
      try await next(isolation: nil)
    }
  }
}

/// The element names Python's ElementTree reads from the whole document, in document order.
let mavenSettingsElements = [
  "settings", "pluginGroups", "proxies", "servers", "mirrors", "mirror", "id", "mirrorOf", "name", "url", "blocked",
  "profiles",
]

@Suite("XMLParser's delegate calls as an asynchronous sequence")
struct XMLParserCallsTests {
  func document() throws -> Data {
    let url = try #require(Bundle.module.url(forResource: "maven-settings", withExtension: "xml"))
    return try Data(contentsOf: url)
  }

  @Test("A real document: every element, in document order, then the end")
  func wellFormed() async throws {
    var names: [String] = []
    var root: DocumentElement?
    for try await element in DocumentElements(parsing: try document()) {
      names.append(element.name)
      if root == nil { root = element }
    }
    #expect(names == mavenSettingsElements)
    #expect(
      root?.attributes["xsi:schemaLocation"]
        == "http://maven.apache.org/SETTINGS/1.2.0 https://maven.apache.org/xsd/settings-1.2.0.xsd"
    )
  }

  // Off in the AddressSanitizer pass: swift-corelibs-foundation leaks the parse error's
  // CFError on Linux, and LeakSanitizer reports it at exit as this process's leak.
  @Test(
    "A document cut short inside an element: the elements before the cut, then the parse error",
    .disabled(
      if: ProcessInfo.processInfo.environment["DELEGATEKIT_SANITIZE"] == "address",
      "Foundation leaks the parse error on Linux"
    )
  )
  func malformed() async throws {
    let data = try document()
    let whole = String(decoding: data, as: UTF8.self)
    let end = try #require(whole.range(of: "</url>")).upperBound
    let cut = Data(whole[..<end].utf8)
    var names: [String] = []
    var thrown: (any Error)?
    do {
      for try await element in DocumentElements(parsing: cut) { names.append(element.name) }
    } catch {
      thrown = error
    }
    // Python's XMLPullParser gives the first ten start events, up to `url`, before "no
    // element found". libxml2, under XMLParser, reports the error after the first five, a
    // prefix of the same list.
    #expect(names == ["settings", "pluginGroups", "proxies", "servers", "mirrors"])
    #expect(mavenSettingsElements.starts(with: names))
    let error = try #require(thrown as NSError?)
    #expect(error.domain == "NSXMLParserErrorDomain")
  }

  @Test("The raw calls: text arrives between the element calls, as XMLParser sends it")
  func rawCalls() async throws {
    let events = DocumentEventsMulticast()
    let calls = events.calls()
    let parser = XMLParser(data: try document())
    parser.delegate = events
    #expect(parser.parse())
    var current = ""
    var texts: [String: String] = [:]
    var iterator = calls.makeAsyncIterator()
    // Every call XMLParser made is buffered; the multicast is still alive, so the
    // sequence has not ended: take what is waiting, up to the last element's text.
    while texts["blocked"] == nil, let call = await iterator.next() {
      switch call {
      case .parserDidStartElementNamespaceURIQualifiedNameAttributes(_, let name, _, _, _): current = name
      case .parserFoundCharacters(_, let text):
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty { texts[current, default: ""] += trimmed }
      case .parserParseErrorOccurred(_, let error): Issue.record(error)
      }
    }
    #expect(texts["url"] == "http://0.0.0.0/")
    #expect(texts["mirrorOf"] == "external:http:*")
    #expect(texts["blocked"] == "true")
    withExtendedLifetime(events) {}
  }
}
