import DelegateKit

// A delegate class whose conformance is declared, and marked, in another file than the class.
@RespondsExactly
extension Shelf: Album, Gallery {
  func didShare(_ row: Int) { shared.append(row) }
  func photoCount() -> Int { 0 }
}
