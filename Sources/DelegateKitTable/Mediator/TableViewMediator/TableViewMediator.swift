import DelegateKit
public import Foundation

/// Adds paging, pull-to-refresh and a loading row to a ``TableView`` without subclassing
/// anything: it sits between the table and your data source and delegate.
///
/// The mediator installs itself as the table's data source and delegate. It adds one section
/// after your last one, ``loadingIndicatorSection``, whose single row shows a spinner while a
/// page loads or an error with a retry; it watches the scroll position and starts the next
/// page near the end; and it attaches a ``RefreshControl`` that reloads. Everything else
/// reaches your objects, with your own index paths:
///
/// ```swift
/// final class FeedScreen: ViewController, TableViewMediatorDataSource, TableViewMediatorDelegate {
///   var posts: [Post] = []
///   private var tableView: TableView!
///   private var mediator: TableViewMediator!
///
///   override func loadView() {
///     tableView = TableView(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
///     tableView.register(TableViewCell.self, forCellReuseIdentifier: "post")
///     view = tableView
///     mediator = TableViewMediator(tableView: tableView)
///     mediator.setDataSource(self, delegate: self)
///     mediator.setLoader(on: self) { screen, kind in try await screen.load(kind) }
///   }
///
///   override func viewWillAppear(_ animated: Bool) {
///     super.viewWillAppear(animated)
///     mediator.startLoadingMore(false)   // the first page, as a refresh
///   }
///
///   func load(_ kind: LoadKind) async throws -> LoadResult {
///     let page = try await api.posts(after: kind == .refresh ? nil : posts.last?.id)
///     try Task.checkCancellation()         // a newer refresh replaced this load
///     posts = kind == .refresh ? page.posts : posts + page.posts
///     return LoadResult(hasMorePages: page.hasMore)
///   }
///   // tableView(_:numberOfRowsInSection:) and tableView(_:cellForRowAt:) as usual
/// }
/// ```
///
/// A load runs either way: an `async` loader set with ``setLoader(on:_:)`` (a load ends when
/// it returns or throws, so the spinner cannot be left behind), or, without one, your delegate's
/// ``TableViewMediatorDelegate/tableView(_:mediator:shouldLoadMore:)``, after which you call
/// ``stopLoading(updatesTable:)``.
///
/// The rules (at most one load in flight, a refresh cancels a page, a late page is dropped,
/// retry runs the failed kind again) are decided by a pure state machine; this class only
/// reports events to it and performs what it answers. See <doc:Mediator>.
///
/// ### How calls reach you
///
/// The table's data source is a generated `TableViewMediatorDataSourceMulticast` holding the
/// mediator's handler and then your data source, and its delegate a
/// `TableViewMediatorDelegateMulticast` holding the handler and then your delegate. A
/// multicast answers a value requirement from the first delegate that implements it and
/// calls every implementer of a void one, in order. So:
///
/// - The handler answers counts, cells, heights, titles and the other questions about a
///   section or row, answering the loading section itself and asking you, through a
///   generated proxy, about yours: you are never asked about the loading section.
/// - Every other call reaches you unchanged: selection, editing commits, moves.
/// - `scrollViewDidScroll(_:)` reaches the handler first, then you: when yours runs, a page
///   this scroll started is already loading (``loadingState`` says so).
/// - A void message about the loading row's cell (`willDisplay`, `didEndDisplaying`, a tap on
///   its accessory button) reaches you too, with the loading section's index path, because a
///   multicast broadcasts a void message to every implementer. Ignore
///   `indexPath.section == mediator.loadingIndicatorSection` if you implement those.
///
/// Row heights are answered by a second handler that the mediator keeps in the delegate
/// multicast only while they are needed: when your delegate gives heights, or the loading
/// row has its own ``loadingRowHeight``. Otherwise the table lays out fixed heights by
/// arithmetic, as it does without a mediator; a row whose height you do not give gets the
/// table's ``TableView/rowHeight``.
@MainActor
public final class TableViewMediator {
  /// The reuse identifier of the loading row's cell. The mediator registers
  /// ``TableViewCell`` for it; register your own subclass after
  /// ``setDataSource(_:delegate:)`` to draw the row differently.
  nonisolated public static let loadingCellIdentifier = "DelegateKitTable.TableViewMediator.loading"

  /// The mediated table, held strongly: the table holds the mediator's multicasts weakly, so
  /// this makes no cycle.
  public let tableView: TableView

  /// How close to the end of the content, in points, a scroll starts the next page; 0 (the
  /// default) waits for the very end.
  public let loadMoreThreshold: CGFloat

  /// The height of the loading row; ``TableView/automaticDimension`` (the default) gives it
  /// the table's ``TableView/rowHeight``. Setting it reloads the table.
  public var loadingRowHeight: CGFloat = TableView.automaticDimension {
    didSet {
      guard loadingRowHeight != oldValue, handler.clientDataSource.hasDelegate else { return }
      installDelegates()
      if tableView.hasCurrentLayout { tableView.reloadData() }
    }
  }

  /// The pull-to-refresh control the mediator attached to the table, from
  /// ``setDataSource(_:delegate:)`` on.
  public private(set) var refreshControl: RefreshControl?

  /// The decisions; every event goes through it.
  var machine: MediatorStateMachine

  /// The object in front of the client's in both multicasts.
  private(set) lazy var handler = LoadingSectionHandler(mediator: self)

  /// The row heights' handler, in the delegate multicast only while heights are needed.
  private(set) lazy var rowHeightHandler = RowHeightHandler(mediator: self, handler: handler)

  /// What the table holds as its data source and delegate; the table holds them weakly.
  let tableDataSource = TableViewMediatorDataSourceMulticast()
  let tableDelegate = TableViewMediatorDelegateMulticast()

  /// The `async` loader, when one is set; `nil` means loads go to the delegate's
  /// `shouldLoadMore`. It answers `nil` when its owner is gone, which ends the load as
  /// declined.
  var loader: (@MainActor (LoadKind) async throws -> LoadResult?)?

  /// The tasks of loads still running, cancelled ones included.
  let tasks = LoadTasks()

  /// Whether the mediator is applying an update to the table: the scroll messages that the
  /// update sends are not scrolls by the user, and the content is checked after it anyway.
  var isUpdatingTable = false

  /// Creates a mediator for `tableView`. Nothing changes on the table until
  /// ``setDataSource(_:delegate:)``.
  ///
  /// - Parameters:
  ///   - tableView: The table to mediate.
  ///   - loadMoreThreshold: How close to the end, in points, a scroll starts the next page.
  /// - Precondition: `loadMoreThreshold` is finite and not negative.
  public init(tableView: TableView, loadMoreThreshold: CGFloat = 0) {
    self.tableView = tableView
    self.loadMoreThreshold = loadMoreThreshold
    self.machine = MediatorStateMachine(loadMoreThreshold: Double(loadMoreThreshold))
  }

  /// Your data source, held weakly: it usually owns the mediator.
  public var dataSource: (any TableViewMediatorDataSource)? { handler.clientDataSource.delegate }

  /// Your delegate, held weakly: it usually owns the mediator.
  public var delegate: (any TableViewMediatorDelegate)? { handler.clientDelegate.delegate }

  /// What the mediator is doing about loading; ``LoadingState/isLoading`` says whether a load
  /// is in flight.
  public var loadingState: LoadingState { machine.loadingState }

  /// The index of the loading section, always the last one: your data source's section
  /// count. `nil` until ``setDataSource(_:delegate:)``.
  public var loadingIndicatorSection: Int? {
    machine.loadingSectionIndex(clientSectionCount: handler.clientSectionCount(in: tableView))
  }

  /// Puts the mediator between the table and your objects: installs the multicasts as the
  /// table's data source and delegate, registers the loading cell, attaches the refresh
  /// control, and reloads. Calling it again replaces your objects and abandons any load.
  ///
  /// - Parameters:
  ///   - dataSource: Your data source, held weakly.
  ///   - delegate: Your delegate, held weakly, or `nil`.
  public func setDataSource(_ dataSource: any TableViewMediatorDataSource, delegate: (any TableViewMediatorDelegate)?) {
    handler.clientDataSource.setDelegate(dataSource)
    handler.clientDelegate.setDelegate(delegate)
    installDelegates()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.loadingCellIdentifier)
    tableView.dataSource = tableDataSource
    tableView.delegate = tableDelegate
    if refreshControl == nil {
      let control = RefreshControl()
      control.addAction { [weak self] _ in self?.refreshPulled() }
      tableView.refreshControl = control
      refreshControl = control
    }
    perform(machine.dataSourceChanged())
  }

  /// Whether the table needs the mediator to answer row heights: the loading row has its own,
  /// or the client's delegate may answer them (until its first call says otherwise).
  var needsRowHeightHandler: Bool {
    loadingRowHeight != TableView.automaticDimension
      || handler.clientDelegate.responds(to: TableViewDelegateRequirement.tableViewHeightForRowAt)
  }

  /// Registers the handlers and the client's objects in the table's multicasts, handlers
  /// first: a multicast answers a value requirement from its first implementer, so the
  /// handlers' answers about the loading section win.
  ///
  /// The handlers are registered strongly: the mediator owns them anyway, and they hold it
  /// unowned, so there is no cycle. A strong registration forms no weak reference, so the
  /// handlers get no side table, and their retains and releases, several per mediated call,
  /// keep the runtime's fast path.
  func installDelegates() {
    tableDataSource.removeAll()
    tableDataSource.add(handler, retention: .strong)
    if let dataSource = handler.clientDataSource.delegate { tableDataSource.add(dataSource) }
    tableDelegate.removeAll()
    tableDelegate.add(handler, retention: .strong)
    rowHeightHandler.rejoin()
    if needsRowHeightHandler { tableDelegate.add(rowHeightHandler, retention: .strong) }
    if let delegate = handler.clientDelegate.delegate { tableDelegate.add(delegate) }
  }

  /// Takes the row heights' handler out of the delegate multicast once it learned that
  /// nobody needs it; called as a reload starts, before the table asks about heights.
  func retireRowHeightHandlerIfDone() {
    guard rowHeightHandler.isRetiring else { return }
    tableDelegate.remove(rowHeightHandler)
  }
}
