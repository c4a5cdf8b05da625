/// A search field with optional scope buttons, the model of UIKit's `UISearchBar`.
///
/// Programs set ``text`` and ``selectedScopeButtonIndex`` without telling the delegate, as
/// in UIKit; the user-facing entry points (``userType(_:)``, ``userSelectScope(_:)``, …),
/// which a front end calls, run the delegate's `should`/`did` messages in UIKit's order.
@MainActor
public final class SearchBar {
  /// The object told about editing, text and scope changes. Held weakly, as in UIKit.
  public weak var delegate: (any SearchBarDelegate)?

  /// The text in the field; `nil` until someone sets or types any, as in UIKit. The
  /// user's edits treat `nil` as empty, and leave the field `""` when they clear it.
  ///
  /// ```swift
  /// let query = searchBar.text ?? ""
  /// ```
  public var text: String?
  /// The text shown when the field is empty.
  public var placeholder: String?
  /// The titles of the scope buttons; none shows no scope bar.
  public var scopeButtonTitles: [String] = [] {
    didSet { selectedScopeButtonIndex = min(selectedScopeButtonIndex, max(scopeButtonTitles.count - 1, 0)) }
  }
  /// The index of the selected scope button; 0 when there are none.
  public var selectedScopeButtonIndex = 0
  /// Whether the scope bar shows.
  public var showsScopeBar = false
  /// Whether the Cancel button shows.
  public var showsCancelButton = false
  /// Whether the field is being edited (has the keyboard).
  public private(set) var isEditing = false

  /// Creates an empty search bar.
  public init() {}

  /// The user starts editing the field: asks ``SearchBarDelegate/searchBarShouldBeginEditing(_:)``.
  ///
  /// - Returns: Whether editing began.
  @discardableResult
  public func userBeginEditing() -> Bool {
    guard !isEditing else { return true }
    guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
    isEditing = true
    delegate?.searchBarTextDidBeginEditing(self)
    return true
  }

  /// The user types `string` at the end of the text, beginning editing first if needed.
  ///
  /// - Returns: Whether the delegate accepted the change.
  @discardableResult
  public func userType(_ string: String) -> Bool {
    let text = text ?? ""
    return userReplace(text.endIndex..<text.endIndex, with: string)
  }

  /// The user deletes the last character, if any.
  ///
  /// - Returns: Whether the delegate accepted the change.
  @discardableResult
  public func userDeleteBackward() -> Bool {
    guard let text, !text.isEmpty else { return false }
    return userReplace(text.index(before: text.endIndex)..<text.endIndex, with: "")
  }

  /// The user replaces `range` of the text (of `""` when ``text`` is `nil`) with
  /// `string`: the delegate may refuse it, and hears `textDidChange` when the text changed.
  ///
  /// - Returns: Whether the delegate accepted the change.
  @discardableResult
  public func userReplace(_ range: Range<String.Index>, with string: String) -> Bool {
    guard userBeginEditing() else { return false }
    guard delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return false }
    let old = text ?? ""
    var new = old
    new.replaceSubrange(range, with: string)
    text = new
    if new != old { delegate?.searchBar(self, textDidChange: new) }
    return true
  }

  /// The user clears the field.
  public func userClear() {
    guard let text, !text.isEmpty else { return }
    userReplace(text.startIndex..<text.endIndex, with: "")
  }

  /// The user picks scope button `index`; nothing happens for an index out of range or
  /// the selected one.
  public func userSelectScope(_ index: Int) {
    guard scopeButtonTitles.indices.contains(index), index != selectedScopeButtonIndex else { return }
    selectedScopeButtonIndex = index
    delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
  }

  /// The user presses Search.
  public func userSearch() {
    delegate?.searchBarSearchButtonClicked(self)
  }

  /// The user presses Cancel; editing ends.
  public func userCancel() {
    delegate?.searchBarCancelButtonClicked(self)
    userEndEditing()
  }

  /// Editing ends (the keyboard goes away).
  public func userEndEditing() {
    guard isEditing else { return }
    isEditing = false
    delegate?.searchBarTextDidEndEditing(self)
  }
}
