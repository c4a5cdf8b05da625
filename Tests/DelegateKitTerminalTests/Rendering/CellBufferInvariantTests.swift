import DelegateKitCore
import Foundation
import Testing

@testable import DelegateKitTerminal

/// The cell buffer's internal check: a row whose wide character lost its continuation, or a
/// continuation with no wide character, stops the process. Only in a build with
/// `DELEGATEKIT_INTERNAL_CHECKS`, as the test script makes.
@Suite(
  "Internal invariant checks of the cell buffer",
  .enabled(if: checksInternalInvariants, "built without DELEGATEKIT_INTERNAL_CHECKS")
)
struct CellBufferInvariantTests {
  @Test("A wide character without its continuation is caught")
  func wideWithoutContinuation() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer[1, 0] = TerminalCell("界")
        buffer.cells[2] = .blank
        buffer.checkInvariants(row: 0)
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("has no continuation"))
  }

  @Test("A continuation after no wide character is caught")
  func strayContinuation() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.cells[3] = .continuation(style: .plain)
        buffer.checkInvariants(row: 0)
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("follows no wide character"))
  }

  @Test("Writes over wide characters keep every row whole")
  func writesPass() {
    var buffer = CellBuffer(width: 5, height: 2)
    buffer[0, 0] = TerminalCell("界")
    buffer[1, 0] = TerminalCell("a")
    buffer[3, 0] = TerminalCell("界")
    buffer[4, 0] = TerminalCell("界")
    buffer[4, 1] = TerminalCell("界")
    #expect(buffer[0, 0].text == " " && buffer[1, 0].text == "a")
  }
}
