@testable import DelegateKitTable

/// Lets tests write generations as numbers: `.startLoad(.refresh, 1)`.
extension LoadGeneration: ExpressibleByIntegerLiteral {
  /// The generation with this counter value.
  ///
  /// - Parameter value: The counter value.
  init(integerLiteral value: UInt64) {
    self.init(rawValue: value)
  }
}

/// The error the tests' loaders throw; its description is what the error row shows.
struct LoadError: Error, CustomStringConvertible {
  /// What went wrong, as the error row shows it.
  var description: String
}

extension MediatorStateMachine {
  /// A machine with a data source attached, which is where every rule applies.
  ///
  /// - Parameter loadMoreThreshold: The distance from the end that starts a page.
  static func attached(loadMoreThreshold: Double = 0) -> MediatorStateMachine {
    var machine = MediatorStateMachine(loadMoreThreshold: loadMoreThreshold)
    _ = machine.dataSourceChanged()
    return machine
  }

  /// A machine with one load of `kind` in flight, as generation 1.
  ///
  /// - Parameter kind: The kind in flight.
  static func loading(_ kind: LoadKind) -> MediatorStateMachine {
    var machine = attached()
    switch kind {
    case .refresh: _ = machine.refreshRequested(source: .program)
    case .nextPage: _ = machine.loadMoreRequested()
    }
    return machine
  }

  /// A machine whose generation-1 load of `kind` failed with "offline".
  ///
  /// - Parameter kind: The kind that failed.
  static func failed(_ kind: LoadKind) -> MediatorStateMachine {
    var machine = loading(kind)
    _ = machine.loadFailed(generation: 1, kind: kind, error: LoadError(description: "offline"))
    return machine
  }

  /// A machine whose first page said no more pages exist.
  static func exhausted() -> MediatorStateMachine {
    var machine = loading(.nextPage)
    _ = machine.loadFinished(generation: 1, kind: .nextPage, result: .lastPage)
    return machine
  }
}
