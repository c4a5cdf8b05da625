import DemoClient
import DemoServer
import Foundation
import Testing

@Suite("GET /people")
struct PeopleSearchTests {
  /// An independent oracle: Foundation's own case/diacritic-insensitive search over the
  /// committed file. Only valid for queries whose accents decompose (ë, é, ã).
  private func expectedMatches(_ query: String) -> [Person] {
    bundledPeople.filter { person in
      [person.name, person.title, person.city].contains {
        $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
      }
    }
  }

  @Test(
    "results match on name, title or city and report the full total",
    arguments: ["zoe", "JOSE", "sao paulo", "engineer", "Zürich"]
  )
  func matches(query: String) async throws {
    try await withServer { _, client in
      let result = try await client.searchPeople(query, limit: 200)
      let expected = expectedMatches(query)
      #expect(result.query == query)
      #expect(result.total == expected.count)
      #expect(result.total > 0)
      #expect(Set(result.people.map(\.id)).isSubset(of: Set(expected.map(\.id))))
      #expect(result.people.count == min(200, expected.count))
    }
  }

  @Test("'zoe' finds 'Zoë', 'lukasz' finds 'Łukasz', 'aero' finds 'Ærø'; q is echoed untrimmed")
  func diacriticInsensitive() async throws {
    try await withServer { _, client in
      let zoe = try await client.searchPeople("zoe")
      #expect(zoe.people.contains { $0.name.hasPrefix("Zoë ") })
      #expect(zoe.people.allSatisfy { $0.name.contains("Zoë") })
      let lukasz = try await client.searchPeople("lukasz")
      #expect(!lukasz.people.isEmpty)
      #expect(lukasz.people.allSatisfy { $0.name.hasPrefix("Łukasz ") })
      let aero = try await client.searchPeople("aero", limit: 200)
      #expect(aero.total > 0)
      #expect(aero.people.allSatisfy { $0.city == "Ærø" || $0.name.contains("Ærøe") })
      let padded = try await client.searchPeople("  zoe ")
      #expect(padded.query == "  zoe ")
      #expect(padded.total == zoe.total)
      let wide = try await client.searchPeople("王芳")
      #expect(wide.people.first?.name == "王芳")
    }
  }

  @Test("results are sorted by name")
  func sortedByName() async throws {
    try await withServer { _, client in
      let result = try await client.searchPeople("engineer", limit: 200)
      let keys = result.people.map {
        $0.name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      }
      // Plain ASCII-initial names must be in order; the server's folding is a superset.
      let ascii = keys.filter { $0.unicodeScalars.allSatisfy(\.isASCII) }
      #expect(ascii == ascii.sorted())
      #expect(result.people.count == 200)
    }
  }

  @Test("limit caps the page but not the total; values above 200 are clamped")
  func limit() async throws {
    try await withServer { _, client in
      let three = try await client.searchPeople("engineer", limit: 3)
      #expect(three.people.count == 3)
      #expect(three.total == expectedMatches("engineer").count)
      let defaulted = try await client.searchPeople("")
      #expect(defaulted.people.count == 50)
      let clamped = try await client.searchPeople("", limit: 10_000)
      #expect(clamped.people.count == 200)
    }
  }

  @Test("an empty query returns the first people by name and the whole count")
  func emptyQuery() async throws {
    try await withServer { _, client in
      let result = try await client.searchPeople("", limit: 7)
      #expect(result.total == bundledPeople.count)
      #expect(result.people.count == 7)
      let first = try await client.searchPeople("", limit: 200)
      #expect(Array(first.people.prefix(7)) == result.people)
    }
  }

  @Test("a query that matches nothing is an empty 200, not an error")
  func noMatches() async throws {
    try await withServer { _, client in
      let result = try await client.searchPeople("qqqxxyzz")
      #expect(result.total == 0)
      #expect(result.people.isEmpty)
    }
  }

  @Test("a bad limit answers 400 with a JSON error", arguments: ["abc", "0", "-3", "1.5"])
  func badLimit(limit: String) async throws {
    try await withServer { server, _ in
      let (status, body) = try await rawGet(server, "/people?q=a&limit=\(limit)")
      #expect(status == 400)
      #expect(try errorField(body).contains("limit"))
    }
  }

  @Test("the typed client surfaces a 400 as httpStatus with the server's message")
  func badLimitThroughClient() async throws {
    try await withServer { _, client in
      do throws(ClientError) {
        _ = try await client.searchPeople("a", limit: 0)
        Issue.record("expected a 400")
      } catch {
        let typed: ClientError = error  // typed throws: no cast needed
        guard case .httpStatus(400, let message?) = typed else {
          Issue.record("expected httpStatus(400), got \(typed)")
          return
        }
        #expect(message.contains("limit"))
      }
    }
  }

  @Test("an unknown path answers 404; /health answers ok")
  func unknownPathAndHealth() async throws {
    try await withServer { server, _ in
      let missing = try await rawGet(server, "/nope")
      #expect(missing.status == 404)
      #expect(try errorField(missing.body).contains("/nope"))
      let health = try await rawGet(server, "/health")
      #expect(health.status == 200)
      #expect(health.body == "ok")
    }
  }
}
