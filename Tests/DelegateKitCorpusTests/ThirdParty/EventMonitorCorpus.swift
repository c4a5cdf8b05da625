// Alamofire's EventMonitor, transcribed from https://github.com/Alamofire/Alamofire at tag
// 5.12.0 (7595cbcf59809f9977c5f6378500de2ad73b7ddb), Source/Features/EventMonitor.swift:
// - lines 29-223: `public protocol EventMonitor: Sendable`, its `queue` property and 44
//   methods: the URLSession delegate events and the lifecycle of `Request` and its subclasses.
//   Three are generic (`request<Value: Sendable>(_:didParseResponse:)` twice, and
//   `request<Value: Sendable>(_:didParseStream:)`), and `request(_:didParseResponse:)` has four
//   overloads.
// - lines 225-312: the public extension of defaults: `queue` is `.main`, every method is empty.
// - lines 315-345: how Alamofire calls monitors: `CompositeEventMonitor` holds the session's
//   monitors and, for each event, dispatches the call onto each monitor's own `queue`. The
//   generated multicast is one monitor that fans each event out synchronously, in
//   registration order; Alamofire would call it on its `queue`, the first monitor's.
// EventMonitor is not class-bound (a struct may monitor): the @Delegate protocol adds
// `AnyObject`, and restates `Sendable` (EventMonitorCorpus+Delegate.swift). The scenarios are in
// EventMonitorCorpus+Scenarios.swift; the Alamofire types in AlamofireStubs.swift.
// Left out: nothing of the protocol.
import Dispatch
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Alamofire's event monitor protocol, as the library declares it.
protocol EventMonitor: Sendable {
  /// The `DispatchQueue` on which events will be called.
  var queue: DispatchQueue { get }

  // MARK: - URLSession Events

  // MARK: URLSessionDelegate Events
  func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?)

  // MARK: URLSessionTaskDelegate Events
  func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge)
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    didSendBodyData bytesSent: Int64,
    totalBytesSent: Int64,
    totalBytesExpectedToSend: Int64
  )
  func urlSession(_ session: URLSession, taskNeedsNewBodyStream task: URLSessionTask)
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest
  )
  func urlSession(_ session: URLSession, task: URLSessionTask, didFinishCollecting metrics: URLSessionTaskMetrics)
  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?)
  func urlSession(_ session: URLSession, taskIsWaitingForConnectivity task: URLSessionTask)

  // MARK: URLSessionDataDelegate Events
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse)
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data)
  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    willCacheResponse proposedResponse: CachedURLResponse
  )

  // MARK: URLSessionDownloadDelegate Events
  func urlSession(
    _ session: URLSession,
    downloadTask: URLSessionDownloadTask,
    didResumeAtOffset fileOffset: Int64,
    expectedTotalBytes: Int64
  )
  func urlSession(
    _ session: URLSession,
    downloadTask: URLSessionDownloadTask,
    didWriteData bytesWritten: Int64,
    totalBytesWritten: Int64,
    totalBytesExpectedToWrite: Int64
  )
  func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL)

  // MARK: - Request Events
  func request(_ request: Request, didCreateInitialURLRequest urlRequest: URLRequest)
  func request(_ request: Request, didFailToCreateURLRequestWithError error: AFError)
  func request(_ request: Request, didAdaptInitialRequest initialRequest: URLRequest, to adaptedRequest: URLRequest)
  func request(_ request: Request, didFailToAdaptURLRequest initialRequest: URLRequest, withError error: AFError)
  func request(_ request: Request, didCreateURLRequest urlRequest: URLRequest)
  func request(_ request: Request, didCreateTask task: URLSessionTask)
  func request(_ request: Request, didGatherMetrics metrics: URLSessionTaskMetrics)
  func request(_ request: Request, didFailTask task: URLSessionTask, earlyWithError error: AFError)
  func request(_ request: Request, didCompleteTask task: URLSessionTask, with error: AFError?)
  func requestIsRetrying(_ request: Request)
  func requestDidFinish(_ request: Request)
  func requestDidResume(_ request: Request)
  func request(_ request: Request, didResumeTask task: URLSessionTask)
  func requestDidSuspend(_ request: Request)
  func request(_ request: Request, didSuspendTask task: URLSessionTask)
  func requestDidCancel(_ request: Request)
  func request(_ request: Request, didCancelTask task: URLSessionTask)

  // MARK: DataRequest Events
  func request(
    _ request: DataRequest,
    didValidateRequest urlRequest: URLRequest?,
    response: HTTPURLResponse,
    data: Data?,
    withResult result: Request.ValidationResult
  )
  func request(_ request: DataRequest, didParseResponse response: DataResponse<Data?, AFError>)
  func request<Value: Sendable>(_ request: DataRequest, didParseResponse response: DataResponse<Value, AFError>)

  // MARK: DataStreamRequest Events
  func request(
    _ request: DataStreamRequest,
    didValidateRequest urlRequest: URLRequest?,
    response: HTTPURLResponse,
    withResult result: Request.ValidationResult
  )
  func request<Value: Sendable>(_ request: DataStreamRequest, didParseStream result: Result<Value, AFError>)

  // MARK: UploadRequest Events
  func request(_ request: UploadRequest, didCreateUploadable uploadable: UploadRequest.Uploadable)
  func request(_ request: UploadRequest, didFailToCreateUploadableWithError error: AFError)
  func request(_ request: UploadRequest, didProvideInputStream stream: InputStream)

  // MARK: DownloadRequest Events
  func request(
    _ request: DownloadRequest,
    didFinishDownloadingUsing task: URLSessionTask,
    with result: Result<URL, AFError>
  )
  func request(_ request: DownloadRequest, didCreateDestinationURL url: URL)
  func request(
    _ request: DownloadRequest,
    didValidateRequest urlRequest: URLRequest?,
    response: HTTPURLResponse,
    fileURL: URL?,
    withResult result: Request.ValidationResult
  )
  func request(_ request: DownloadRequest, didParseResponse response: DownloadResponse<URL?, AFError>)
  func request<Value: Sendable>(_ request: DownloadRequest, didParseResponse response: DownloadResponse<Value, AFError>)
}

// Alamofire's defaults: events on the main queue, every event ignored.
extension EventMonitor {
  var queue: DispatchQueue { .main }

  // MARK: Default Implementations

  func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?) {}
  func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge) {}
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    didSendBodyData bytesSent: Int64,
    totalBytesSent: Int64,
    totalBytesExpectedToSend: Int64
  ) {}
  func urlSession(_ session: URLSession, taskNeedsNewBodyStream task: URLSessionTask) {}
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest
  ) {}
  func urlSession(_ session: URLSession, task: URLSessionTask, didFinishCollecting metrics: URLSessionTaskMetrics) {}
  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {}
  func urlSession(_ session: URLSession, taskIsWaitingForConnectivity task: URLSessionTask) {}
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse) {}
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {}
  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    willCacheResponse proposedResponse: CachedURLResponse
  ) {}
  func urlSession(
    _ session: URLSession,
    downloadTask: URLSessionDownloadTask,
    didResumeAtOffset fileOffset: Int64,
    expectedTotalBytes: Int64
  ) {}
  func urlSession(
    _ session: URLSession,
    downloadTask: URLSessionDownloadTask,
    didWriteData bytesWritten: Int64,
    totalBytesWritten: Int64,
    totalBytesExpectedToWrite: Int64
  ) {}
  func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {}
  func request(_ request: Request, didCreateInitialURLRequest urlRequest: URLRequest) {}
  func request(_ request: Request, didFailToCreateURLRequestWithError error: AFError) {}
  func request(_ request: Request, didAdaptInitialRequest initialRequest: URLRequest, to adaptedRequest: URLRequest) {}
  func request(_ request: Request, didFailToAdaptURLRequest initialRequest: URLRequest, withError error: AFError) {}
  func request(_ request: Request, didCreateURLRequest urlRequest: URLRequest) {}
  func request(_ request: Request, didCreateTask task: URLSessionTask) {}
  func request(_ request: Request, didGatherMetrics metrics: URLSessionTaskMetrics) {}
  func request(_ request: Request, didFailTask task: URLSessionTask, earlyWithError error: AFError) {}
  func request(_ request: Request, didCompleteTask task: URLSessionTask, with error: AFError?) {}
  func requestIsRetrying(_ request: Request) {}
  func requestDidFinish(_ request: Request) {}
  func requestDidResume(_ request: Request) {}
  func request(_ request: Request, didResumeTask task: URLSessionTask) {}
  func requestDidSuspend(_ request: Request) {}
  func request(_ request: Request, didSuspendTask task: URLSessionTask) {}
  func requestDidCancel(_ request: Request) {}
  func request(_ request: Request, didCancelTask task: URLSessionTask) {}
  func request(
    _ request: DataRequest,
    didValidateRequest urlRequest: URLRequest?,
    response: HTTPURLResponse,
    data: Data?,
    withResult result: Request.ValidationResult
  ) {}
  func request(_ request: DataRequest, didParseResponse response: DataResponse<Data?, AFError>) {}
  func request<Value: Sendable>(_ request: DataRequest, didParseResponse response: DataResponse<Value, AFError>) {}
  func request(
    _ request: DataStreamRequest,
    didValidateRequest urlRequest: URLRequest?,
    response: HTTPURLResponse,
    withResult result: Request.ValidationResult
  ) {}
  func request<Value: Sendable>(_ request: DataStreamRequest, didParseStream result: Result<Value, AFError>) {}
  func request(_ request: UploadRequest, didCreateUploadable uploadable: UploadRequest.Uploadable) {}
  func request(_ request: UploadRequest, didFailToCreateUploadableWithError error: AFError) {}
  func request(_ request: UploadRequest, didProvideInputStream stream: InputStream) {}
  func request(
    _ request: DownloadRequest,
    didFinishDownloadingUsing task: URLSessionTask,
    with result: Result<URL, AFError>
  ) {}
  func request(_ request: DownloadRequest, didCreateDestinationURL url: URL) {}
  func request(
    _ request: DownloadRequest,
    didValidateRequest urlRequest: URLRequest?,
    response: HTTPURLResponse,
    fileURL: URL?,
    withResult result: Request.ValidationResult
  ) {}
  func request(_ request: DownloadRequest, didParseResponse response: DownloadResponse<URL?, AFError>) {}
  func request<Value: Sendable>(
    _ request: DownloadRequest,
    didParseResponse response: DownloadResponse<Value, AFError>
  ) {}
}
