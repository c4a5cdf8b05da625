// XMLParserDelegate, the requirements Tests/DelegateKitClientTests/ForeignProtocolTests.swift does
// not cover (it covers the document and element events and foundCharacters), transcribed from
// swift-corelibs-foundation at tag swift-6.3.1-RELEASE (58ed1c970a179b3564e2f29963870e0aa25a3e0a),
// Sources/FoundationXML/XMLParser.swift:
// https://github.com/swiftlang/swift-corelibs-foundation/blob/swift-6.3.1-RELEASE/Sources/FoundationXML/XMLParser.swift
// - lines 679-783: `public protocol XMLParserDelegate: AnyObject` and its `public extension`
//   of empty defaults (`resolveExternalEntityName` answers nil): public, so `.inherited` keeps
//   them.
// - What XMLParser calls, for the requirements here: `parser(_:foundProcessingInstructionWithTarget:
//   data:)` (line 363, `data` nil for `<?target?>`), `parser(_:foundCDATA:)` (line 370, CDATA is
//   never reported as characters), `parser(_:foundComment:)` (line 378), `parser(_:parseErrorOccurred:)`
//   from the libxml2 structured error handler (line 392, once per error: the parser runs with
//   XML_PARSE_RECOVER, line 522, so it goes on after an error and `parse()` returns false), and
//   `parser(_:resolveExternalEntityName:systemID:)` for an entity libxml2 does not know (line 159,
//   `systemID` always nil; the answer is used only when a document is being built, never by
//   the SAX parse, line 160). `parser(_:validationErrorOccurred:)` is never called on Linux.
//   Checked against the system libxml2 (2.9.14) with its SAX callbacks: one error, code 76, for
//   `</b>` closing `<a>`; one error, code 26, for an undeclared `&custom;`.
// - The error's code is libxml2's (XML_ERR_TAG_NAME_MISMATCH = 76, Darwin's
//   NSXMLParserTagNameMismatchError). swift-corelibs-foundation's `XMLParser.ErrorCode` gives its
//   cases no raw values, so `.tagNameMismatchError.rawValue` is 74 there: the scenarios compare
//   numbers.
// Left out: the DTD declaration requirements (notation, unparsed entity, attribute, element,
// internal and external entity declarations), the namespace mapping ones and
// foundIgnorableWhitespace: none is about errors, CDATA or processing instructions.
import DelegateKit
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The XMLParserDelegate requirements about errors, CDATA, processing instructions, comments
/// and unknown entities, plus `didStartElement` to see where a parse stops; every other
/// requirement keeps Foundation's default.
@Delegate(foreign: XMLParserDelegate.self, subclassing: NSObject.self)
protocol XMLDiagnostics: XMLParserDelegate {
  @Optional(default: .inherited)
  func parser(
    _ parser: XMLParser,
    didStartElement elementName: String,
    namespaceURI: String?,
    qualifiedName qName: String?,
    attributes attributeDict: [String: String]
  )
  @Optional(default: .inherited)
  func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?)
  @Optional(default: .inherited)
  func parser(_ parser: XMLParser, foundComment comment: String)
  @Optional(default: .inherited)
  func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data)
  // The first delegate that resolves the entity answers; Foundation's default is nil.
  @Combining(.firstNonNil) @Optional(default: .inherited)
  func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data?
  @Optional(default: .inherited)
  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error)
  @Optional(default: .inherited)
  func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error)
}

/// Collects the codes of the parse errors; stops the parse at the first one if asked to.
final class ParseErrorCollector: NSObject, XMLDiagnostics {
  let journal: Journal
  let label: String
  let abortsOnError: Bool

  init(journal: Journal, label: String, abortsOnError: Bool = false) {
    self.journal = journal
    self.label = label
    self.abortsOnError = abortsOnError
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    let error = parseError as NSError
    journal.record("\(label).error(\(error.domain), \(error.code))")
    if abortsOnError { parser.abortParsing() }
  }
}

/// Records the elements, processing instructions, comments and CDATA blocks it sees; in an
/// extension, as most code writes it.
final class MarkupInspector: NSObject {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }
}

extension MarkupInspector: XMLDiagnostics {
  func parser(
    _ parser: XMLParser,
    didStartElement elementName: String,
    namespaceURI: String?,
    qualifiedName qName: String?,
    attributes attributeDict: [String: String]
  ) {
    journal.record("start(\(elementName))")
  }

  func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
    journal.record("pi(\(target), \(data ?? "nil"))")
  }

  func parser(_ parser: XMLParser, foundComment comment: String) {
    journal.record("comment(\(comment))")
  }

  func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
    journal.record("cdata(\(String(decoding: CDATABlock, as: UTF8.self)))")
  }
}

/// Resolves the entities it knows.
final class EntityResolver: NSObject, XMLDiagnostics {
  let journal: Journal
  let entities: [String: String]

  init(journal: Journal, entities: [String: String]) {
    self.journal = journal
    self.entities = entities
  }

  func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
    journal.record("resolve(\(name), \(systemID ?? "nil"))")
    return entities[name].map { Data($0.utf8) }
  }
}

@Suite("XMLParserDelegate: parse errors, CDATA and processing instructions from a real XMLParser", .leaksInFoundation)
struct XMLParserDelegateCorpusTests {
  @Test("A mismatched end tag: one parseErrorOccurred (code 76) for each delegate; the parse recovers and fails")
  func parseError() {
    let journal = Journal()
    let inspector = MarkupInspector(journal: journal)
    let first = ParseErrorCollector(journal: journal, label: "first")
    let second = ParseErrorCollector(journal: journal, label: "second")
    let multicast = XMLDiagnosticsMulticast()
    multicast.add(inspector)
    multicast.add(first)
    multicast.add(second)
    let parser = XMLParser(data: Data("<root><a>text</b><c/></root>".utf8))
    parser.delegate = multicast

    #expect(!parser.parse())

    #expect(
      journal.entries == [
        "start(root)", "start(a)",
        "first.error(NSXMLParserErrorDomain, 76)", "second.error(NSXMLParserErrorDomain, 76)",
        "start(c)",
      ]
    )
    #expect((parser.parserError as NSError?)?.code == 76)
    #expect(multicast.responds(to: .parserParseErrorOccurred))
  }

  @Test("A delegate that calls abortParsing() in parseErrorOccurred stops the parse; the others still hear the error")
  func abortOnError() {
    let journal = Journal()
    let inspector = MarkupInspector(journal: journal)
    let stopper = ParseErrorCollector(journal: journal, label: "stopper", abortsOnError: true)
    let listener = ParseErrorCollector(journal: journal, label: "listener")
    let multicast = XMLDiagnosticsMulticast()
    multicast.add(inspector)
    multicast.add(stopper)
    multicast.add(listener)
    let parser = XMLParser(data: Data("<root><a>text</b><c/></root>".utf8))
    parser.delegate = multicast

    #expect(!parser.parse())

    #expect(
      journal.entries == [
        "start(root)", "start(a)",
        "stopper.error(NSXMLParserErrorDomain, 76)", "listener.error(NSXMLParserErrorDomain, 76)",
      ]
    )
  }

  @Test("Processing instructions (data nil when absent), a comment and a CDATA block, in document order")
  func markup() {
    let journal = Journal()
    let inspector = MarkupInspector(journal: journal)
    let collector = ParseErrorCollector(journal: journal, label: "collector")
    let multicast = XMLDiagnosticsMulticast()
    multicast.add(collector)
    multicast.add(inspector)
    let document = """
      <?xml version="1.0"?><?xml-stylesheet type="text/css" href="feed.css"?><!-- generated -->\
      <feed><note><![CDATA[a < b && c]]></note><?render fast?></feed>
      """
    let parser = XMLParser(data: Data(document.utf8))
    parser.delegate = multicast

    #expect(parser.parse())

    #expect(
      journal.entries == [
        #"pi(xml-stylesheet, type="text/css" href="feed.css")"#, "comment( generated )",
        "start(feed)", "start(note)", "cdata(a < b && c)", "pi(render, fast)",
      ]
    )
  }

  @Test("An undeclared entity asks resolveExternalEntityName, then reports error 26")
  func undeclaredEntity() {
    let journal = Journal()
    let collector = ParseErrorCollector(journal: journal, label: "collector")
    let resolver = EntityResolver(journal: journal, entities: ["custom": "resolved"])
    let multicast = XMLDiagnosticsMulticast()
    multicast.add(collector)
    multicast.add(resolver)
    let parser = XMLParser(data: Data("<root>&custom;</root>".utf8))
    parser.delegate = multicast

    #expect(!parser.parse())

    #expect(journal.entries == ["resolve(custom, nil)", "collector.error(NSXMLParserErrorDomain, 26)"])
    // firstNonNil: the collector keeps Foundation's default (nil), the resolver answers.
    #expect(multicast.parser(parser, resolveExternalEntityName: "custom", systemID: nil) == Data("resolved".utf8))
    #expect(XMLDiagnosticsMulticast().parser(parser, resolveExternalEntityName: "custom", systemID: nil) == nil)
    withExtendedLifetime((collector, resolver)) {}
  }

  @Test("A proxy and a router as the parser's delegate")
  func proxyAndRouter() {
    let journal = Journal()
    let inspector = MarkupInspector(journal: journal)
    let collector = ParseErrorCollector(journal: journal, label: "collector")

    let proxy = XMLDiagnosticsProxy(inspector)
    let parser = XMLParser(data: Data("<a><![CDATA[x]]></a>".utf8))
    parser.delegate = proxy
    #expect(parser.parse())
    #expect(journal.entries == ["start(a)", "cdata(x)"])

    enum Mode { case inspecting, diagnosing }
    let router = XMLDiagnosticsRouter<Mode>()
    router.setDelegate(inspector, for: .inspecting)
    router.setDelegate(collector, for: .diagnosing)
    router.select(.diagnosing)
    let broken = XMLParser(data: Data("<a><![CDATA[y]]></b>".utf8))
    broken.delegate = router
    #expect(!broken.parse())
    #expect(journal.entries == ["start(a)", "cdata(x)", "collector.error(NSXMLParserErrorDomain, 76)"])
    withExtendedLifetime((inspector, collector)) {}
  }

  @Test("A delegate used directly, and an empty multicast, keep Foundation's defaults")
  func defaultsKept() {
    let journal = Journal()
    let inspector = MarkupInspector(journal: journal)
    let parser = XMLParser(data: Data())
    #expect(inspector.parser(parser, resolveExternalEntityName: "x", systemID: nil) == nil)
    inspector.parser(parser, parseErrorOccurred: NSError(domain: XMLParser.errorDomain, code: 76))
    XMLDiagnosticsMulticast().parser(parser, foundCDATA: Data("z".utf8))
    #expect(journal.entries.isEmpty)
  }
}
