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
  /// Answered for the loading row, and asked of the client for its rows, as `answered`;
  /// but the table asks per row only while someone gives rows heights of their own: the
  /// loading row, when it has one (``TableViewMediator/loadingRowHeight``), or the client.
  /// A client that gives none keeps the table's arithmetic layout.
  case answeredWhenHeightsVary

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
    case .tableViewHeightForRowAt:
      .answeredWhenHeightsVary
    case .tableViewHeightForHeaderInSection, .tableViewHeightForFooterInSection, .tableViewShouldHighlightRowAt,
      .tableViewWillSelectRowAt, .tableViewWillDeselectRowAt,
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

extension MediatorInterceptor: @MainActor SelfAnsweringDelegate {
  /// Whether a call of `requirement` reaches an implementation: the mediator's own for what
  /// it answers, the client's for what it forwards. The table's proxies ask this, since
  /// the interceptor implements every requirement and its calls alone would say it responds
  /// to all.
  func responds<Requirement: DelegateRequirement>(to requirement: Requirement) -> Bool {
    switch requirement {
    case let requirement as TableViewDataSourceRequirement:
      responds(MediatorInterception.of(requirement)) { clientDataSource.responds(to: requirement) }
    case let requirement as TableViewDelegateRequirement:
      responds(MediatorInterception.of(requirement)) { clientDelegate.responds(to: requirement) }
    case let requirement as ScrollViewDelegateRequirement:
      responds(MediatorInterception.of(requirement)) { clientDelegate.responds(to: requirement) }
    default:
      true
    }
  }

  /// Whether a call the mediator handles as `interception` reaches an implementation, given
  /// whether the client's does.
  private func responds(_ interception: MediatorInterception, client: () -> Bool) -> Bool {
    switch interception {
    case .answered: true
    case .forwarded: client()
    case .answeredWhenHeightsVary: loadingRowHeight != TableView.automaticDimension || client()
    }
  }
}
