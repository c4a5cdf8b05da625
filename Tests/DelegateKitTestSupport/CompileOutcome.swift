/// How a generated client file ended, compiled and run against DelegateKit: what the macro
/// fuzzer and the protocol harvest count. Anything but `passed` and `refused` is a finding.
public enum Outcome: Equatable, Sendable, CustomStringConvertible {
  /// It compiled without a warning, ran, and every check passed.
  case passed
  /// It was refused by the macro's own diagnostics at the user's lines, and nothing else.
  case refused
  /// An error inside an expansion buffer.
  case errorInExpansion(String)
  /// A diagnostic of the macro's for a protocol it should have accepted, or an error in the
  /// user's own code (a cascade).
  case unexpectedError(String)
  /// A warning, from generated code or a cascade.
  case warning(String)
  /// The compiler or the macro plugin crashed.
  case compilerCrash(String)
  /// A refusal was expected and did not happen.
  case notRefused
  /// A check failed, or the program crashed.
  case wrongAnswer(String)

  public var isFinding: Bool { self != .passed && self != .refused }

  /// The kind, for counting and for keeping a shrink on the same finding.
  public var kind: String {
    switch self {
    case .passed: "passed"
    case .refused: "refused"
    case .errorInExpansion: "error in an expansion"
    case .unexpectedError: "unexpected error"
    case .warning: "warning"
    case .compilerCrash: "compiler crash"
    case .notRefused: "not refused"
    case .wrongAnswer: "wrong answer"
    }
  }

  public var description: String {
    switch self {
    case .passed, .refused, .notRefused: kind
    case .errorInExpansion(let detail), .unexpectedError(let detail), .warning(let detail),
      .compilerCrash(let detail), .wrongAnswer(let detail):
      "\(kind): \(detail)"
    }
  }

  /// Classifies a compile's output and status; `expectsRefusals` is the number of macro
  /// errors a file of refused shapes must produce.
  public static func classify(compilerOutput output: String, status: Int32, expectsRefusals: Int) -> Outcome? {
    let lines = output.split(separator: "\n").map(String.init)
    if output.contains("Stack dump") || output.contains("Please submit a bug report")
      || output.contains("failed due to signal")
    {
      return .compilerCrash(lines.first { $0.contains("error") || $0.contains("While") } ?? "crash")
    }
    // Diagnostics are reported once at their location and repeated in the notes' context;
    // the location lines are those that start with a path or an expansion buffer.
    let located = lines.filter { $0.hasPrefix("/") || $0.hasPrefix("macro expansion") }
    if let inExpansion = located.first(where: { $0.hasPrefix("macro expansion") && $0.contains("error:") }) {
      return .errorInExpansion(inExpansion)
    }
    let errors = located.filter { $0.contains(": error:") }
    let macroErrors = refusals(in: output)
    if expectsRefusals > 0 {
      if errors.isEmpty, status == 0 { return .notRefused }
      if let other = errors.first(where: { !isPartOfRefusal($0, refusals: macroErrors) }) {
        return .unexpectedError(other)
      }
      return Set(macroErrors).count == expectsRefusals
        ? .refused : .unexpectedError("\(macroErrors.count) refusals, \(expectsRefusals) expected")
    }
    if let first = errors.first { return .unexpectedError(first) }
    if status != 0 { return .unexpectedError(lines.first { $0.contains("error") } ?? "status \(status)") }
    if let warning = located.first(where: { $0.contains(": warning:") }) { return .warning(warning) }
    return nil
  }

  /// The macro's refusals in a compile's output, one line each: its own diagnostics (`(from
  /// macro 'Delegate')`), and the errors its generated code is built to raise at the user's
  /// line when only the compiler can tell what is wrong: a parent that is not a `@Delegate`
  /// protocol (the marker's name carries the instruction), an ancestor `@Delegate` refused
  /// (so does the protocol the generated types cannot conform to), a use of a type a refused
  /// protocol did not get (its stand-in's message points at the refusal), and a parent reached through two
  /// parents (the conversion's name, quoted in the compiler's note, carries it).
  public static func refusals(in output: String) -> [String] {
    let diamond = output.contains("through several parents implements once: name")
    return output.split(separator: "\n").map(String.init).filter { line in
      guard line.hasPrefix("/"), line.contains(": error: ") else { return false }
      return line.contains("(from macro 'Delegate')") || line.contains(" is not @Delegate: mark ")
        || line.contains(" was refused by @Delegate: fix the error at its declaration")
        || line.contains("@Delegate could not generate this type: see the error on protocol")
        || line.contains("has no default in the foreign protocol it restates: give it a default of its own")
        || (diamond && line.contains("does not conform to protocol '") && line.contains("._$Forwarding'"))
    }
  }

  /// Whether `error`, a located error line, is one of `refusals` or follows from one: an
  /// error at the line of a refusal, such as the compiler's own about the same requirement
  /// (`mutating` in a class-bound protocol), or, at a refused protocol's declaration, what
  /// the generated types cannot conform to once the refusal stands.
  static func isPartOfRefusal(_ error: String, refusals: [String]) -> Bool {
    refusals.contains(error) || Set(refusals.map(Self.fileAndLine)).contains(fileAndLine(error))
  }

  /// `path:line` of a located diagnostic line.
  public static func fileAndLine(_ line: String) -> String {
    line.split(separator: ":", maxSplits: 2).prefix(2).joined(separator: ":")
  }

  /// Classifies a run's output and status.
  public static func classify(runOutput output: String, status: Int32) -> Outcome {
    if status == 0, output.contains("FUZZ-OK") { return .passed }
    let failure = output.split(separator: "\n").first { $0.hasPrefix("FAIL") || $0.contains("Fatal error") }
    return .wrongAnswer(failure.map(String.init) ?? "exit status \(status)")
  }
}
