// The @Delegate restatement of Alamofire's EventMonitor: 45 requirements, every one keeping the
// library's default. The library protocol, its defaults and the source are in
// EventMonitorCorpus.swift; the monitors and scenarios in EventMonitorCorpus+Scenarios.swift.
import DelegateKit
import Dispatch
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Alamofire's events for several monitors, every default kept: Alamofire's `queue` (`.main`)
/// and empty methods. Class-bound, which EventMonitor is not, and Sendable, as it is.
@Delegate(foreign: EventMonitor.self)
protocol RequestEvents: EventMonitor, AnyObject, Sendable {
  @Optional(default: .inherited)
  var queue: DispatchQueue { get }

  // MARK: URLSessionDelegate Events
  @Optional(default: .inherited)
  func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?)

  // MARK: URLSessionTaskDelegate Events
  @Optional(default: .inherited)
  func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge)
  @Optional(default: .inherited)
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    didSendBodyData bytesSent: Int64,
    totalBytesSent: Int64,
    totalBytesExpectedToSend: Int64
  )
  @Optional(default: .inherited)
  func urlSession(_ session: URLSession, taskNeedsNewBodyStream task: URLSessionTask)
  @Optional(default: .inherited)
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest
  )
  @Optional(default: .inherited)
  func urlSession(_ session: URLSession, task: URLSessionTask, didFinishCollecting metrics: URLSessionTaskMetrics)
  @Optional(default: .inherited)
  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?)
  @Optional(default: .inherited)
  func urlSession(_ session: URLSession, taskIsWaitingForConnectivity task: URLSessionTask)

  // MARK: URLSessionDataDelegate Events
  @Optional(default: .inherited)
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse)
  @Optional(default: .inherited)
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data)
  @Optional(default: .inherited)
  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    willCacheResponse proposedResponse: CachedURLResponse
  )

  // MARK: URLSessionDownloadDelegate Events
  @Optional(default: .inherited)
  func urlSession(
    _ session: URLSession,
    downloadTask: URLSessionDownloadTask,
    didResumeAtOffset fileOffset: Int64,
    expectedTotalBytes: Int64
  )
  @Optional(default: .inherited)
  func urlSession(
    _ session: URLSession,
    downloadTask: URLSessionDownloadTask,
    didWriteData bytesWritten: Int64,
    totalBytesWritten: Int64,
    totalBytesExpectedToWrite: Int64
  )
  @Optional(default: .inherited)
  func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL)

  // MARK: - Request Events
  @Optional(default: .inherited)
  func request(_ request: Request, didCreateInitialURLRequest urlRequest: URLRequest)
  @Optional(default: .inherited)
  func request(_ request: Request, didFailToCreateURLRequestWithError error: AFError)
  @Optional(default: .inherited)
  func request(_ request: Request, didAdaptInitialRequest initialRequest: URLRequest, to adaptedRequest: URLRequest)
  @Optional(default: .inherited)
  func request(_ request: Request, didFailToAdaptURLRequest initialRequest: URLRequest, withError error: AFError)
  @Optional(default: .inherited)
  func request(_ request: Request, didCreateURLRequest urlRequest: URLRequest)
  @Optional(default: .inherited)
  func request(_ request: Request, didCreateTask task: URLSessionTask)
  @Optional(default: .inherited)
  func request(_ request: Request, didGatherMetrics metrics: URLSessionTaskMetrics)
  @Optional(default: .inherited)
  func request(_ request: Request, didFailTask task: URLSessionTask, earlyWithError error: AFError)
  @Optional(default: .inherited)
  func request(_ request: Request, didCompleteTask task: URLSessionTask, with error: AFError?)
  @Optional(default: .inherited)
  func requestIsRetrying(_ request: Request)
  @Optional(default: .inherited)
  func requestDidFinish(_ request: Request)
  @Optional(default: .inherited)
  func requestDidResume(_ request: Request)
  @Optional(default: .inherited)
  func request(_ request: Request, didResumeTask task: URLSessionTask)
  @Optional(default: .inherited)
  func requestDidSuspend(_ request: Request)
  @Optional(default: .inherited)
  func request(_ request: Request, didSuspendTask task: URLSessionTask)
  @Optional(default: .inherited)
  func requestDidCancel(_ request: Request)
  @Optional(default: .inherited)
  func request(_ request: Request, didCancelTask task: URLSessionTask)

  // MARK: DataRequest Events
  @Optional(default: .inherited)
  func request(
    _ request: DataRequest,
    didValidateRequest urlRequest: URLRequest?,
    response: HTTPURLResponse,
    data: Data?,
    withResult result: Request.ValidationResult
  )
  @Optional(default: .inherited)
  func request(_ request: DataRequest, didParseResponse response: DataResponse<Data?, AFError>)
  @Optional(default: .inherited)
  func request<Value: Sendable>(_ request: DataRequest, didParseResponse response: DataResponse<Value, AFError>)

  // MARK: DataStreamRequest Events
  @Optional(default: .inherited)
  func request(
    _ request: DataStreamRequest,
    didValidateRequest urlRequest: URLRequest?,
    response: HTTPURLResponse,
    withResult result: Request.ValidationResult
  )
  @Optional(default: .inherited)
  func request<Value: Sendable>(_ request: DataStreamRequest, didParseStream result: Result<Value, AFError>)

  // MARK: UploadRequest Events
  @Optional(default: .inherited)
  func request(_ request: UploadRequest, didCreateUploadable uploadable: UploadRequest.Uploadable)
  @Optional(default: .inherited)
  func request(_ request: UploadRequest, didFailToCreateUploadableWithError error: AFError)
  @Optional(default: .inherited)
  func request(_ request: UploadRequest, didProvideInputStream stream: InputStream)

  // MARK: DownloadRequest Events
  @Optional(default: .inherited)
  func request(
    _ request: DownloadRequest,
    didFinishDownloadingUsing task: URLSessionTask,
    with result: Result<URL, AFError>
  )
  @Optional(default: .inherited)
  func request(_ request: DownloadRequest, didCreateDestinationURL url: URL)
  @Optional(default: .inherited)
  func request(
    _ request: DownloadRequest,
    didValidateRequest urlRequest: URLRequest?,
    response: HTTPURLResponse,
    fileURL: URL?,
    withResult result: Request.ValidationResult
  )
  @Optional(default: .inherited)
  func request(_ request: DownloadRequest, didParseResponse response: DownloadResponse<URL?, AFError>)
  @Optional(default: .inherited)
  func request<Value: Sendable>(_ request: DownloadRequest, didParseResponse response: DownloadResponse<Value, AFError>)
}
