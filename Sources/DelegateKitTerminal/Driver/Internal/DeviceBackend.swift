/// A real terminal as a backend: its window size and its output descriptor.
@MainActor
final class DeviceBackend: TerminalBackend {
  let device: TerminalDevice

  init(device: TerminalDevice) {
    self.device = device
  }

  func size() -> (width: Int, height: Int)? { device.windowSize() }

  func write(_ bytes: [UInt8]) -> Bool { device.write(bytes) }
}
