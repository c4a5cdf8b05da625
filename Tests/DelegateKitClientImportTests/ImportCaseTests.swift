// Issue 7, section 3: a public protocol whose types come from a module imported without
// `public`. This target enables `InternalImportsByDefault`, so the plain imports below are
// internal. Built only with DELEGATEKIT_PENDING; the errors it gives today:
//
// 1. A parameter type from a module imported without `public` (`HiddenSeatDelegate`). The
//    compiler rejects the protocol itself, at the user's line, and the expansion repeats
//    the error in the defaults extension and in each generated type:
//      ImportCaseTests.swift:37:35: error: method cannot be declared public because its
//        parameter uses an internal type
//      note: struct 'Seat' imported as 'internal' from 'DelegateKitClientFixtures' here
//      macro expansion @Delegate:2:15: error: method cannot be declared public because its
//        parameter uses an internal type
//      generated line:  public func hiddenSeatLabel(for seat: Seat) -> String {
//    (the default; the forwarders at 114:15, 184:15 and 256:15), and the errors of 2.
//
// 2. DelegateKit itself imported without `public` (`GaugeDelegate`). The protocol is fine;
//    only the expansion fails, because the generated public API names DelegateKit's types:
//      macro expansion @Delegate:53:15: error: method cannot be declared public because its
//        parameter uses an internal type
//      generated line:  public func add(_ delegate: any GaugeDelegate, retention:
//        DelegateKit.DelegateRetention = .weak) -> Swift.Bool {
//      note: module 'DelegateKit' is imported by this file as 'internal' from 'DelegateKit'
//      macro expansion @Delegate:53:94: error: enum case 'weak' is internal and cannot be
//        referenced from a default argument value
//    and the same for the proxy's `init` and `setDelegate(_:retention:)` and the router's
//    `setDelegate(_:for:retention:)` and `setDefaultDelegate(_:retention:)`.
//
// The macro sees neither import. Today the compiler's notes ("imported by this file as
// 'internal'") are the only pointer to `public import`.
#if DELEGATEKIT_PENDING
import DelegateKit
import DelegateKitClientFixtures

@Delegate
public protocol HiddenSeatDelegate: AnyObject {
  /// The label for `seat`.
  @Optional(default: "Seat") func hiddenSeatLabel(for seat: Seat) -> String
}

@Delegate
public protocol GaugeDelegate: AnyObject {
  /// Tells the delegate the gauge's new value.
  func gaugeDidChange(_ value: Int)
}
#endif
