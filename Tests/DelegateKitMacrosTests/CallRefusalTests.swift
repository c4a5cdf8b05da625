@testable import DelegateKitMacrosSupport
import SwiftParser
import SwiftSyntax
import Testing

// A refining protocol's full expansion names its parent's marker, whose printed form differs
// between swift-syntax versions; these tests read the refusal from the model instead.
@Suite("Protocols whose calls cannot be listened to")
struct CallRefusalTests {
  func model(_ source: String) throws -> DelegateProtocol {
    let file = Parser.parse(source: source)
    let declaration = try #require(file.statements.first?.item.as(ProtocolDeclSyntax.self))
    return DelegateProtocol(declaration)
  }

  @Test("A protocol refining another @Delegate protocol: calls(bufferingPolicy:) is unavailable")
  func refining() throws {
    let protocolModel = try model(
      """
      @Delegate
      protocol DetailDelegate: ListDelegate {
        @Optional func detailDidOpen()
      }
      """
    )
    let message =
      "DetailDelegate refines ListDelegate, whose calls its listener would not see: listen on a ListDelegate multicast instead"
    #expect(protocolModel.callRefusal == message)
    #expect(protocolModel.multicastCallMembers.contains("@available(*, unavailable, message: \"\(message)\")"))
  }

  @Test("A protocol whose void requirements all hold their arguments: no refusal")
  func listenable() throws {
    let protocolModel = try model(
      """
      @Delegate
      protocol ListDelegate: AnyObject {
        func list(_ id: Int, didSelect row: Int)
        @Optional(default: 0) func listHeight() -> Int
      }
      """
    )
    #expect(protocolModel.callRefusal == nil)
  }
}
