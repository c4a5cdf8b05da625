// The Alamofire types EventMonitor and RequestInterceptor mention, from
// https://github.com/Alamofire/Alamofire at tag 5.12.0 (7595cbcf59809f9977c5f6378500de2ad73b7ddb),
// reduced to what the scenarios read: Source/Core/Session.swift (`open class Session`),
// Source/Core/Request.swift (`public class Request`) and its subclasses (DataRequest.swift,
// UploadRequest.swift with `Uploadable`, DataStreamRequest.swift, DownloadRequest.swift),
// Source/Core/AFError.swift (the cases that carry no reason enum; the ten reason-carrying
// cases and their nested enums are left out), Source/Core/Response.swift (`DataResponse`,
// `DownloadResponse`: the request, the data or file and the result), Source/Features/Validation.swift
// (`Request.ValidationResult`) and Source/Features/RequestInterceptor.swift (`RequestAdapterState`).
// Alamofire's request classes are not final (`DataRequest` has a subclass), hence the
// non-final stand-ins, `@unchecked Sendable` as Alamofire's.
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Alamofire's `Session`, with a name to tell sessions apart.
final class Session: Sendable {
  let name: String

  init(name: String = "default") {
    self.name = name
  }
}

/// Alamofire's `Request`: an identifier and the URL request it sends.
class Request: @unchecked Sendable {
  let id: UUID
  let urlRequest: URLRequest

  init(_ url: URL) {
    id = UUID()
    urlRequest = URLRequest(url: url)
  }

  /// Alamofire's `Request.ValidationResult`.
  typealias ValidationResult = Result<Void, any (Error & Sendable)>
}

/// Alamofire's `DataRequest`.
class DataRequest: Request, @unchecked Sendable {}

/// Alamofire's `UploadRequest`, with its `Uploadable`.
final class UploadRequest: DataRequest, @unchecked Sendable {
  enum Uploadable: @unchecked Sendable {
    case data(Data)
    case file(URL, shouldRemove: Bool)
    case stream(InputStream)
  }
}

/// Alamofire's `DataStreamRequest`.
final class DataStreamRequest: Request, @unchecked Sendable {}

/// Alamofire's `DownloadRequest`.
final class DownloadRequest: Request, @unchecked Sendable {}

/// Alamofire's `AFError`, the cases without a reason enum.
enum AFError: Error, Sendable {
  case createUploadableFailed(error: any Error)
  case createURLRequestFailed(error: any Error)
  case downloadedFileMoveFailed(error: any Error, source: URL, destination: URL)
  case explicitlyCancelled
  case requestAdaptationFailed(error: any Error)
  case requestRetryFailed(retryError: any Error, originalError: any Error)
  case sessionDeinitialized
  case sessionInvalidated(error: (any Error)?)
  case sessionTaskFailed(error: any Error)
}

/// Alamofire's `DataResponse`.
struct DataResponse<Success, Failure: Error>: Sendable where Success: Sendable, Failure: Sendable {
  let request: URLRequest?
  let data: Data?
  let result: Result<Success, Failure>
}

/// Alamofire's `DownloadResponse`.
struct DownloadResponse<Success, Failure: Error>: Sendable where Success: Sendable, Failure: Sendable {
  let request: URLRequest?
  let fileURL: URL?
  let result: Result<Success, Failure>
}

/// Alamofire's `RequestAdapterState`.
struct RequestAdapterState: Sendable {
  let requestID: UUID
  let session: Session
}
