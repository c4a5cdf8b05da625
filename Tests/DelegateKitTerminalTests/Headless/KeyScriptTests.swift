import DelegateKitTable
import DelegateKitTerminal
import Testing

/// The non-interactive mode: scripts of keys, and frames printed as text.
@MainActor
@Suite("Key scripts and scripted sessions")
struct KeyScriptTests {
  @Test("Every kind of word parses; comments and new lines separate like spaces")
  func parse() throws {
    let script = try KeyScript(
      """
      down j enter   # open the second row
      type:ada wait:250ms wait:1.5s resize:100x30
      ctrl-c space frame esc
      """
    )
    #expect(
      script.steps == [
        .key(.down), .key(.character("j")), .key(.enter), .type("ada"), .wait(.milliseconds(250)),
        .wait(.milliseconds(1500)), .resize(width: 100, height: 30), .key(.control("c")), .key(.character(" ")),
        .frame, .key(.escape),
      ]
    )
  }

  @Test(
    "A bad word is named with its position and what to write instead",
    arguments: [
      ("down upp", "key script word 2 \"upp\": not a key"),
      ("wait:soon", "key script word 1 \"wait:soon\": write a pause as wait:250ms or wait:2s"),
      ("frame resize:0x10", "key script word 2 \"resize:0x10\": write a size as resize:80x24"),
      ("ctrl-", "key script word 1 \"ctrl-\": not a key"),
    ]
  )
  func errors(source: String, message: String) {
    #expect {
      try KeyScript(source)
    } throws: { error in
      (error as? KeyScript.ParseError)?.description.hasPrefix(message) == true
    }
  }

  @Test("A session prints the frames the script asks for, and stops at q")
  func session() async throws {
    var printed: [String] = []
    let session = ScriptedSession(makeApp(makeDirectory(), width: 40, height: 9)) { printed.append($0) }
    await session.run(try KeyScript("frame down down enter frame q frame"))
    #expect(printed.count == 2, "q ends the script before the last frame")
    #expect(printed[0].hasPrefix("── frame 1: Directory ──"))
    #expect(printed[0].contains("Ada Lovelace"))
    #expect(printed[1].hasPrefix("── frame 2: Alan Turing ──"))
  }

  @Test("A script that prints no frame gets the last one")
  func lastFrame() async throws {
    var printed: [String] = []
    let session = ScriptedSession(makeApp(ListScreen(title: "Rows", rows: 3))) { printed.append($0) }
    await session.run(try KeyScript("down"))
    #expect(printed.count == 1)
    #expect(printed[0].contains("Row 2"))
  }
}
