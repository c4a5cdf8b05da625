public import DelegateKit
public import DelegateKitClientFixtures

// A public protocol needs its file to import DelegateKit, and the modules of its parameter
// types, publicly. Under the default settings a plain `import` is public, so these two lines
// change nothing here; they keep this file compiling when Scripts/client-features.sh adds
// `InternalImportsByDefault`. DelegateKitClientImportTests has the plain imports under that
// feature, which do not compile.

/// A public protocol, with a parameter type from another module.
@Delegate
public protocol VenueDelegate: AnyObject {
  /// Tells the delegate that `seat` was booked.
  func venueDidBook(_ seat: Seat)
  /// The label for `seat`; "Seat" unless a delegate says otherwise.
  @Optional(default: "Seat") func venueLabel(for seat: Seat) -> String
}
