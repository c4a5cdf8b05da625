import DelegateKitTerminal

extension TerminalEmulator {
  mutating func dispatch(_ final: Character, _ parameters: [Int?], offset: Int) throws(Failure) {
    func parameter(_ position: Int, default value: Int) -> Int {
      guard position < parameters.count, let given = parameters[position], given != 0 else { return value }
      return given
    }
    func requireAtMost(_ count: Int) throws(Failure) {
      if parameters.count > count {
        throw Failure(message: "too many parameters for \(final): \(parameters)", offset: offset)
      }
    }
    switch final {
    case "H", "f":
      try requireAtMost(2)
      cursorRow = min(parameter(0, default: 1), height) - 1
      cursorColumn = min(parameter(1, default: 1), width) - 1
      wrapPending = false
    case "C":
      try requireAtMost(1)
      cursorColumn = min(cursorColumn + parameter(0, default: 1), width - 1)
      wrapPending = false
    case "J":
      try requireAtMost(1)
      let mode = parameters.first.flatMap { $0 } ?? 0
      let cursorIndex = cursorRow * width + cursorColumn
      switch mode {
      case 0: erase(cursorIndex..<cells.count)
      case 1: erase(0..<(cursorIndex + 1))
      case 2: erase(0..<cells.count)
      default: throw Failure(message: "unsupported ED \(mode)", offset: offset)
      }
    case "K":
      try requireAtMost(1)
      let mode = parameters.first.flatMap { $0 } ?? 0
      let rowStart = cursorRow * width
      switch mode {
      case 0: erase((rowStart + cursorColumn)..<(rowStart + width))
      case 1: erase(rowStart..<(rowStart + cursorColumn + 1))
      case 2: erase(rowStart..<(rowStart + width))
      default: throw Failure(message: "unsupported EL \(mode)", offset: offset)
      }
    case "m":
      try selectGraphicRendition(parameters.isEmpty ? [0] : parameters.map { $0 ?? 0 }, offset: offset)
    case "r":
      try requireAtMost(2)
      let top = parameter(0, default: 1)
      let bottom = min(parameter(1, default: height), height)
      guard top < bottom else {
        throw Failure(message: "invalid scroll region \(top);\(bottom)", offset: offset)
      }
      scrollTop = top - 1
      scrollBottom = bottom - 1
      cursorRow = 0
      cursorColumn = 0
      wrapPending = false
    case "S":
      try requireAtMost(1)
      scrollRegionUp(parameter(0, default: 1))
    case "T":
      try requireAtMost(1)
      scrollRegionDown(parameter(0, default: 1))
    default:
      throw Failure(message: "unsupported control sequence CSI \(parameters) \(final)", offset: offset)
    }
  }

  mutating func privateMode(_ final: Character, _ parameters: [Int?], offset: Int) throws(Failure) {
    guard final == "h" || final == "l", parameters.count == 1, let mode = parameters[0] else {
      throw Failure(message: "unsupported private sequence CSI ? \(parameters) \(final)", offset: offset)
    }
    let enable = final == "h"
    switch mode {
    case 2026:
      synchronizedUpdate = enable
    case 25:
      cursorVisible = enable
    case 2004:
      break
    case 1049:
      if enable, !alternateScreen {
        savedScreen = (cells, cursorColumn, cursorRow)
        cells = Array(repeating: .blank, count: width * height)
      } else if !enable, alternateScreen, let saved = savedScreen, saved.cells.count == cells.count {
        cells = saved.cells
        cursorColumn = saved.column
        cursorRow = saved.row
      }
      alternateScreen = enable
    default:
      throw Failure(message: "unsupported private mode \(mode)", offset: offset)
    }
  }

  private mutating func selectGraphicRendition(_ codes: [Int], offset: Int) throws(Failure) {
    var index = 0
    func extendedColor() throws(Failure) -> TerminalColor {
      guard index + 2 < codes.count, codes[index + 1] == 5, codes[index + 2] <= 255 else {
        throw Failure(message: "unsupported extended colour in SGR \(codes)", offset: offset)
      }
      index += 2
      return .indexed(UInt8(codes[index]))
    }
    while index < codes.count {
      let code = codes[index]
      switch code {
      case 0: style = .plain
      case 1: style.bold = true
      case 2: style.dim = true
      case 3: style.italic = true
      case 4: style.underline = true
      case 7: style.inverse = true
      case 22:
        style.bold = false
        style.dim = false
      case 23: style.italic = false
      case 24: style.underline = false
      case 27: style.inverse = false
      case 30...37: style.foreground = TerminalColor.basic[code - 30]
      case 38: style.foreground = try extendedColor()
      case 39: style.foreground = nil
      case 40...47: style.background = TerminalColor.basic[code - 40]
      case 48: style.background = try extendedColor()
      case 49: style.background = nil
      case 90...97: style.foreground = TerminalColor.basic[code - 90 + 8]
      case 100...107: style.background = TerminalColor.basic[code - 100 + 8]
      default: throw Failure(message: "unsupported SGR \(code) in \(codes)", offset: offset)
      }
      index += 1
    }
  }

  mutating func printRun(_ run: ArraySlice<UInt8>, offset: Int) throws(Failure) {
    var scalars = String.UnicodeScalarView()
    var decoder = UTF8()
    var iterator = run.makeIterator()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput: break decoding
      case .error: throw Failure(message: "invalid UTF-8", offset: offset)
      }
    }
    var characters = Array(String(scalars))
    if splitsClusters {
      // As tmux 3.3 does: each scalar of a cluster (an emoji and its skin tone) takes cells
      // of its own; the zero-width ones (ZWJ, VS16) take none.
      characters = characters.flatMap { character in
        character.unicodeScalars.map(Character.init).filter { TerminalText.width(of: $0) > 0 }
      }
    }
    for character in characters {
      let columns = TerminalText.width(of: character)
      guard columns > 0 else {
        throw Failure(message: "zero-width grapheme \(character.unicodeScalars.map(\.value))", offset: offset)
      }
      guard columns <= width else {
        throw Failure(message: "grapheme wider than the screen", offset: offset)
      }
      put(character, columns: columns)
    }
  }

  private mutating func put(_ character: Character, columns: Int) {
    if wrapPending || cursorColumn + columns > width {
      cursorColumn = 0
      lineFeed()
    }
    wrapPending = false
    let rowStart = cursorRow * width
    for column in cursorColumn..<(cursorColumn + columns) {
      let old = cells[rowStart + column]
      if old.width == 0, column > 0, column == cursorColumn {
        cells[rowStart + column - 1] = Self.orphanMarker
      }
      if old.width == 2, column + 1 < width, column == cursorColumn + columns - 1 {
        cells[rowStart + column + 1] = Self.orphanMarker
      }
    }
    cells[rowStart + cursorColumn] = TerminalCell(text: String(character), width: UInt8(columns), style: style)
    if columns == 2 {
      cells[rowStart + cursorColumn + 1] = TerminalCell(text: "", width: 0, style: style)
    }
    cursorColumn += columns
    if cursorColumn >= width {
      cursorColumn = width - 1
      wrapPending = true
    }
  }

  private var erasedCell: TerminalCell {
    TerminalCell.blank(style: TextStyle(background: style.background))
  }

  private mutating func erase(_ range: Range<Int>) {
    let blank = erasedCell
    for index in range {
      cells[index] = blank
    }
    // Erasing one half of a wide character erases the character.
    repairWideCharacters()
  }

  private mutating func repairWideCharacters() {
    for row in 0..<height {
      let start = row * width
      for column in 0..<width {
        let cell = cells[start + column]
        if cell.width == 0, column == 0 || cells[start + column - 1].width != 2 {
          cells[start + column] = erasedCell
        }
        if cell.width == 2, column + 1 >= width || cells[start + column + 1].width != 0 {
          cells[start + column] = erasedCell
        }
      }
    }
  }

  mutating func lineFeed() {
    if cursorRow == scrollBottom {
      scrollRegionUp(1)
    } else if cursorRow < height - 1 {
      cursorRow += 1
    }
  }

  mutating func reverseIndex() {
    if cursorRow == scrollTop {
      scrollRegionDown(1)
    } else if cursorRow > 0 {
      cursorRow -= 1
    }
  }

  mutating func scrollRegionUp(_ count: Int) {
    let blank = erasedCell
    for row in scrollTop...scrollBottom {
      let source = row + count
      for column in 0..<width {
        cells[row * width + column] = source <= scrollBottom ? cells[source * width + column] : blank
      }
    }
  }

  mutating func scrollRegionDown(_ count: Int) {
    let blank = erasedCell
    for row in (scrollTop...scrollBottom).reversed() {
      let source = row - count
      for column in 0..<width {
        cells[row * width + column] = source >= scrollTop ? cells[source * width + column] : blank
      }
    }
  }
}
