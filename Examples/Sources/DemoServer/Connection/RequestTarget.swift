/// A request target split into its path and query parameters, each percent-decoded and
/// checked to be UTF-8, so that a query no text could have sent is refused instead of
/// read as an empty one.
///
/// A `+` stays a plus sign: the API's clients encode a space as `%20`. A NUL (`%00`) is
/// refused wherever it is: no text a person types holds one, and C string functions would
/// read it as the end of the text.
///
/// ```swift
/// let target = try RequestTarget("/people?q=zo%C3%AB&limit=5")
/// target.path        // "/people"
/// target.query["q"]  // "zoë"
/// ```
struct RequestTarget: Sendable, Hashable {
  /// Why a target is refused: the message of a `400`.
  struct Invalid: Error, Sendable, Hashable {
    var message: String
  }

  /// The path, decoded: `/people`.
  var path: String
  /// The query's parameters by name, decoded; a repeated name keeps its first value.
  var query: [String: String]

  init(_ raw: String) throws(Invalid) {
    guard raw.hasPrefix("/") else { throw Invalid(message: "the request target must be a path starting with /") }
    let parts = raw.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    guard let path = Self.decode(parts[0]) else { throw Invalid(message: "the path is not percent-encoded UTF-8") }
    guard !path.utf8.contains(0) else { throw Invalid(message: "the path contains a NUL character (%00)") }
    self.path = path
    var query: [String: String] = [:]
    if parts.count == 2 {
      for pair in parts[1].split(separator: "&") {
        let nameAndValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let name = Self.decode(nameAndValue[0]),
          let value = Self.decode(nameAndValue.count == 2 ? nameAndValue[1] : "")
        else { throw Invalid(message: "the query is not percent-encoded UTF-8") }
        guard !name.utf8.contains(0), !value.utf8.contains(0) else {
          throw Invalid(message: "the query contains a NUL character (%00)")
        }
        if query[name] == nil { query[name] = value }
      }
    }
    self.query = query
  }

  /// Percent-decodes `text`: `nil` when an escape is not two hex digits or the bytes are
  /// not UTF-8.
  static func decode(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
        return nil
      }
      bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
