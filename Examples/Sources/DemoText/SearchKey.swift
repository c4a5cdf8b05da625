internal import Foundation

/// Folds text for case- and diacritic-insensitive matching and for a stable sort order: the
/// one rule every search of the demo follows, the server's people search and the store's
/// unit search alike, so that "zoe" finds "Zoë" and "lodz" finds "Łódź" in both.
///
/// Foundation's diacritic folding only strips combining marks ("ë" → "e"); letters such as
/// "ł", "ø", "æ" and "ß" are distinct letters in Unicode and survive it, so a user typing
/// "lukasz" would not find "Łukasz". The small table below maps those to what an English
/// keyboard user would type.
public enum SearchKey {
  /// `text` lowercased, without diacritics, with the letters of the table below spelled as
  /// an English keyboard types them.
  ///
  /// ```swift
  /// SearchKey.fold("Łódź Équipe") // "lodz equipe"
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `text`; ASCII text takes a fast path, since
  ///   the store folds every unit name a search reads.
  public static func fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      // Lowercasing ASCII is all folding does to it.
      return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    guard folded.unicodeScalars.contains(where: { !$0.isASCII }) else { return folded }
    var result = ""
    result.reserveCapacity(folded.utf8.count)
    for character in folded {
      result += letterFallbacks[character] ?? String(character)
    }
    return result
  }

  private static let letterFallbacks: [Character: String] = [
    "ł": "l", "ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "đ": "d", "ð": "d", "þ": "th", "ı": "i",
  ]
}
