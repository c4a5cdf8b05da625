import DelegateKit

/// A data source and delegate that stands in front of another object and forwards to it:
/// it implements every requirement, so the table asks it, not its proxy's record of calls,
/// whether an optional requirement reaches an implementation.
@MainActor
protocol ForwardingTableDelegate: AnyObject {
  /// Whether a call of `requirement` reaches an implementation.
  func responds(to requirement: TableViewDataSourceRequirement) -> Bool
  /// Whether a call of `requirement` reaches an implementation.
  func responds(to requirement: TableViewDelegateRequirement) -> Bool
}

extension TableView {
  /// Whether the data source implements `requirement`, or may: one not marked
  /// `@RespondsExactly` counts as implementing it until it is first called.
  func dataSourceResponds(to requirement: TableViewDataSourceRequirement) -> Bool {
    if let forwarding = dataSource as? any ForwardingTableDelegate { return forwarding.responds(to: requirement) }
    return dataSourceProxy.responds(to: requirement)
  }

  /// Whether the delegate implements `requirement`, or may, as for the data source.
  func delegateResponds(to requirement: TableViewDelegateRequirement) -> Bool {
    if let forwarding = delegate as? any ForwardingTableDelegate { return forwarding.responds(to: requirement) }
    return delegateProxy.responds(to: requirement)
  }
}
