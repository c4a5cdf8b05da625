// Alamofire's RequestAdapter, RequestRetrier and RequestInterceptor, transcribed from
// https://github.com/Alamofire/Alamofire at tag 5.12.0 (7595cbcf59809f9977c5f6378500de2ad73b7ddb),
// Source/Features/RequestInterceptor.swift:
// - lines 39-62: `RequestAdapter: Sendable`, `adapt(_:for:completion:)` (required) and
//   `adapt(_:using:completion:)`, whose default asks the same adapter's `adapt(_:for:completion:)`
//   with `state.session`; each completion takes a `Result<URLRequest, any Error>`.
// - lines 67-76: `RetryResult`; lines 101-114: `RequestRetrier: Sendable`,
//   `retry(_:for:dueTo:completion:)`.
// - lines 119-134: `RequestInterceptor: RequestAdapter, RequestRetrier`, with defaults for
//   both: `completion(.success(urlRequest))` and `completion(.doNotRetry)`.
// Alamofire's own `Interceptor` (lines 220-300) chains several adapters, each adapting the
// previous one's request; a generated multicast hands a completion handler requirement to one
// delegate, the first (every delegate keeping a default counts as implementing it), so it does
// not chain: a shape DelegateKit does not express. The protocols are not class-bound: the
// @Delegate protocols add `AnyObject`, and restate `Sendable`.
// Left out: `Adapter`, `Retrier` and `Interceptor`, the library's closure-based conformers;
// `RetryResult`'s internal helpers. Session, Request and RequestAdapterState are in
// AlamofireStubs.swift.
import DelegateKit
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Alamofire's `RequestAdapter`, as the library declares it.
protocol RequestAdapter: Sendable {
  func adapt(
    _ urlRequest: URLRequest,
    for session: Session,
    completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void
  )
  func adapt(
    _ urlRequest: URLRequest,
    using state: RequestAdapterState,
    completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void
  )
}

extension RequestAdapter {
  func adapt(
    _ urlRequest: URLRequest,
    using state: RequestAdapterState,
    completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void
  ) {
    adapt(urlRequest, for: state.session, completion: completion)
  }
}

/// Alamofire's `RetryResult`.
enum RetryResult: Sendable {
  case retry
  case retryWithDelay(TimeInterval)
  case doNotRetry
  case doNotRetryWithError(any Error)
}

/// Alamofire's `RequestRetrier`.
protocol RequestRetrier: Sendable {
  func retry(
    _ request: Request,
    for session: Session,
    dueTo error: any Error,
    completion: @escaping @Sendable (RetryResult) -> Void
  )
}

/// Alamofire's `RequestInterceptor`.
protocol RequestInterceptor: RequestAdapter, RequestRetrier {}

extension RequestInterceptor {
  func adapt(
    _ urlRequest: URLRequest,
    for session: Session,
    completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void
  ) {
    completion(.success(urlRequest))
  }

  func retry(
    _ request: Request,
    for session: Session,
    dueTo error: any Error,
    completion: @escaping @Sendable (RetryResult) -> Void
  ) {
    completion(.doNotRetry)
  }
}

/// Several adapters for one session: `adapt(_:for:completion:)` stays required, as in
/// RequestAdapter; `adapt(_:using:completion:)` keeps Alamofire's default.
@Delegate(foreign: RequestAdapter.self)
protocol RequestAdapting: RequestAdapter, AnyObject, Sendable {
  func adapt(
    _ urlRequest: URLRequest,
    for session: Session,
    completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void
  )
  @Optional(default: .inherited)
  func adapt(
    _ urlRequest: URLRequest,
    using state: RequestAdapterState,
    completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void
  )
}

/// Several interceptors for one session, every default of RequestInterceptor kept.
@Delegate(foreign: RequestInterceptor.self)
protocol RequestIntercepting: RequestInterceptor, AnyObject, Sendable {
  @Optional(default: .inherited)
  func adapt(
    _ urlRequest: URLRequest,
    for session: Session,
    completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void
  )
  @Optional(default: .inherited)
  func adapt(
    _ urlRequest: URLRequest,
    using state: RequestAdapterState,
    completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void
  )
  @Optional(default: .inherited)
  func retry(
    _ request: Request,
    for session: Session,
    dueTo error: any Error,
    completion: @escaping @Sendable (RetryResult) -> Void
  )
}

/// The error of a request that may succeed if tried again.
struct TransientNetworkError: Error {}

/// The error of an adapter that has no network.
struct OfflineError: Error {}

/// Signs requests with a bearer token.
final class TokenAdapter: RequestAdapting, RequestIntercepting {
  let journal: SharedJournal
  let token: String

  init(journal: SharedJournal, token: String) {
    self.journal = journal
    self.token = token
  }

  func adapt(
    _ urlRequest: URLRequest,
    for session: Session,
    completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void
  ) {
    journal.record("token.adapt(\(session.name))")
    var signed = urlRequest
    signed.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    completion(.success(signed))
  }
}

/// Fails every request: there is no network. Its conformance in an extension.
final class OfflineAdapter {
  let journal: SharedJournal

  init(journal: SharedJournal) {
    self.journal = journal
  }
}

extension OfflineAdapter: RequestAdapting {
  func adapt(
    _ urlRequest: URLRequest,
    for session: Session,
    completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void
  ) {
    journal.record("offline.adapt")
    completion(.failure(OfflineError()))
  }
}

/// Retries transient errors after a delay; adapts nothing (Alamofire's default).
final class BackoffRetrier: RequestIntercepting {
  let journal: SharedJournal

  init(journal: SharedJournal) {
    self.journal = journal
  }

  func retry(
    _ request: Request,
    for session: Session,
    dueTo error: any Error,
    completion: @escaping @Sendable (RetryResult) -> Void
  ) {
    journal.record("backoff.retry")
    completion(error is TransientNetworkError ? .retryWithDelay(0.5) : .doNotRetry)
  }
}

@Suite("RequestAdapter and RequestInterceptor: completion handlers taking a Result, Alamofire's defaults kept")
struct RequestInterceptorCorpusTests {
  let session = Session(name: "api")
  let url = URL(fileURLWithPath: "/api/users")

  /// Adapts a request through `adapter` and records what the completion receives.
  func adapt(through adapter: any RequestAdapter, _ calls: SharedJournal) {
    adapter.adapt(URLRequest(url: url), for: session) { result in
      switch result {
      case .success(let request):
        calls.record("success(\(request.value(forHTTPHeaderField: "Authorization") ?? "unsigned"))")
      case .failure(let error):
        calls.record("failure(\(error is OfflineError ? "offline" : "other"))")
      }
    }
  }

  @Test("adapt(_:for:), required: the first adapter adapts, the completion runs once with its Result")
  func adaptFirst() {
    let journal = SharedJournal()
    let token = TokenAdapter(journal: journal, token: "abc")
    let offline = OfflineAdapter(journal: journal)
    let tokenFirst = RequestAdaptingMulticast()
    tokenFirst.add(token)
    tokenFirst.add(offline)
    let offlineFirst = RequestAdaptingMulticast()
    offlineFirst.add(offline)
    offlineFirst.add(token)
    let calls = SharedJournal()

    adapt(through: tokenFirst, calls)
    adapt(through: offlineFirst, calls)
    adapt(through: RequestAdaptingProxy(token), calls)

    #expect(calls.entries == ["success(Bearer abc)", "failure(offline)", "success(Bearer abc)"])
    #expect(journal.entries == ["token.adapt(api)", "offline.adapt", "token.adapt(api)"])
    #expect(tokenFirst.responds(to: .adaptForCompletion))
  }

  @Test("adapt(_:using:) keeps Alamofire's default: the same adapter's adapt(_:for:), with the state's session")
  func adaptUsingState() {
    let journal = SharedJournal()
    let token = TokenAdapter(journal: journal, token: "xyz")
    let multicast = RequestAdaptingMulticast()
    multicast.add(token)
    let state = RequestAdapterState(requestID: UUID(), session: Session(name: "state"))
    let calls = SharedJournal()

    multicast.adapt(URLRequest(url: url), using: state) { result in
      calls.record((try? result.get())?.value(forHTTPHeaderField: "Authorization") ?? "nil")
    }
    token.adapt(URLRequest(url: url), using: state) { result in
      calls.record((try? result.get()) == nil ? "failure" : "success")
    }

    #expect(calls.entries == ["Bearer xyz", "success"])
    #expect(journal.entries == ["token.adapt(state)", "token.adapt(state)"])
  }

  @Test("Interceptors: every one counts as answering, so the first decides; with none, Alamofire's defaults")
  func interceptors() {
    let journal = SharedJournal()
    let token = TokenAdapter(journal: journal, token: "t")
    let backoff = BackoffRetrier(journal: journal)
    let request = DataRequest(url)
    let calls = SharedJournal()
    func retry(_ interceptor: any RequestRetrier, after error: any Error) {
      interceptor.retry(request, for: session, dueTo: error) { calls.record("\($0)") }
    }

    let backoffFirst = RequestInterceptingMulticast()
    backoffFirst.add(backoff)
    backoffFirst.add(token)
    retry(backoffFirst, after: TransientNetworkError())
    retry(backoffFirst, after: OfflineError())
    adapt(through: backoffFirst, calls)

    let tokenFirst = RequestInterceptingMulticast()
    tokenFirst.add(token)
    tokenFirst.add(backoff)
    retry(tokenFirst, after: TransientNetworkError())
    adapt(through: tokenFirst, calls)

    let none = RequestInterceptingMulticast()
    retry(none, after: TransientNetworkError())
    adapt(through: none, calls)
    let state = RequestAdapterState(requestID: UUID(), session: session)
    none.adapt(URLRequest(url: url), using: state) { calls.record((try? $0.get()) == nil ? "failure" : "unchanged") }

    #expect(
      calls.entries == [
        "retryWithDelay(0.5)", "doNotRetry", "success(unsigned)",
        "doNotRetry", "success(Bearer t)",
        "doNotRetry", "success(unsigned)", "unchanged",
      ]
    )
    #expect(journal.entries == ["backoff.retry", "backoff.retry", "token.adapt(api)"])
  }

  @Test("A router picks the interceptor of the request's API")
  func router() {
    let journal = SharedJournal()
    let token = TokenAdapter(journal: journal, token: "r")
    let backoff = BackoffRetrier(journal: journal)
    let router = RequestInterceptingRouter<String>()
    router.setDelegate(token, for: "private")
    router.setDefaultDelegate(backoff)
    let calls = SharedJournal()

    router.select("private")
    adapt(through: router, calls)
    router.select("public")
    adapt(through: router, calls)
    router.retry(DataRequest(url), for: session, dueTo: TransientNetworkError()) { calls.record("\($0)") }

    #expect(calls.entries == ["success(Bearer r)", "success(unsigned)", "retryWithDelay(0.5)"])
    withExtendedLifetime((token, backoff)) {}
  }
}
