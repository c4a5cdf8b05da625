internal import Foundation

/// Folds text for case- and diacritic-insensitive matching and for a stable sort order.
///
/// Foundation's diacritic folding only strips combining marks ("ë" → "e"); letters such as
/// "ł", "ø", "æ" and "ß" are distinct letters in Unicode and survive it, so a user typing
/// "lukasz" would not find "Łukasz". The small table below maps those to what an English
/// keyboard user would type.
enum SearchKey {
  static func fold(_ text: String) -> String {
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
