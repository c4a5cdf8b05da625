/// The xterm default palette, used only to map 256 colours down to 16.
enum ANSIPalette {
  static let basicRGB: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  static func rgb(_ index: Int) -> (Int, Int, Int) {
    if index < 16 { return basicRGB[index] }
    if index < 232 {
      let levels = [0, 95, 135, 175, 215, 255]
      let cube = index - 16
      return (levels[cube / 36], levels[(cube / 6) % 6], levels[cube % 6])
    }
    let gray = 8 + 10 * (index - 232)
    return (gray, gray, gray)
  }

  /// For each palette index, the index (0–15) of the closest named colour.
  static let nearestBasic: [Int] = (0..<256).map { index in
    if index < 16 { return index }
    let (r, g, b) = rgb(index)
    var best = 0
    var bestDistance = Int.max
    for (candidate, (cr, cg, cb)) in basicRGB.enumerated() {
      let distance = (r - cr) * (r - cr) + (g - cg) * (g - cg) + (b - cb) * (b - cb)
      if distance < bestDistance {
        best = candidate
        bestDistance = distance
      }
    }
    return best
  }
}
