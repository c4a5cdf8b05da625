import DelegateKitTable
import Foundation
import Testing

@MainActor
@Suite("Latest request wins: an answer to older text, or for another scope, is never drawn")
struct LatestRequestTests {
  @Test("A ticket is current until the next request or an invalidation")
  func generation() {
    var generation = RequestGeneration()
    let first = generation.begin()
    #expect(generation.isCurrent(first))
    let second = generation.begin()
    #expect(!generation.isCurrent(first))
    #expect(generation.isCurrent(second))
    generation.invalidate()
    #expect(!generation.isCurrent(second))
    #expect(first != second)
  }

  @Test("The answer to older text arriving last is dropped", arguments: [false, true])
  func olderAnswerLast(newerFirst: Bool) async {
    let screen = ScopeScreen()
    screen.searchBar.userType("c")
    screen.searchBar.userType("a")
    #expect(screen.servers.requests.isPending)
    let answers: [(String, [String])] = [("ca", ["cab", "cat"]), ("c", ["cod", "cow", "cub"])]
    for (query, rows) in newerFirst ? answers : answers.reversed() {
      screen.server.respond(to: query, with: rows)
      _ = await screen.servers.tasks[query]?.value
    }
    #expect(await screen.servers.tasks["c"]?.value == false)
    #expect(await screen.servers.tasks["ca"]?.value == true)
    #expect(screen.rows == ["cab", "cat"])
    #expect(screen.servers.reloads == [true], "one answer drawn, once")
    #expect(!screen.servers.requests.isPending)
  }

  @Test("Clearing the text drops the answer under way")
  func clearedText() async {
    let screen = ScopeScreen()
    screen.searchBar.userType("x")
    screen.searchBar.userClear()
    screen.server.respond(to: "x", with: ["late"])
    #expect(await screen.servers.tasks["x"]?.value == false)
    #expect(screen.rows.isEmpty)
  }

  @Test("Scope A's answer arriving while B is shown does not touch B's rows, selection or scroll")
  func answerForAnotherScope() async {
    let screen = ScopeScreen()
    screen.searchBar.userType("z")
    screen.searchBar.userSelectScope(1)
    screen.table.userScroll(by: 3)
    screen.table.selectRow(at: .at(0, 4), animated: false, scrollPosition: .none)
    let before = screen.rows

    screen.server.respond(to: "z", with: ["zebra", "zinc"])
    #expect(await screen.servers.tasks["z"]?.value == true, "A's answer to A's text is A's data")
    #expect(screen.servers.reloads == [false], "but A does not own the table now")
    #expect(screen.rows == before)
    #expect(screen.table.indexPathForSelectedRow == .at(0, 4), "no reload: a reload clears the selection")
    #expect(screen.table.contentOffset.y == 3)

    // Shown again, A draws the answer to its text.
    screen.searchBar.userSelectScope(0)
    #expect(screen.searchBar.text == "z")
    #expect(screen.rows == ["zebra", "zinc"])
  }

  @Test("An older answer for A arriving while B is shown is dropped; A's latest is drawn on return")
  func olderAnswerForAnotherScope() async {
    let screen = ScopeScreen()
    screen.searchBar.userType("q")
    screen.searchBar.userType("u")
    screen.controller.selectScope(at: 1)
    screen.server.respond(to: "qu", with: ["quail"])
    _ = await screen.servers.tasks["qu"]?.value
    screen.server.respond(to: "q", with: ["quartz"])
    #expect(await screen.servers.tasks["q"]?.value == false)
    #expect(screen.rows == ["Org 1", "Org 2", "Org 3", "Org 4", "Org 5"])
    screen.controller.selectScope(at: 0)
    #expect(screen.rows == ["quail"])
  }

  @Test("A runner freed before its answer delivers nothing and keeps nobody alive")
  func freedRunner() async {
    let server = SearchServer()
    weak var weakRunner: LatestRequest<[String]>?
    var delivered: [String] = []
    let task: Task<Bool, Never>
    do {
      let runner = LatestRequest<[String]>()
      weakRunner = runner
      task = runner.perform {
        await server.search("s")
      } deliver: {
        delivered = $0
      }
    }
    #expect(weakRunner == nil)
    server.respond(to: "s", with: ["sun"])
    #expect(await task.value == false)
    #expect(delivered.isEmpty)
  }
}
