@testable import DelegateKitMacrosSupport
import Foundation
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import Testing

/// The plugin answers a requirement marker's request on a `@Delegate` protocol without
/// decoding it. These tests hold the recognizer to the full expansion's answer, and run the
/// built plugin over a recorded conversation to check the answers themselves.
@Suite("The plugin's fast answer to requirement markers")
struct MarkerRequestTests {
  @Test("A marker on a requirement of a @Delegate protocol is recognized, its context parsed once")
  func insideDelegate() {
    var decisions: [String: Bool] = [:]
    #expect(recognizes(markerRequest(context: "@Delegate\n@MainActor public protocol P: AnyObject {}"), &decisions))
    #expect(decisions == ["\n\n@Delegate\n@MainActor public protocol P: AnyObject {}": true])
    #expect(recognizes(markerRequest(context: "@Delegate\n@MainActor public protocol P: AnyObject {}"), &decisions))
    #expect(decisions.count == 1)
  }

  @Test(
    "What the full expansion diagnoses, or cannot be read exactly, takes the full way",
    arguments: [
      markerRequest(context: "public protocol P: AnyObject {}"),
      markerRequest(context: "@Delegate public struct S {}"),
      markerRequest(context: "@DelegateLike public protocol P {}"),
      markerRequest(context: nil),
      markerRequest(context: "@Delegate public protocol P {}", typeName: "DelegateMacro"),
      markerRequest(context: "@Delegate public protocol P {}", role: "extension"),
      markerRequest(context: "@Delegate public protocol P {}", module: "OtherMacros"),
      markerRequest(context: "@Delegate public protocol P {}").replacingOccurrences(
        of: "\"macroRole\":",
        with: "\"macroRole\": "
      ),
      markerRequest(context: "@Delegate public protocol P {}").replacingOccurrences(
        of: "public protocol P {}\"",
        with: "public protocol P {}"
      ),
      #"{"getCapability":{"capability":{"protocolVersion":7}}}"#,
    ]
  )
  func fullWay(request: String) {
    var decisions: [String: Bool] = [:]
    #expect(!recognizes(request, &decisions))
  }

  @Test("JSON strings are unescaped as JSON writes them")
  func strings() {
    let text = #"a\"b\\c\/d\ne\tf\u00e9\ud83d\ude00" tail"#
    let decoded = Array(text.utf8).withUnsafeBufferPointer { MarkerRequest.jsonString(in: $0, from: 0) }
    #expect(decoded?.0 == "a\"b\\c/d\ne\tf\u{E9}\u{1F600}")
    #expect(decoded?.end == text.utf8.count - 5)
    for malformed in [#"abc"#, #"a\qb""#, #"\ud83d" "#, #"\u12"#, "a\u{01}b\""] {
      #expect(Array(malformed.utf8).withUnsafeBufferPointer { MarkerRequest.jsonString(in: $0, from: 0) } == nil)
    }
  }

  @Test("The compiler's protocol version is read from its capability message")
  func hostVersion() {
    func version(_ json: String) -> Int? {
      Array(json.utf8).withUnsafeBufferPointer { MarkerRequest.hostProtocolVersion($0) }
    }
    #expect(version(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#) == 7)
    #expect(version(#"{"getCapability":{"capability":null}}"#) == nil)
    #expect(version(markerRequest(context: "@Delegate protocol P {}")) == nil)
  }

  @Test("The built plugin answers as before: nothing inside @Delegate, the diagnostic outside")
  func pluginConversation() throws {
    let plugin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("DelegateKitMacros-tool")
    try #require(FileManager.default.isExecutableFile(atPath: plugin.path), "no plugin at \(plugin.path)")
    let requests = [
      #"{"getCapability":{"capability":{"protocolVersion":7}}}"#,
      markerRequest(context: "@Delegate\npublic protocol P: AnyObject {}"),
      markerRequest(context: "public protocol Q: AnyObject {}"),
      markerRequest(context: "@Delegate\npublic protocol P: AnyObject {}"),
    ]
    let answers = try converse(with: plugin, requests)
    try #require(answers.count == 4)
    #expect(answers[0].contains("getCapabilityResult"))
    #expect(answers[1] == #"{"expandMacroResult":{"diagnostics":[],"expandedSource":""}}"#)
    #expect(answers[2].contains("@Optional marks a requirement of a @Delegate protocol: add @Delegate to the protocol"))
    #expect(answers[3] == answers[1])
  }
}

private func recognizes(_ request: String, _ decisions: inout [String: Bool]) -> Bool {
  Array(request.utf8).withUnsafeBufferPointer { MarkerRequest.expandsToNothing($0, decisions: &decisions) }
}

/// A request as the compiler writes it for `@Optional` on `func f()`, inside `context`
/// (`nil`: no lexical context).
private func markerRequest(
  context: String?,
  typeName: String = "RequirementMarkerMacro",
  role: String = "peer",
  module: String = "DelegateKitMacros"
) -> String {
  func string(_ text: String) -> String {
    let data = try! JSONEncoder().encode(text)
    return String(decoding: data, as: UTF8.self)
  }
  let location = #"{"column":3,"fileID":"M/F.swift","fileName":"F.swift","line":2,"offset":40}"#
  let lexical =
    context.map {
      #"[{"kind":"declaration","location":{"column":0,"fileID":"","fileName":"","line":0,"offset":0},"source":"#
        + string("\n\n" + $0) + "}]"
    } ?? "[]"
  return #"{"expandAttachedMacro":{"attributeSyntax":{"kind":"attribute","location":"# + location
    + #","source":"\n  @Optional "},"declSyntax":{"kind":"declaration","location":"# + location
    + #","source":"\n  @Optional func f()"},"discriminator":"$s1M1PP1f8OptionalfMp_","lexicalContext":"# + lexical
    + #","macro":{"moduleName":""# + module + #"","name":"Optional","typeName":""# + typeName
    + #""},"macroRole":""# + role + #"","staticBuildConfiguration":"{\"customConditions\":[]}"}}"#
}

/// Sends `requests` to the plugin, framed as the compiler frames them, and returns its
/// answers.
private func converse(with plugin: URL, _ requests: [String]) throws -> [String] {
  var input = Data()
  for request in requests {
    var length = UInt64(request.utf8.count).littleEndian
    input.append(Data(bytes: &length, count: 8))
    input.append(Data(request.utf8))
  }
  let process = Process()
  process.executableURL = plugin
  let stdin = Pipe()
  let stdout = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = FileHandle.nullDevice
  try process.run()
  stdin.fileHandleForWriting.write(input)
  try stdin.fileHandleForWriting.close()
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  var answers: [String] = []
  var offset = 0
  let bytes = [UInt8](output)
  while offset + 8 <= bytes.count {
    let count = bytes[offset..<offset + 8].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
    offset += 8
    guard offset + count <= bytes.count else { break }
    answers.append(String(decoding: bytes[offset..<offset + count], as: UTF8.self))
    offset += count
  }
  return answers
}

/// Replies the plugin writes itself must be the bytes swift-syntax's writer would write.
@Suite("The plugin's own writing of expansion replies")
struct ExpansionReplyTests {
  @Test(
    "Byte for byte what swift-syntax writes",
    arguments: [
      "",
      "public final class A {}",
      "line\nnext\ttab \"quoted\" back\\slash / slash",
      "\u{0}\u{1}\u{8}\u{B}\u{C}\r\u{1F}\u{7F} control",
      "unicode é 漢字 🙂 and a combining e\u{301}",
      String(repeating: "extension P {\n  func f() { \"x\" }\n}\n", count: 500),
    ]
  )
  func matchesSwiftSyntax(source: String) throws {
    let ours = ExpansionReply.encode(expandedSource: source)
    let theirs = try JSON.encode(PluginToHostMessage.expandMacroResult(expandedSource: source, diagnostics: []))
    #expect(ours == theirs)
  }
}
