import DelegateKitTable
import Foundation

/// The search field's text: what typing and pasting put in it, and its limit.
extension TerminalApp {
  /// Adds `text` at the end of the field, as much of it as ``maximumSearchLength`` lets in;
  /// the status line says when some or all of it was refused.
  ///
  /// - Complexity: O(*n*) in the field's length: the text is counted once, never walked
  ///   per character typed.
  func insert(_ text: String, into searchBar: SearchBar) {
    guard !text.isEmpty else { return }
    guard let limit = maximumSearchLength else {
      searchBar.userType(text)
      return
    }
    let current = searchBar.text ?? ""
    let combined = current + text
    guard combined.count > limit else {
      searchBar.userType(text)
      return
    }
    // The inserted part of the longest allowed start; a scalar that joins the last
    // character (a skin tone after an emoji) adds no character and still fits.
    let insertionStart = combined.utf8.index(combined.startIndex, offsetBy: current.utf8.count)
    let allowedEnd = combined.index(combined.startIndex, offsetBy: limit)
    if insertionStart < allowedEnd {
      searchBar.userType(String(combined[insertionStart..<allowedEnd]))
    }
    statusMessage = "The search takes at most \(limit) characters"
  }

  /// Pasted text as the one-line field takes it: line breaks and other control characters
  /// dropped, tabs as spaces, so nothing pasted acts as a key.
  static func fieldText(pasted text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      if character == "\t" {
        result.append(" ")
      } else if !character.isNewline, !character.unicodeScalars.contains(where: Self.isControl) {
        result.append(character)
      }
    }
    return result
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
  }
}
