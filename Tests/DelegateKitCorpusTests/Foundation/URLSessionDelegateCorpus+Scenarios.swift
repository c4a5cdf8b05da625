// The URLSession delegate protocols' scenarios: a real URLSession loading `data:` URLs (no
// server), then the messages corelibs sends only over HTTP, called on the generated types with
// real tasks, responses and challenges. The protocols, their source and what corelibs calls are
// in URLSessionDelegateCorpus.swift.
import DelegateKit
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A task of a session that never resumes it, a redirect response and a challenge, as
/// arguments.
private struct TransferFixture {
  let session: URLSession
  let task: URLSessionDataTask
  let redirect: HTTPURLResponse
  let newRequest: URLRequest
  let challenge: URLAuthenticationChallenge

  init(delegate: (any URLSessionDelegate)? = nil, location: String = "http://example.com/new") throws {
    session = URLSession(configuration: .ephemeral, delegate: delegate, delegateQueue: nil)
    let old = try #require(URL(string: "http://example.com/old"))
    task = session.dataTask(with: old)
    let target = try #require(URL(string: location))
    redirect = try #require(
      HTTPURLResponse(url: old, statusCode: 302, httpVersion: "HTTP/1.1", headerFields: ["Location": location])
    )
    newRequest = URLRequest(url: target)
    let space = URLProtectionSpace(
      host: "example.com",
      port: 443,
      protocol: "https",
      realm: nil,
      authenticationMethod: nil
    )
    challenge = URLAuthenticationChallenge(
      protectionSpace: space,
      proposedCredential: nil,
      previousFailureCount: 0,
      failureResponse: nil,
      error: nil,
      sender: ChallengeSenderDouble()
    )
  }
}

@Suite("URLSession delegates: a real session loads data: URLs; HTTP-only messages called directly")
struct URLSessionDelegateCorpusTests {
  /// Starts `url` on a session whose delegate is `multicast` and waits for the task to
  /// complete; then, if `invalidating`, calls `finishTasksAndInvalidate()` and waits for the
  /// session to say it is invalid. Gives up after ten seconds.
  func load(_ url: URL, through multicast: DataTaskEventsMulticast, invalidating: Bool) async -> [String] {
    let (events, continuation) = AsyncStream<String>.makeStream()
    let signal = TransferSignal(events: continuation)
    multicast.add(signal)
    let watchdog = Task {
      _ = try? await Task.sleep(for: .seconds(10))
      continuation.finish()
    }
    defer { watchdog.cancel() }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    let session = URLSession(configuration: configuration, delegate: multicast, delegateQueue: nil)
    session.dataTask(with: url).resume()
    var received: [String] = []
    var iterator = events.makeAsyncIterator()
    if let event = await iterator.next() { received.append(event) }
    if invalidating {
      session.finishTasksAndInvalidate()
      if let event = await iterator.next() { received.append(event) }
    } else {
      session.invalidateAndCancel()
    }
    withExtendedLifetime(signal) {}
    return received
  }

  @Test("A data: URL: the first delegate gets the response, every delegate the data, the completion, the end")
  func dataURL() async throws {
    let journal = SharedJournal()
    let recorder = TransferRecorder(journal: journal)
    let policy = TransferPolicy(journal: journal, label: "policy")
    let second = TransferRecorder(journal: journal)
    let multicast = DataTaskEventsMulticast()
    multicast.add(recorder)
    multicast.add(policy)
    multicast.add(second)

    let url = try #require(URL(string: "data:,Hello"))
    let signals = await load(url, through: multicast, invalidating: true)

    #expect(signals == ["completed", "invalidated"])
    #expect(
      journal.entries == [
        // A completion handler requirement: one delegate only, the first (each keeps corelibs' default).
        "recorder.response(text/plain)",
        "recorder.data(Hello)", "recorder.data(Hello)",
        "recorder.complete(nil)", "recorder.complete(nil)",
        "recorder.invalid(nil)", "recorder.invalid(nil)",
      ]
    )
    withExtendedLifetime((recorder, policy, second)) {}
  }

  // corelibs completes the task through its delegate and leaves it registered, so
  // finishTasksAndInvalidate() would wait for it forever: the scenario cancels instead.
  @Test("An invalid data: URL completes with NSURLErrorBadURL, and nothing else")
  func invalidDataURL() async throws {
    let journal = SharedJournal()
    let recorder = TransferRecorder(journal: journal)
    let multicast = DataTaskEventsMulticast()
    multicast.add(recorder)
    let url = try #require(URL(string: "data:%2c123"))

    let signals = await load(url, through: multicast, invalidating: false)

    #expect(signals == ["completed"])
    #expect(journal.entries.first == "recorder.complete(\(NSURLErrorBadURL))")
    #expect(!journal.entries.contains { $0.hasPrefix("recorder.response") || $0.hasPrefix("recorder.data") })
    withExtendedLifetime(recorder) {}
  }

  @Test("The redirect: the first implementer decides, the handler runs once; with none, the redirect is followed")
  func redirect() throws {
    let fixture = try TransferFixture()
    defer { fixture.session.invalidateAndCancel() }
    let journal = SharedJournal()
    let bystander = TransferBystander()
    let first = TransferPolicy(journal: journal, label: "first")
    let second = TransferPolicy(journal: journal, label: "second")
    let multicast = DataTaskEventsMulticast()
    multicast.add(bystander)
    let redirection = TaskEventsRequirement.urlSessionTaskWillPerformHTTPRedirectionNewRequestCompletionHandler
    #expect(multicast.responds(to: redirection), "not called yet: it may implement it")

    let calls = SharedJournal()
    func askRedirect(through delegate: any URLSessionTaskDelegate) {
      delegate.urlSession(
        fixture.session,
        task: fixture.task,
        willPerformHTTPRedirection: fixture.redirect,
        newRequest: fixture.newRequest
      ) { calls.record($0?.url?.absoluteString ?? "nil") }
    }
    askRedirect(through: multicast)
    #expect(!multicast.responds(to: redirection), "the bystander's default ran")
    multicast.add(first)
    multicast.add(second)
    askRedirect(through: multicast)
    askRedirect(through: DataTaskEventsMulticast())
    #expect(calls.entries == ["http://example.com/new", "https://example.com/new", "http://example.com/new"])
    #expect(journal.entries == ["first.redirect(302)"], "one implementer only: the handler must run once")

    let proxy = DataTaskEventsProxy(second)
    askRedirect(through: proxy)
    proxy.delegate = nil
    askRedirect(through: proxy)
    let router = DataTaskEventsRouter<String>()
    router.setDelegate(bystander, for: "plain")
    router.setDelegate(first, for: "secure")
    router.select("secure")
    askRedirect(through: router)
    router.select("plain")
    askRedirect(through: router)
    #expect(
      Array(calls.entries.dropFirst(3)) == [
        "https://example.com/new", "http://example.com/new", "https://example.com/new", "http://example.com/new",
      ]
    )
    #expect(journal.entries == ["first.redirect(302)", "second.redirect(302)", "first.redirect(302)"])
    withExtendedLifetime((bystander, first, second)) {}
  }

  @Test("A redirect the policy refuses: the handler gets nil, once")
  func refusedRedirect() throws {
    let fixture = try TransferFixture(location: "http://blocked.example/")
    defer { fixture.session.invalidateAndCancel() }
    let journal = SharedJournal()
    let policy = TransferPolicy(journal: journal, label: "policy")
    let multicast = DataTaskEventsMulticast()
    multicast.add(policy)
    let calls = SharedJournal()
    multicast.urlSession(
      fixture.session,
      task: fixture.task,
      willPerformHTTPRedirection: fixture.redirect,
      newRequest: fixture.newRequest
    ) { calls.record($0 == nil ? "nil" : "request") }
    #expect(calls.entries == ["nil"])
  }

  @Test("Challenges keep corelibs' default: every delegate counts as answering, so the first one does")
  func sessionChallenge() throws {
    let fixture = try TransferFixture()
    defer { fixture.session.invalidateAndCancel() }
    let journal = SharedJournal()
    let bystander = TransferBystander()
    let policy = TransferPolicy(journal: journal, label: "policy")
    let calls = SharedJournal()
    func challenge(_ delegate: any URLSessionDelegate) {
      delegate.urlSession(fixture.session, didReceive: fixture.challenge) { disposition, credential in
        calls.record("\(disposition), \(credential?.user ?? "nil")")
      }
    }

    let bystanderFirst = DataTaskEventsMulticast()
    bystanderFirst.add(bystander)
    bystanderFirst.add(policy)
    challenge(bystanderFirst)
    let policyFirst = DataTaskEventsMulticast()
    policyFirst.add(policy)
    policyFirst.add(bystander)
    challenge(policyFirst)
    challenge(DataTaskEventsMulticast())
    challenge(DataTaskEventsProxy())

    #expect(
      calls.entries == [
        "performDefaultHandling, nil", "useCredential, ada",
        "performDefaultHandling, nil", "performDefaultHandling, nil",
      ]
    )
    #expect(journal.entries == ["policy.sessionChallenge(example.com)"])
    withExtendedLifetime((bystander, policy)) {}
  }

  @Test("A task's own delegate keeps corelibs' default, which forwards to the session's delegate, a multicast")
  func taskDelegateForwardsToSession() throws {
    let journal = SharedJournal()
    let policy = TransferPolicy(journal: journal, label: "policy")
    let multicast = DataTaskEventsMulticast()
    multicast.add(policy)
    let fixture = try TransferFixture(delegate: multicast)
    defer { fixture.session.invalidateAndCancel() }
    let bystander = TransferBystander()
    fixture.task.delegate = bystander

    let calls = SharedJournal()
    bystander.urlSession(fixture.session, task: fixture.task, didReceive: fixture.challenge) { disposition, _ in
      calls.record("\(disposition)")
    }

    #expect(calls.entries == ["useCredential"])
    #expect(journal.entries == ["policy.taskChallenge(0)"])
  }

  @Test("The other handlers, with no delegate: once each, with corelibs' or the documented default")
  func defaultHandlers() throws {
    let fixture = try TransferFixture()
    defer { fixture.session.invalidateAndCancel() }
    let multicast = DataTaskEventsMulticast()
    let calls = SharedJournal()
    multicast.urlSession(
      fixture.session,
      task: fixture.task,
      needNewBodyStream: { calls.record("bodyStream(\($0 == nil ? "nil" : "stream"))") }
    )
    multicast.urlSession(fixture.session, task: fixture.task, willBeginDelayedRequest: fixture.newRequest) {
      calls.record("delayed(\($0), \($1 == nil ? "nil" : "request"))")
    }
    multicast.urlSession(fixture.session, task: fixture.task, didReceive: fixture.challenge) { disposition, _ in
      calls.record("taskChallenge(\(disposition))")
    }
    let url = try #require(fixture.newRequest.url)
    let response = URLResponse(url: url, mimeType: "text/plain", expectedContentLength: 5, textEncodingName: nil)
    multicast.urlSession(fixture.session, dataTask: fixture.task, didReceive: response) {
      calls.record("response(\($0))")
    }
    let proposed = CachedURLResponse(response: response, data: Data("Hello".utf8))
    multicast.urlSession(fixture.session, dataTask: fixture.task, willCacheResponse: proposed) {
      calls.record("cache(\($0 === proposed))")
    }
    #expect(
      calls.entries == [
        "bodyStream(nil)", "delayed(continueLoading, nil)", "taskChallenge(performDefaultHandling)", "response(allow)",
        "cache(true)",
      ]
    )
  }

  @Test("Void messages reach every delegate in order; a delegate used directly keeps corelibs' defaults")
  func voidMessagesAndDefaults() throws {
    let fixture = try TransferFixture()
    defer { fixture.session.invalidateAndCancel() }
    let journal = SharedJournal()
    let first = TransferRecorder(journal: journal)
    let bystander = TransferBystander()
    let second = TransferRecorder(journal: journal)
    let multicast = DataTaskEventsMulticast()
    multicast.add(first)
    multicast.add(bystander)
    multicast.add(second)
    multicast.urlSession(fixture.session, dataTask: fixture.task, didReceive: Data("chunk".utf8))
    multicast.urlSession(fixture.session, task: fixture.task, didCompleteWithError: nil)
    multicast.urlSession(
      fixture.session,
      task: fixture.task,
      didSendBodyData: 1,
      totalBytesSent: 1,
      totalBytesExpectedToSend: 2
    )
    #expect(
      journal.entries == [
        "recorder.data(chunk)", "recorder.data(chunk)", "recorder.complete(nil)", "recorder.complete(nil)",
      ]
    )

    let calls = SharedJournal()
    bystander.urlSession(fixture.session, dataTask: fixture.task, didReceive: fixture.redirect) {
      calls.record("\($0)")
    }
    bystander.urlSession(
      fixture.session,
      task: fixture.task,
      willPerformHTTPRedirection: fixture.redirect,
      newRequest: fixture.newRequest
    ) { calls.record($0?.url?.absoluteString ?? "nil") }
    #expect(calls.entries == ["allow", "http://example.com/new"])
  }
}
