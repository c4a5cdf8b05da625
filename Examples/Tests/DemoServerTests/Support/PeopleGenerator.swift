import DemoClient
import DemoServer
import DemoTestSupport

/// Generates the bundled `people.json`: kept with the tests (not the server) because it
/// runs once, by hand, and a test checks the committed file still matches its output.
///
/// Regenerate with `DEMO_REGENERATE_PEOPLE=1 swift test --filter DatasetTests`.
enum PeopleGenerator {
  static let count = 3_000
  static let seed: UInt64 = 20_250_601

  static func generate() -> [Person] {
    var rng = SplitMix64(seed: seed)
    return (1...count).map { id in
      let name: String
      if rng.next() % 100 < 4 {
        name = wholeNames[Int(rng.next() % UInt64(wholeNames.count))]
      } else {
        name = "\(pick(firstNames, &rng)) \(pick(lastNames, &rng))"
      }
      let title = "\(pick(levels, &rng)) \(pick(roles, &rng))".trimmingPrefixSpace()
      return Person(id: id, name: name, title: title, city: pick(cities, &rng))
    }
  }

  private static func pick(_ list: [String], _ rng: inout SplitMix64) -> String {
    list[Int(rng.next() % UInt64(list.count))]
  }

  private static let firstNames = [
    "Ada", "Alan", "Amara", "Anders", "Aroha", "Beatriz", "Bjørn", "Chloé", "Dmitri", "Elif",
    "Emma", "Farah", "Grace", "Hiroshi", "Ines", "Ingrid", "Jonas", "José", "Kai", "Leila",
    "Linus", "Łukasz", "Maya", "Mei", "Noah", "Nuno", "Olga", "Omar", "Priya", "Rafael",
    "Renée", "Sakura", "Sam", "Søren", "Tariq", "Théo", "Uma", "Vera", "Wen", "Zoë",
  ]
  private static let lastNames = [
    "Abara", "Andersen", "Brontë", "Castillo", "Chen", "Dubois", "Ferreira", "García",
    "Hansen", "Ibáñez", "Jensen", "Kowalski", "Lindqvist", "Müller", "Nakamura", "Novák",
    "O'Brien", "Okafor", "Patel", "Quintero", "Rossi", "Sánchez", "Schmidt", "Tanaka",
    "Van der Berg", "Wójcik", "Yilmaz", "Ærøe", "Østergaard", "Zhou",
  ]
  /// Complete names in scripts without a first/last split; double-width on a terminal.
  private static let wholeNames = ["王芳", "李伟", "张敏", "刘洋", "佐藤健", "김민준"]
  private static let levels = ["", "Senior", "Staff", "Principal", "Lead", "Junior"]
  private static let roles = [
    "Engineer", "Designer", "Product Manager", "Data Scientist", "Technical Writer",
    "Support Specialist", "Researcher", "Site Reliability Engineer", "Accountant", "Recruiter",
  ]
  private static let cities = [
    "Ærø", "Amsterdam", "Auckland", "Berlin", "Bogotá", "Cape Town", "Kraków", "Lagos",
    "Lisbon", "Montréal", "Nairobi", "Oslo", "Reykjavík", "São Paulo", "Seoul", "Singapore",
    "Tokyo", "東京", "Toronto", "Zürich",
  ]
}

extension String {
  fileprivate func trimmingPrefixSpace() -> String {
    hasPrefix(" ") ? String(dropFirst()) : self
  }
}
