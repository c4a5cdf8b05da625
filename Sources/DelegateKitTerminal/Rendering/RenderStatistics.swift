/// Running totals of what the renderer sent, so benchmarks and tests can hold
/// the renderer to byte budgets instead of eyeballing output.
public struct RenderStatistics: Hashable, Sendable {
  /// Frames that produced bytes (diffs and full repaints).
  public var frames: Int
  /// `render` calls whose frame equalled the screen: 0 bytes, not counted in `frames`.
  public var idleFrames: Int
  /// Frames drawn by clearing the screen and painting every visible cell.
  public var fullRepaints: Int
  /// Total bytes returned, including synchronized-output brackets.
  public var bytesWritten: Int
  /// Columns painted (a wide character counts 2; unchanged cells repainted to
  /// bridge a short gap count too).
  public var cellsEmitted: Int
  /// Columns not painted: unchanged, cleared, or moved by a scroll.
  public var cellsSkipped: Int
  /// Explicit cursor movements (CUP and CUF).
  public var cursorMoves: Int
  /// SGR sequences emitted (including the reset that ends a styled frame).
  public var styleChanges: Int
  /// Scroll-region shifts used instead of redrawing a band of rows.
  public var scrolls: Int

  /// All zero, the state of a new renderer.
  public init(
    frames: Int = 0,
    idleFrames: Int = 0,
    fullRepaints: Int = 0,
    bytesWritten: Int = 0,
    cellsEmitted: Int = 0,
    cellsSkipped: Int = 0,
    cursorMoves: Int = 0,
    styleChanges: Int = 0,
    scrolls: Int = 0
  ) {
    self.frames = frames
    self.idleFrames = idleFrames
    self.fullRepaints = fullRepaints
    self.bytesWritten = bytesWritten
    self.cellsEmitted = cellsEmitted
    self.cellsSkipped = cellsSkipped
    self.cursorMoves = cursorMoves
    self.styleChanges = styleChanges
    self.scrolls = scrolls
  }
}
