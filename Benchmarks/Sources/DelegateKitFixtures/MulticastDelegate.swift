// What many apps use today: jonasman/MulticastDelegate and its many copies.
//
// That library keeps `NSHashTable<AnyObject>.weakObjects()` and broadcasts with
//
//     for delegate in delegates.allObjects { invocation(delegate as! T) }
//
// `NSHashTable` is Objective-C only, so this is the same design without it: a table of weak
// `AnyObject` boxes, a fresh array of the live objects built for every broadcast
// (`allObjects`), and a dynamic cast to the protocol for every call.

/// A weakly held object of any class, as `NSHashTable.weakObjects()` holds it.
struct WeakObject {
  weak var object: AnyObject?
}

final class MulticastDelegate<T> {
  private var table: [WeakObject] = []

  init() {}

  func addDelegate(_ delegate: T) {
    let object = delegate as AnyObject
    if table.contains(where: { $0.object === object }) { return }
    table.append(WeakObject(object: object))
  }

  func removeDelegate(_ delegate: T) {
    let object = delegate as AnyObject
    table.removeAll { $0.object === object || $0.object == nil }
  }

  /// `NSHashTable.allObjects`: the live objects, as a new array (one allocation).
  var allObjects: [AnyObject] {
    var objects: [AnyObject] = []
    objects.reserveCapacity(table.count)
    for entry in table {
      if let object = entry.object { objects.append(object) }
    }
    return objects
  }

  func invokeDelegates(_ invocation: (T) -> Void) {
    for delegate in allObjects {
      invocation(delegate as! T)
    }
  }

  /// The first-responder lookup a user writes on top of `allObjects`.
  func firstNonNil<Result>(_ transform: (T) -> Result?) -> Result? {
    for delegate in allObjects {
      if let result = transform(delegate as! T) { return result }
    }
    return nil
  }
}
