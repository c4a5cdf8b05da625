/// What the loading section — always the table's last section — shows.
///
/// The section always exists once a data source is attached and holds zero or one row, so
/// changing what it shows never inserts or deletes a section and never moves the client's index
/// paths: the update is one row operation at row 0 of the last section (see ``rowUpdate(to:)``).
///
/// Why not hide the row with a zero height: a zero-height row still exists for
/// accessibility, selection and a terminal table's row count, so an empty section is the honest
/// "nothing here".
enum LoadingSection: Sendable, Hashable {
  /// No row: nothing is loading, or the refresh control already shows progress.
  case empty

  /// One row with an activity indicator: a page, or a refresh started by the program, is loading.
  case spinner

  /// One row with the error's description and a retry button.
  ///
  /// - Parameter message: The failed load's error, described for the user.
  case error(message: String)

  /// The number of rows the section has: what the data source answers for it.
  var numberOfRows: Int {
    switch self {
    case .empty: 0
    case .spinner, .error: 1
    }
  }

  /// The single row operation that turns this content into `new`, or `nil` when nothing changes.
  ///
  /// Applying it inside one batch with the client's appended rows is always valid, because the
  /// section is last and the client's sections are not touched by it.
  ///
  /// ```swift
  /// switch old.rowUpdate(to: new) {
  /// case .insert: table.insertRows(at: [IndexPath(row: 0, section: last)])
  /// case .delete: table.deleteRows(at: [IndexPath(row: 0, section: last)])
  /// case .reload: table.reloadRows(at: [IndexPath(row: 0, section: last)])
  /// case nil: break
  /// }
  /// ```
  ///
  /// - Parameter new: What the section shows after the change.
  /// - Returns: The operation on row 0 of the loading section, or `nil` for no change.
  func rowUpdate(to new: LoadingSection) -> RowUpdate? {
    switch (numberOfRows, new.numberOfRows) {
    case (0, 1): .insert
    case (1, 0): .delete
    case (1, 1): self == new ? nil : .reload
    default: nil
    }
  }

  /// One operation on row 0 of the loading section.
  enum RowUpdate: Sendable, Hashable {
    /// The row appears: the section had none.
    case insert

    /// The row goes: the section becomes empty.
    case delete

    /// The row stays but shows something else (a spinner becomes an error, or back).
    case reload
  }
}
