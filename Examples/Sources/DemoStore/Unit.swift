public import GRDB

/// A unit of an organization: the rows of the second screen and of search results.
///
/// Foundation declares a `Unit` too (of measurement), so a file that imports Foundation
/// finds the bare name ambiguous; `DemoStore.Unit` names this one there. (The module and
/// its main class share a name, so the module can't qualify it: the type is nested in the
/// class, and this alias keeps the short name everywhere else.)
public typealias Unit = DemoStore.Unit

extension DemoStore {
  /// A unit of an organization: the rows of the second screen and of search results.
  public struct Unit: Codable, FetchableRecord, PersistableRecord, Hashable, Sendable, Identifiable {
    /// The row id, stable across launches and connections, so the table diffs by it and a
    /// rename is a reconfigure rather than a delete and an insert.
    public var id: Int64
    /// The organization the unit belongs to; deleting the organization deletes its units.
    public var organizationId: Int64
    /// The display name; not unique, even within an organization.
    public var name: String
    /// A free-form category ("Team", "Office", …) shown as the cell's detail.
    public var kind: String

    /// Makes a unit value, for tests and seeding.
    public init(id: Int64, organizationId: Int64, name: String, kind: String) {
      self.id = id
      self.organizationId = organizationId
      self.name = name
      self.kind = kind
    }
  }
}
