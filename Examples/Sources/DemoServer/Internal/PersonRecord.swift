/// One person as stored in `people.json` and sent by `/people`. The server keeps its own
/// type (rather than sharing `DemoClient.Person`) so the wire format is defined once, in
/// `API.md`, and each side is checked against it independently.
struct PersonRecord: Codable, Hashable, Sendable {
  let id: Int
  let name: String
  let title: String
  let city: String
}
