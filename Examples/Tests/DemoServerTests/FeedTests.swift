import DemoClient
import DemoServer
import Foundation
import Testing

@Suite("GET /feed")
struct FeedTests {
  @Test("pages hold pageSize items with increasing unique ids and ISO 8601 dates")
  func pages() async throws {
    try await withServer(.init(feedPages: 3, pageSize: 7)) { _, client in
      var all: [FeedItem] = []
      for index in 0..<3 {
        let page = try await client.feedPage(index)
        #expect(page.page == index)
        #expect(page.items.count == 7)
        #expect(page.hasMore == (index < 2))
        all += page.items
      }
      #expect(all.map(\.id) == Array(1...21))
      let dates = all.compactMap { try? Date($0.published, strategy: .iso8601) }
      #expect(dates.count == all.count)
      #expect(dates == dates.sorted(by: >), "newest first")
      #expect(all.allSatisfy { !$0.title.isEmpty && !$0.author.isEmpty })
    }
  }

  @Test("pages beyond the end are empty with hasMore false")
  func beyondEnd() async throws {
    try await withServer(.init(feedPages: 2, pageSize: 5)) { _, client in
      for index in [2, 3, 1_000] {
        let page = try await client.feedPage(index)
        #expect(page == FeedPage(page: index, hasMore: false, items: []))
      }
    }
  }

  @Test("zero feed pages: the first page is already the end")
  func emptyFeed() async throws {
    try await withServer(.init(feedPages: 0)) { _, client in
      let page = try await client.feedPage(0)
      #expect(page == FeedPage(page: 0, hasMore: false, items: []))
    }
  }

  @Test("the same seed gives the same feed; another seed changes it")
  func deterministic() async throws {
    let first = try await withServer(.init(seed: 7)) { _, client in try await client.feedPage(1) }
    let again = try await withServer(.init(seed: 7)) { _, client in try await client.feedPage(1) }
    let other = try await withServer(.init(seed: 8)) { _, client in try await client.feedPage(1) }
    #expect(first == again)
    #expect(first != other)
  }

  @Test("a bad page answers 400", arguments: ["-1", "x", "2.0"])
  func badPage(page: String) async throws {
    try await withServer { server, client in
      let (status, body) = try await rawGet(server, "/feed?page=\(page)")
      #expect(status == 400)
      #expect(try errorField(body).contains("page"))
      if let number = Int(page) {
        let error = await clientError { try await client.feedPage(number) }
        #expect(error?.isHTTPStatus(400) == true)
      }
    }
  }
}

extension ClientError {
  func isHTTPStatus(_ status: Int) -> Bool {
    if case .httpStatus(status, _) = self { true } else { false }
  }
}
