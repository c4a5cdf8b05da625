/// The public protocols of the standard library's `Swift` module, which a `@Delegate`
/// protocol cannot refine as a parent: the generated types would have to implement
/// requirements the macro cannot see. Restating one in a `@Delegate(foreign:)` protocol
/// is the way to forward it. A test compares the list with the toolchain's interface of
/// the module.
enum StandardLibraryProtocols {
  /// Protocols with no requirement, which a `@Delegate` protocol may name freely.
  static let markers: Set<String> = ["Sendable", "Copyable", "Escapable", "BitwiseCopyable", "SendableMetatype"]

  /// Every other public protocol of the module, and its type aliases of protocol
  /// compositions (`Codable`), which name protocols with requirements too.
  static let names: Set<String> = [
    "AdditiveArithmetic", "BidirectionalCollection", "BinaryFloatingPoint", "BinaryInteger", "CVarArg",
    "CaseIterable", "Codable", "CodingKey", "CodingKeyRepresentable", "Collection", "Comparable",
    "CustomDebugStringConvertible", "CustomLeafReflectable", "CustomPlaygroundDisplayConvertible",
    "CustomReflectable", "CustomStringConvertible", "Decodable", "Decoder", "DurationProtocol",
    "Encodable", "Encoder", "Equatable", "Error", "ExpressibleByArrayLiteral",
    "ExpressibleByBooleanLiteral", "ExpressibleByDictionaryLiteral",
    "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByFloatLiteral",
    "ExpressibleByIntegerLiteral", "ExpressibleByNilLiteral", "ExpressibleByStringInterpolation",
    "ExpressibleByStringLiteral", "ExpressibleByUnicodeScalarLiteral", "FixedWidthInteger",
    "FloatingPoint", "Hashable", "Identifiable", "InstantProtocol", "IteratorProtocol",
    "KeyedDecodingContainerProtocol", "KeyedEncodingContainerProtocol", "LazyCollectionProtocol",
    "LazySequenceProtocol", "LosslessStringConvertible", "MirrorPath", "MutableCollection", "Numeric",
    "OptionSet", "RandomAccessCollection", "RandomNumberGenerator", "RangeExpression",
    "RangeReplaceableCollection", "RawRepresentable", "SIMD", "SIMDScalar", "SIMDStorage", "Sequence",
    "SetAlgebra", "SignedInteger", "SignedNumeric", "SingleValueDecodingContainer",
    "SingleValueEncodingContainer", "Strideable", "StringInterpolationProtocol", "StringProtocol",
    "TextOutputStream", "TextOutputStreamable", "UnicodeCodec", "UnkeyedDecodingContainer",
    "UnkeyedEncodingContainer", "UnsafeSendable", "UnsignedInteger", "_AnyCollectionProtocol",
    "_AppendKeyPath", "_CVarArgAligned", "_CVarArgObject", "_CVarArgPassedAsDouble",
    "_CustomPlaygroundQuickLookable", "_DestructorSafeContainer",
    "_ExpressibleByBuiltinBooleanLiteral", "_ExpressibleByBuiltinExtendedGraphemeClusterLiteral",
    "_ExpressibleByBuiltinFloatLiteral", "_ExpressibleByBuiltinIntegerLiteral",
    "_ExpressibleByBuiltinStringLiteral", "_ExpressibleByBuiltinUnicodeScalarLiteral",
    "_ExpressibleByColorLiteral", "_ExpressibleByFileReferenceLiteral", "_ExpressibleByImageLiteral",
    "_HasCustomAnyHashableRepresentation", "_NSSwiftValue", "_ObjectiveCBridgeable", "_Pointer",
    "_StringElement", "_SwiftNewtypeWrapper", "_UTFParser", "_UnicodeEncoding", "_UnicodeParser",
    "__DefaultCustomPlaygroundQuickLookable",
  ]

  /// The protocol's name, when `type` (written as in an inheritance clause, `Swift.`
  /// or not) names one of `names`.
  static func parent(_ type: String) -> String? {
    let name = type.hasPrefix("Swift.") ? String(type.dropFirst("Swift.".count)) : type
    return names.contains(name) ? name : nil
  }

  /// The concurrency library's protocols whose conformers are actors, which no generated
  /// class can be.
  static let actors: Set<String> = ["Actor", "AnyActor", "DistributedActor"]

  /// Whether `type` names one of `actors`, qualified with its module or not.
  static func isActor(_ type: String) -> Bool {
    actors.contains(String(type.split(separator: ".").last ?? ""))
      && (!type.contains(".") || type.hasPrefix("_Concurrency.") || type.hasPrefix("Distributed."))
  }

  /// Whether `type` names one of `markers`.
  static func isMarker(_ type: String) -> Bool {
    markers.contains(type.hasPrefix("Swift.") ? String(type.dropFirst("Swift.".count)) : type)
  }
}
