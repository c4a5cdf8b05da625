/// Stops the program because a required requirement was called with no delegate to answer.
///
/// Generated multicasts, proxies and routers call this, so that the message names the
/// type, the requirement and the protocol, and says what to do instead.
///
/// - Parameters:
///   - type: The generated type that was called, such as `DownloadDelegateProxy`.
///   - requirement: The requirement's name, such as `downloadTitle(_:)`.
///   - protocolName: The delegate protocol.
func _missingDelegate(
  _ type: String,
  _ requirement: String,
  of protocolName: String,
  file: StaticString = #fileID,
  line: UInt = #line
) -> Never {
  preconditionFailure(
    """
    \(type) has no delegate to answer \(requirement), a required requirement of \
    \(protocolName). Register a delegate first, or mark the requirement @Optional.
    """,
    file: file,
    line: line
  )
}
