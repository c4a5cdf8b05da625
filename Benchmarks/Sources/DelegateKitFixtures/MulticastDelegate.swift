// jonasman/MulticastDelegate, which many apps copy, without its Objective-C `NSHashTable`
// (README.md, "What is measured").

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
