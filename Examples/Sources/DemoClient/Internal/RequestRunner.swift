internal import Foundation
#if canImport(FoundationNetworking)
internal import FoundationNetworking
#endif

/// What the client keeps of an HTTP answer: plain values, so it can cross task boundaries
/// (URLResponse is not Sendable everywhere).
struct RawResponse: Sendable {
  let status: Int
  let body: Data
}

/// Runs one request against a deadline, mapping every outcome to ``ClientError``.
///
/// The request, a timer and the caller's cancellation race in a ``RequestRace``: the
/// first to finish decides the result. The losing timer is cancelled; the losing request
/// is not: it runs on to its answer, or to URLSession's own timeout, and is ignored.
/// Cancelling a data task while its connection is being torn down crashes
/// FoundationNetworking on Linux now and then ("attempted to read an unowned reference"),
/// and a request the screen no longer wants costs only its socket for a few seconds.
struct RequestRunner: Sendable {
  let session: URLSession
  let timeout: Duration

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  func run(_ request: URLRequest) async throws(ClientError) -> RawResponse {
    let session = session
    let timeout = timeout
    let seconds = Self.seconds(timeout)
    let race = RequestRace<Result<RawResponse, ClientError>>()
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        race.wait(continuation)
        // Not added to the race: never cancelled (see above).
        Task.detached {
          race.finish(await Self.perform(request, session: session, timeoutSeconds: seconds))
        }
        race.add(
          Task {
            guard (try? await Task.sleep(for: timeout)) != nil else { return }
            race.finish(.failure(.timedOut(seconds: seconds)))
          }
        )
      }
    } onCancel: {
      race.finish(.failure(.cancelled))
    }
    return try outcome.get()
  }

  private static func perform(
    _ request: URLRequest,
    session: URLSession,
    timeoutSeconds: Double
  ) async -> Result<RawResponse, ClientError> {
    do {
      let (data, response) = try await session.data(for: request)
      guard let http = response as? HTTPURLResponse else {
        return .failure(.transport("the answer is not HTTP"))
      }
      return .success(RawResponse(status: http.statusCode, body: data))
    } catch {
      return .failure(ClientError(error, url: request.url, timeoutSeconds: timeoutSeconds))
    }
  }
}
