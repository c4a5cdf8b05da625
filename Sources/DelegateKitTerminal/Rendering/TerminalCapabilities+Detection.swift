extension TerminalCapabilities {
  /// Decides capabilities from the environment, honouring the user's colour
  /// preferences before guessing from `TERM`.
  ///
  /// Colour precedence, first match wins:
  /// 1. `NO_COLOR` set and non-empty → `.none` (wins over `FORCE_COLOR`).
  /// 2. `FORCE_COLOR` set, non-empty, not `"0"` and not `"false"` → colour even
  ///    when not a TTY: `.ansi256` if `FORCE_COLOR` is `"2"`/`"3"` or the
  ///    terminal looks 256-colour capable (rule 4), else `.ansi16`.
  /// 3. `TERM=dumb` or not a TTY → `.none`.
  /// 4. `TERM` contains `"256color"`, or `COLORTERM` is `truecolor`/`24bit`
  ///    → `.ansi256`.
  /// 5. Otherwise → `.ansi16`.
  ///
  /// Synchronized output and scroll regions are on exactly when `isTTY` and
  /// `TERM` is not `dumb` (a forced colour into a pipe still gets plain output).
  /// Cursor addressing is off when `TERM` is `dumb` or unset.
  public static func detect(environment: [String: String], isTTY: Bool) -> TerminalCapabilities {
    let term = environment["TERM"] ?? ""
    let isPlainOutput = !isTTY || term == "dumb"
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    let looks256 = term.contains("256color") || colorTerm == "truecolor" || colorTerm == "24bit"
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let force = environment["FORCE_COLOR"] ?? ""
    let forced = !force.isEmpty && force != "0" && force.lowercased() != "false"

    let colors: ColorMode
    if noColor {
      colors = .none
    } else if forced {
      colors = (looks256 || force == "2" || force == "3") ? .ansi256 : .ansi16
    } else if isPlainOutput {
      colors = .none
    } else {
      colors = looks256 ? .ansi256 : .ansi16
    }
    return TerminalCapabilities(
      colors: colors,
      synchronizedOutput: !isPlainOutput,
      scrollRegions: !isPlainOutput,
      cursorAddressing: term != "dumb" && !term.isEmpty
    )
  }
}
