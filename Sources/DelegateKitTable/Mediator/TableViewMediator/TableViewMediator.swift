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
/// The table's data source and delegate is the mediator's interceptor, which answers a short,
/// fixed list of requirements and forwards every other call to your objects, through their
/// generated proxies, with your own index paths:
///
/// - It answers the section and row counts, and everything about the loading section: its
///   cell, its row, header and footer heights, its titles, whether it can be highlighted,
///   selected, edited or moved. For your sections it asks you.
/// - It acts on a few calls before you hear them: `scrollViewDidScroll(_:)` may start the next
///   page (when yours runs, ``loadingState`` already says so), a tap on the error row retries,
///   and a row dragged into the loading section lands at the end of your last section.
/// - Every other call reaches you unchanged: selection, display, editing, moves, the other
///   scroll messages. A message about the loading row (`willDisplay`, `didEndDisplaying`, an
///   accessory tap) does not: you are never told about the loading section.
///
/// The Mediator article lists every requirement and what the mediator does with it.
///
/// A row whose height you do not give gets the table's ``TableView/rowHeight``; when neither
/// you nor ``loadingRowHeight`` gives heights, the table lays out its rows by arithmetic, as
/// it does without a mediator.
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
      guard loadingRowHeight != oldValue, interceptor.clientDataSource.hasDelegate else { return }
      if tableView.hasCurrentLayout { tableView.reloadData() }
    }
  }

  /// The pull-to-refresh control the mediator attached to the table, from
  /// ``setDataSource(_:delegate:)`` on.
  public private(set) var refreshControl: RefreshControl?

  /// The decisions; every event goes through it.
  var machine: MediatorStateMachine

  /// The table's data source and delegate, in front of the client's objects. The mediator
  /// owns it, and the table holds it while it calls it.
  let interceptor = MediatorInterceptor()

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
    interceptor.mediator = self
  }

  /// Takes the interceptor off the table, which holds it while it calls it: a table outliving
  /// its mediator has no data source or delegate, as when it held them weakly.
  isolated deinit {
    if tableView.dataSource === interceptor { tableView.dataSource = nil }
    if tableView.delegate === interceptor { tableView.delegate = nil }
  }

  /// Your data source, held weakly: it usually owns the mediator.
  public var dataSource: (any TableViewMediatorDataSource)? { interceptor.clientDataSource.delegate }

  /// Your delegate, held weakly: it usually owns the mediator.
  public var delegate: (any TableViewMediatorDelegate)? { interceptor.clientDelegate.delegate }

  /// What the mediator is doing about loading; ``LoadingState/isLoading`` says whether a load
  /// is in flight.
  public var loadingState: LoadingState { machine.loadingState }

  /// The index of the loading section, always the last one: your data source's section
  /// count. `nil` until ``setDataSource(_:delegate:)``.
  public var loadingIndicatorSection: Int? {
    machine.loadingSectionIndex(clientSectionCount: interceptor.clientSectionCount(in: tableView))
  }

  /// Puts the mediator between the table and your objects: installs its interceptor as the
  /// table's data source and delegate, registers the loading cell, attaches the refresh
  /// control, and reloads. Calling it again replaces your objects and abandons any load.
  ///
  /// - Parameters:
  ///   - dataSource: Your data source, held weakly.
  ///   - delegate: Your delegate, held weakly, or `nil`.
  public func setDataSource(_ dataSource: any TableViewMediatorDataSource, delegate: (any TableViewMediatorDelegate)?) {
    interceptor.clientDataSource.setDelegate(dataSource)
    interceptor.clientDelegate.setDelegate(delegate)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.loadingCellIdentifier)
    tableView.dataSource = interceptor
    tableView.delegate = interceptor
    if refreshControl == nil {
      let control = RefreshControl()
      control.addAction { [weak self] _ in self?.refreshPulled() }
      tableView.refreshControl = control
      refreshControl = control
    }
    perform(machine.dataSourceChanged())
  }
}
