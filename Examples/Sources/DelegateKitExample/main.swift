// A tour of the runtime: a broadcast to three delegates, a first-responder answer, and a
// delegate that deallocates and silently leaves the list.
import DelegateKit

protocol DownloadDelegate: AnyObject {
  func downloadDidFinish(_ name: String)
  func downloadTitle(_ name: String) -> String?
}

final class Screen: DownloadDelegate {
  let label: String
  let title: String?
  init(_ label: String, title: String? = nil) {
    self.label = label
    self.title = title
  }
  func downloadDidFinish(_ name: String) { print("  \(label) heard that \(name) finished") }
  func downloadTitle(_ name: String) -> String? { title }
  deinit { print("  \(label) deallocated") }
}

let delegates = DelegateList<any DownloadDelegate>()
delegates.onLastDelegateGone = { print("  the list is empty: the source can let go") }

let list = Screen("list screen")
let detail = Screen("detail screen", title: "Quarterly report.pdf")
var badge: Screen? = Screen("badge", title: "report")
delegates.add(list)
delegates.add(detail)
delegates.add(badge!)

print("Broadcast to \(delegates.count) delegates:")
delegates.forEach { $0.downloadDidFinish("report.pdf") }

print("First responder:")
print("  title = \(delegates.firstNonNil { $0.downloadTitle("report.pdf") } ?? "none")")

print("The badge goes away:")
badge = nil
print("  \(delegates.count) delegates remain")
delegates.forEach { $0.downloadDidFinish("photo.jpg") }

print("Removing the rest:")
delegates.remove(list)
delegates.remove(detail)

print("")
runMacroTour()
