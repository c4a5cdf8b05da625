@testable import DelegateKitTable

/// One event the randomized test sends to the machine, as a value it can print on failure.
enum RandomEvent: CustomStringConvertible {
  /// ``MediatorStateMachine/refreshRequested(source:)``.
  case refresh(MediatorStateMachine.RefreshSource)

  /// ``MediatorStateMachine/loadMoreRequested()``.
  case loadMore

  /// ``MediatorStateMachine/scrolled(distanceToEnd:contentShorterThanViewport:)``.
  case scrolled(distanceToEnd: Double, shorter: Bool)

  /// ``MediatorStateMachine/loadFinished(generation:kind:result:)``.
  case finished(LoadGeneration, LoadKind, LoadResult)

  /// ``MediatorStateMachine/loadFailed(generation:kind:error:)``.
  case failed(LoadGeneration, LoadKind)

  /// ``MediatorStateMachine/loadDeclined(generation:)``.
  case declined(LoadGeneration)

  /// ``MediatorStateMachine/retry()``.
  case retry

  /// ``MediatorStateMachine/stopLoading()``.
  case stop

  /// ``MediatorStateMachine/dataSourceChanged()``.
  case dataSourceChanged

  /// The generation a completion event names, if it is one.
  var completedGeneration: LoadGeneration? {
    switch self {
    case .finished(let generation, _, _), .failed(let generation, _), .declined(let generation): generation
    default: nil
    }
  }

  /// Sends the event to `machine`.
  ///
  /// - Parameter machine: The machine under test.
  /// - Returns: The machine's actions.
  func send(to machine: inout MediatorStateMachine) -> [MediatorStateMachine.Action] {
    switch self {
    case .refresh(let source): machine.refreshRequested(source: source)
    case .loadMore: machine.loadMoreRequested()
    case .scrolled(let distance, let shorter):
      machine.scrolled(distanceToEnd: distance, contentShorterThanViewport: shorter)
    case .finished(let generation, let kind, let result):
      machine.loadFinished(generation: generation, kind: kind, result: result)
    case .failed(let generation, let kind):
      machine.loadFailed(
        generation: generation,
        kind: kind,
        error: LoadError(description: Self.errorDescription(generation))
      )
    case .declined(let generation): machine.loadDeclined(generation: generation)
    case .retry: machine.retry()
    case .stop: machine.stopLoading()
    case .dataSourceChanged: machine.dataSourceChanged()
    }
  }

  /// The description of the error a `.failed` event's load throws: what the error row shows.
  ///
  /// - Parameter generation: The failed load's generation, which the description names.
  static func errorDescription(_ generation: LoadGeneration) -> String {
    "error \(generation)"
  }

  /// A short name for failure messages.
  var description: String {
    switch self {
    case .refresh(let source): "refresh(\(source))"
    case .loadMore: "loadMore"
    case .scrolled(let distance, let shorter): "scrolled(\(distance), shorter: \(shorter))"
    case .finished(let generation, let kind, let result):
      "finished(\(generation), \(kind), more: \(result.hasMorePages))"
    case .failed(let generation, let kind): "failed(\(generation), \(kind))"
    case .declined(let generation): "declined(\(generation))"
    case .retry: "retry"
    case .stop: "stop"
    case .dataSourceChanged: "dataSourceChanged"
    }
  }
}
