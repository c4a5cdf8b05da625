public import Foundation

// UIKit adds `row`, `section` and `init(row:section:)` to IndexPath, and AppKit adds
// `section` (beside `item`). Foundation on Linux has none of them. Declaring ours only
// where the platform's UI framework does not keeps an Apple build free of ambiguous
// duplicates, so code written against UIKit reads the same here.

#if !canImport(UIKit)
extension IndexPath {
  /// Creates an index path that names a row in a section of a table view.
  ///
  /// - Parameters:
  ///   - row: The row's index in its section.
  ///   - section: The section's index in the table view.
  public init(row: Int, section: Int) {
    // Not `init(indexes: [section, row])`: the array literal is allocated on every call,
    // and a layout pass makes an index path for each visible row.
    self.init(index: section)
    append(row)
  }

  /// The index of the row this index path names, in its section.
  ///
  /// - Precondition: The index path has exactly two indexes, as a table view's do.
  public var row: Int {
    get {
      precondition(count == 2, "IndexPath.row needs an index path of two indexes (section, row); this one has \(count)")
      return self[1]
    }
    set {
      precondition(count == 2, "IndexPath.row needs an index path of two indexes (section, row); this one has \(count)")
      self[1] = newValue
    }
  }
}
#endif

#if !canImport(UIKit) && !canImport(AppKit)
extension IndexPath {
  /// The index of the section this index path names.
  ///
  /// - Precondition: The index path has exactly two indexes, as a table view's do.
  public var section: Int {
    get {
      precondition(
        count == 2,
        "IndexPath.section needs an index path of two indexes (section, row); this one has \(count)"
      )
      return self[0]
    }
    set {
      precondition(
        count == 2,
        "IndexPath.section needs an index path of two indexes (section, row); this one has \(count)"
      )
      self[0] = newValue
    }
  }
}
#endif
