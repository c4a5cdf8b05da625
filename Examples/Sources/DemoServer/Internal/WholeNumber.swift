/// A query parameter read as a whole number written in decimal digits, the one rule of
/// `limit` and `page` (`API.md`): digits only, so `-3`, `1.5` and `+2` are not numbers,
/// and a number too large for an `Int` is still a number, only a large one.
enum WholeNumber: Equatable {
  case value(Int)
  /// Digits only, more than an `Int` holds.
  case tooLarge
  case invalid

  init(_ text: String) {
    guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
      self = .invalid
      return
    }
    self = Int(text).map(WholeNumber.value) ?? .tooLarge
  }
}
