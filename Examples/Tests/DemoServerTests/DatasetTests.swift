import DemoClient
import Foundation
import Testing

@Suite("Bundled dataset")
struct DatasetTests {
  @Test("people.json is exactly what PeopleGenerator produces")
  func committedFileMatchesGenerator() throws {
    let generated = PeopleGenerator.generate()
    if ProcessInfo.processInfo.environment["DEMO_REGENERATE_PEOPLE"] == "1" {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      try encoder.encode(generated).write(to: peopleJSONURL)
    }
    let committed = try JSONDecoder().decode([Person].self, from: Data(contentsOf: peopleJSONURL))
    #expect(committed == generated)
  }

  @Test("the dataset is large, has unique ids and includes wide and accented names")
  func datasetShape() {
    #expect(bundledPeople.count == PeopleGenerator.count)
    #expect(Set(bundledPeople.map(\.id)).count == bundledPeople.count)
    let text = bundledPeople.map { "\($0.name) \($0.city)" }.joined(separator: "\n")
    for sample in ["Zoë", "José", "Ærø", "王芳", "Łukasz"] {
      #expect(text.contains(sample), "missing \(sample)")
    }
  }
}
