import DelegateKit

/// What a ``TableViewMediator`` does with each requirement of the table's data source and
/// delegate: the one list of what it intercepts. ``MediatorInterceptor`` carries it out, and
/// the Mediator article documents it.
///
/// A requirement added to a protocol is a compile-time error here until it is placed.
enum MediatorInterception: Equatable {
  /// The mediator answers: for the loading section itself, and by asking the client for the
  /// client's sections. Some also act (a tap on the error row retries; a move into the
  /// loading section is clamped; a scroll may start the next page).
  case answered
  /// The call reaches the client unchanged; a call about the loading row does not reach it.
  case forwarded

  /// What the mediator does with a data source requirement.
  static func of(_ requirement: TableViewDataSourceRequirement) -> Self {
    switch requirement {
    case .numberOfSectionsIn, .tableViewNumberOfRowsInSection, .tableViewCellForRowAt,
      .tableViewTitleForHeaderInSection, .tableViewTitleForFooterInSection, .tableViewCanEditRowAt,
      .tableViewCanMoveRowAt:
      .answered
    case .tableViewCommitForRowAt, .tableViewMoveRowAtTo:
      .forwarded
    }
  }

  /// What the mediator does with a table view delegate requirement.
  static func of(_ requirement: TableViewDelegateRequirement) -> Self {
    switch requirement {
    case .tableViewHeightForRowAt, .tableViewHeightForHeaderInSection, .tableViewHeightForFooterInSection,
      .tableViewShouldHighlightRowAt, .tableViewWillSelectRowAt, .tableViewWillDeselectRowAt,
      .tableViewEditingStyleForRowAt, .tableViewTitleForDeleteConfirmationButtonForRowAt,
      .tableViewTargetIndexPathForMoveFromRowAtToProposedIndexPath:
      .answered
    case .tableViewDidSelectRowAt, .tableViewDidDeselectRowAt, .tableViewWillDisplayForRowAt,
      .tableViewDidEndDisplayingForRowAt, .tableViewWillBeginEditingRowAt, .tableViewDidEndEditingRowAt,
      .tableViewAccessoryButtonTappedForRowWith:
      .forwarded
    }
  }

  /// What the mediator does with a scroll view delegate requirement.
  static func of(_ requirement: ScrollViewDelegateRequirement) -> Self {
    switch requirement {
    case .scrollViewDidScroll:
      .answered
    case .scrollViewWillBeginDragging, .scrollViewDidEndDraggingWillDecelerate, .scrollViewDidEndDecelerating,
      .scrollViewDidEndScrollingAnimation, .scrollViewShouldScrollToTop, .scrollViewDidScrollToTop:
      .forwarded
    }
  }
}

extension MediatorInterceptor: ForwardingTableDelegate {
  /// Whether a call of `requirement` reaches an implementation: the mediator's own for what
  /// it answers, the client's for what it forwards.
  func responds(to requirement: TableViewDataSourceRequirement) -> Bool {
    switch MediatorInterception.of(requirement) {
    case .answered: true
    case .forwarded: clientDataSource.responds(to: requirement)
    }
  }

  /// Whether a call of `requirement` reaches an implementation. Row heights are answered by
  /// the mediator for the loading row, but the table asks per row only when heights vary:
  /// when the loading row has its own height or the client may answer heights.
  func responds(to requirement: TableViewDelegateRequirement) -> Bool {
    if requirement == .tableViewHeightForRowAt {
      return mediator.loadingRowHeight != TableView.automaticDimension || clientDelegate.responds(to: requirement)
    }
    switch MediatorInterception.of(requirement) {
    case .answered: return true
    case .forwarded: return clientDelegate.responds(to: requirement)
    }
  }
}
