// A public `@Delegate` protocol needs `public import DelegateKit`, and a `public import` of
// every module its requirements' types come from: the generated types are public and
// conform to DelegateKit's protocols. A macro is given the declaration it is attached to,
// not the file's imports, so it cannot check this; the compiler's error does, at the
// protocol for a requirement's type, and in the expansion ("'DelegateKitCore' was not
// imported publicly") for DelegateKit itself. The DocC article on getting started says so.
public import DelegateKit
public import DelegateKitClientFixtures
import Testing

// This target enables `InternalImportsByDefault` alone, as a client may. A public
// @Delegate protocol compiles when its file imports DelegateKit, and the modules of its
// parameter types, `public`.

/// A public protocol whose parameter type comes from another module.
@Delegate
public protocol BoxOfficeDelegate: AnyObject {
  /// Tells the delegate that `seat` was sold.
  func boxOfficeDidSell(_ seat: Seat)
  /// The price of `seat`; 0 unless a delegate says otherwise.
  @Optional(default: 0) func price(for seat: Seat) -> Int
}

final class Till: BoxOfficeDelegate {
  var sold: [Int] = []
  func boxOfficeDidSell(_ seat: Seat) { sold.append(seat.row) }
  func price(for seat: Seat) -> Int { 10 * seat.row }
}

@Suite("A public protocol under InternalImportsByDefault, with public imports")
struct PublicImportTests {
  @Test("Multicast, proxy and router of a public protocol")
  func publicImports() {
    let till = Till()
    let multicast = BoxOfficeDelegateMulticast()
    #expect(multicast.price(for: Seat(row: 1)) == 0)
    multicast.add(till)
    multicast.boxOfficeDidSell(Seat(row: 1))
    #expect(multicast.price(for: Seat(row: 2)) == 20)
    BoxOfficeDelegateProxy(till).boxOfficeDidSell(Seat(row: 3))
    let router = BoxOfficeDelegateRouter<Int>()
    router.setDefaultDelegate(till)
    router.boxOfficeDidSell(Seat(row: 4))
    #expect(till.sold == [1, 3, 4])
  }
}
