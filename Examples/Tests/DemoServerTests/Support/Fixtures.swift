import DemoClient
import DemoServer
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs `body` against a freshly started server on a free port and always stops it, so a
/// failing expectation never leaves a listener (or a hanging request) behind.
func withServer<T>(
  _ configuration: DemoServerConfiguration = .init(),
  timeout: Duration = .seconds(5),
  _ body: (DemoServer, DemoClient) async throws -> T
) async throws -> T {
  let server = try DemoServer(configuration: configuration)
  try await server.start()
  let client = DemoClient(baseURL: await server.baseURL, timeout: timeout)
  do {
    let result = try await body(server, client)
    await server.stop()
    return result
  } catch {
    await server.stop()
    throw error
  }
}

/// Runs `body` expecting a ``ClientError`` and returns it, or nil if the call succeeded.
/// Any other error type is recorded as an issue (the client promises typed throws).
func clientError<T>(_ body: () async throws -> T) async -> ClientError? {
  do {
    _ = try await body()
    return nil
  } catch let error as ClientError {
    return error
  } catch {
    Issue.record("expected a ClientError, got \(error)")
    return nil
  }
}

/// A GET that bypasses `DemoClient`, for answers the typed client cannot ask for
/// (non-numeric parameters, unknown paths) or would hide (exact bodies).
func rawGet(_ server: DemoServer, _ pathAndQuery: String) async throws -> (status: Int, body: String) {
  let url = try #require(URL(string: "\(await server.baseURL)\(pathAndQuery)"))
  let (data, response) = try await URLSession.shared.data(from: url)
  let http = try #require(response as? HTTPURLResponse)
  return (http.statusCode, String(decoding: data, as: UTF8.self))
}

/// The `"error"` field of a JSON error body.
func errorField(_ body: String) throws -> String {
  struct ErrorBody: Decodable { let error: String }
  return try JSONDecoder().decode(ErrorBody.self, from: Data(body.utf8)).error
}

/// Where `people.json` lives in the source tree.
let peopleJSONURL = URL(filePath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
  .appending(path: "Sources/DemoServer/Resources/people.json")

/// The bundled dataset, read straight from the source tree as a test oracle.
let bundledPeople: [Person] = {
  guard let data = try? Data(contentsOf: peopleJSONURL),
    let people = try? JSONDecoder().decode([Person].self, from: data)
  else { return [] }
  return people
}()
