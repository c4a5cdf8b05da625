import DelegateKit

/// A search screen's delegate, one per scope of a scoped search: one protocol, and
/// @Delegate writes the chain, the proxy and the per-scope router.
@Delegate
protocol SearchDelegate: AnyObject {
  func searchTextDidChange(_ text: String)
  @Optional(default: "Search") func searchPlaceholder() -> String
  @Optional func searchDidCancel()
}

final class PeopleSearch: SearchDelegate {
  func searchTextDidChange(_ text: String) { print("  people search for \"\(text)\"") }
  func searchPlaceholder() -> String { "Find people" }
}

final class UnitSearch: SearchDelegate {
  func searchTextDidChange(_ text: String) { print("  unit search for \"\(text)\"") }
  func searchDidCancel() { print("  unit search cancelled") }
}

final class SearchLogger: SearchDelegate {
  func searchTextDidChange(_ text: String) { print("  logged \"\(text)\"") }
}

enum Scope: Hashable { case people, units }

/// The generated types at work.
func runMacroTour() {
  let people = PeopleSearch()
  let units = UnitSearch()
  let logger = SearchLogger()

  print("@Delegate router: every call goes to the selected scope's delegate")
  let router = SearchDelegateRouter<Scope>()
  router.setDelegate(people, for: .people)
  router.setDelegate(units, for: .units)
  router.select(.units)
  router.searchTextDidChange("wing")
  print("  placeholder: \(router.searchPlaceholder())  (UnitSearch uses the default)")
  router.select(.people)
  print("  placeholder: \(router.searchPlaceholder())")

  print("@Delegate multicast: the router and a logger behind one delegate")
  let chain = SearchDelegateMulticast()
  chain.add(router)
  chain.add(logger)
  chain.searchTextDidChange("ops")
  router.select(.units)
  chain.searchDidCancel()
  print("  responds to searchDidCancel: \(chain.responds(to: .searchDidCancel))")

  print("@Delegate proxy: optional calls need no checks")
  let proxy = SearchDelegateProxy(logger)
  proxy.searchDidCancel()
  print("  placeholder: \(proxy.searchPlaceholder())")
}
