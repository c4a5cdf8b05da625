public import Foundation

/// Runs a program to its end, for the tools that compile and run generated clients.
public enum ProcessRunner {
  /// Runs a program, with its output and error merged, and kills it after `timeout` seconds.
  ///
  /// - Parameters:
  ///   - environment: Variables added to this process's environment for the program.
  ///   - directory: The program's working directory; this process's when `nil`.
  public static func run(
    _ program: URL,
    _ arguments: [String],
    timeout: Int,
    environment: [String: String] = [:],
    directory: URL? = nil
  ) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let deadline = DispatchTime.now() + .seconds(timeout)
    let timer = DispatchSource.makeTimerSource()
    timer.schedule(deadline: deadline)
    timer.setEventHandler { if process.isRunning { process.terminate() } }
    timer.resume()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    timer.cancel()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
