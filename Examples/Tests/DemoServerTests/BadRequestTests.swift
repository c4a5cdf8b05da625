import DemoServer
import Foundation
import Testing

/// Requests a browser never sends: the server answers each as HTTP says, quickly, and
/// stays healthy for everyone else.
@Suite("Bad requests", .serialized)
struct BadRequestTests {
  @Test("A 100 KB request line is refused with 414 at once, and the server answers the next request")
  func hugeRequestLine() async throws {
    try await withServer { server, _ in
      let port = try #require(await server.baseURL.port)
      // The old cost was minutes of a core; the answer takes milliseconds when the machine
      // is idle, and the bound leaves room for a machine the suite shares.
      let huge = try RawConnection(port: port, timeout: .seconds(10))
      huge.send("GET /people?q=\(String(repeating: "a", count: 100_000)) HTTP/1.1\r\nHost: demo\r\n\r\n")
      let answer = await huge.answer()
      #expect(answer.status == 414, "\(answer.head)")
      let health = try RawConnection(port: port, timeout: .seconds(10))
      health.send("GET /health HTTP/1.1\r\nHost: demo\r\nConnection: close\r\n\r\n")
      #expect(await health.answer().status == 200, "the server is free for the next client")
    }
  }

  @Test("Headers of more than 16 KB are refused with 431")
  func hugeHeaders() async throws {
    try await withServer { server, _ in
      let port = try #require(await server.baseURL.port)
      let connection = try RawConnection(port: port)
      let headers = (0..<400).map { "X-Filler-\($0): \(String(repeating: "b", count: 60))\r\n" }.joined()
      connection.send("GET /health HTTP/1.1\r\nHost: demo\r\n\(headers)\r\n")
      #expect(await connection.answer().status == 431)
    }
  }

  @Test("A connection that sends half a request, or nothing, is closed")
  func slowAndIdleConnections() async throws {
    var configuration = DemoServerConfiguration()
    configuration.connectionLimits.requestTimeout = .milliseconds(200)
    configuration.connectionLimits.idleTimeout = .milliseconds(200)
    try await withServer(configuration) { server, _ in
      let port = try #require(await server.baseURL.port)
      let slow = try RawConnection(port: port, timeout: .seconds(30))
      slow.send("GET /health HTTP/1.1\r\nHost: de")
      let answer = await slow.readToEnd()
      #expect(answer.closed, "closed by the server, not by the read's own limit")
      #expect(answer.text.hasPrefix("HTTP/1.1 408"), "\(answer.text)")
      let idle = try RawConnection(port: port, timeout: .seconds(30))
      #expect(await idle.readToEnd().closed)
    }
  }

  @Test("HEAD answers as GET does, without the body")
  func head() async throws {
    try await withServer { server, _ in
      let port = try #require(await server.baseURL.port)
      let get = try RawConnection(port: port)
      get.send("GET /people?q=zoe HTTP/1.1\r\nHost: demo\r\nConnection: close\r\n\r\n")
      let full = await get.answer()
      let head = try RawConnection(port: port)
      head.send("HEAD /people?q=zoe HTTP/1.1\r\nHost: demo\r\nConnection: close\r\n\r\n")
      let headers = await head.answer()
      #expect(headers.status == 200, "\(headers.head)")
      #expect(headers.body.isEmpty)
      #expect(headers.head.lowercased().contains("content-length: \(full.body.utf8.count)"), "\(headers.head)")
    }
  }

  @Test("Paths match case-sensitively", arguments: ["/People", "/HEALTH", "/Feed"])
  func caseSensitivePaths(path: String) async throws {
    try await withServer { server, _ in
      let (status, body) = try await rawGet(server, path)
      #expect(status == 404)
      #expect(try errorField(body) == "no route for GET \(path)")
    }
  }

  @Test("A limit too large for any integer is clamped to 200, as one above 200 is")
  func hugeLimit() async throws {
    try await withServer { server, _ in
      let (status, body) = try await rawGet(server, "/people?q=&limit=99999999999999999999999")
      #expect(status == 200, "\(body)")
      #expect(body.contains("\"total\":3000"))
    }
  }

  @Test(
    "A NUL in a query is a 400, never the end of the text",
    arguments: ["/people?q=z%00", "/people?q=%00", "/people?q=zoe&limit=5%00", "/feed?page=1%00", "/feed%00"]
  )
  func nulInQuery(pathAndQuery: String) async throws {
    try await withServer { server, _ in
      let (status, body) = try await rawGet(server, pathAndQuery)
      #expect(status == 400, "\(body)")
      #expect(try errorField(body).contains("NUL"), "\(body)")
    }
  }

  @Test(
    "A page too large for any integer is a 400, not another page",
    arguments: ["99999999999999999999", "9223372036854775808", String(repeating: "9", count: 400)]
  )
  func hugePage(page: String) async throws {
    try await withServer { server, _ in
      let (status, body) = try await rawGet(server, "/feed?page=\(page)")
      #expect(status == 400, "\(body)")
      #expect(try errorField(body).contains("page must be a whole number from 0 to \(Int.max)"), "\(body)")
    }
  }

  @Test("A query that is not valid UTF-8 is a 400", arguments: ["/people?q=%FF", "/people?q=%C3", "/feed?page=%80"])
  func invalidUTF8(pathAndQuery: String) async throws {
    try await withServer { server, _ in
      let (status, body) = try await rawGet(server, pathAndQuery)
      #expect(status == 400, "\(body)")
      #expect(try errorField(body).contains("UTF-8"))
    }
  }
}
