// SwiftNIO's ChannelInboundHandler, transcribed minimally from https://github.com/apple/swift-nio
// at 2.101.3-7-g63018571c (63018571c88ab6807d5d80ea0f1ef7d9197c0489):
// - Sources/NIOCore/ChannelHandler.swift: `ChannelHandler: AnyObject` (lines 20-32, two
//   requirements) and its empty defaults (219-228); `_ChannelInboundHandler: ChannelHandler`
//   (138-216, nine requirements) and its defaults (273-310), each of which passes the event to
//   the next handler (`context.fireChannelRead(data)`, `context.fireChannelActive()`, …).
// - Sources/NIOCore/TypeAssistedChannelHandler.swift: `_EmittingChannelHandler` (18-38,
//   `associatedtype OutboundOut = Never`, `wrapOutboundOut`) and `ChannelInboundHandler`
//   (43-80, `associatedtype InboundIn`, `associatedtype InboundOut = Never`, `unwrapInboundIn`
//   answering `value.forceAs()`, `wrapInboundOut`).
// - Sources/NIOCore/NIOAny.swift (line 45) and ChannelPipeline.swift (line 1859): `NIOAny` and
//   `ChannelHandlerContext`, here a box and a recorder of the events fired to the next handler.
// The @Delegate protocol fixes the associated types (`where InboundIn == String, InboundOut ==
// Never`) and forwards `channelRead` and `channelActive`, keeping NIO's defaults: a handler
// that leaves them out passes the event on, as it would alone in a pipeline. The other
// requirements are not restated: a generated type answers them with NIO's defaults itself,
// without its handlers. Several handlers in one pipeline slot each pass an event on, or not.
// Left out: `@inlinable` (internal here); the static `wrapOutboundOut`, `unwrapInboundIn` and
// `wrapInboundOut` helpers; the outbound protocols; the real pipeline.
import DelegateKit
import Foundation
import Testing

/// SwiftNIO's `NIOAny`: a value of any type, unwrapped by force.
struct NIOAny {
  let storage: Any

  init<T>(_ value: T) {
    storage = value
  }

  func forceAs<T>(type: T.Type = T.self) -> T {
    guard let value = storage as? T else {
      preconditionFailure("NIOAny holds \(Swift.type(of: storage)), not \(T.self)")
    }
    return value
  }
}

/// SwiftNIO's `ChannelHandlerContext`, recording what a handler passes to the next one.
final class ChannelHandlerContext {
  private(set) var fired: [String] = []

  func fireChannelRegistered() { fired.append("registered") }
  func fireChannelUnregistered() { fired.append("unregistered") }
  func fireChannelActive() { fired.append("active") }
  func fireChannelInactive() { fired.append("inactive") }
  func fireChannelRead(_ data: NIOAny) { fired.append("read(\(data.storage))") }
  func fireChannelReadComplete() { fired.append("readComplete") }
  func fireChannelWritabilityChanged() { fired.append("writabilityChanged") }
  func fireUserInboundEventTriggered(_ event: Any) { fired.append("userEvent(\(event))") }
  func fireErrorCaught(_ error: any Error) { fired.append("error") }
}

/// SwiftNIO's `ChannelHandler`.
protocol ChannelHandler: AnyObject {
  func handlerAdded(context: ChannelHandlerContext)
  func handlerRemoved(context: ChannelHandlerContext)
}

extension ChannelHandler {
  func handlerAdded(context: ChannelHandlerContext) {}
  func handlerRemoved(context: ChannelHandlerContext) {}
}

/// SwiftNIO's `_ChannelInboundHandler`.
protocol _ChannelInboundHandler: ChannelHandler {
  func channelRegistered(context: ChannelHandlerContext)
  func channelUnregistered(context: ChannelHandlerContext)
  func channelActive(context: ChannelHandlerContext)
  func channelInactive(context: ChannelHandlerContext)
  func channelRead(context: ChannelHandlerContext, data: NIOAny)
  func channelReadComplete(context: ChannelHandlerContext)
  func channelWritabilityChanged(context: ChannelHandlerContext)
  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any)
  func errorCaught(context: ChannelHandlerContext, error: any Error)
}

extension _ChannelInboundHandler {
  func channelRegistered(context: ChannelHandlerContext) { context.fireChannelRegistered() }
  func channelUnregistered(context: ChannelHandlerContext) { context.fireChannelUnregistered() }
  func channelActive(context: ChannelHandlerContext) { context.fireChannelActive() }
  func channelInactive(context: ChannelHandlerContext) { context.fireChannelInactive() }
  func channelRead(context: ChannelHandlerContext, data: NIOAny) { context.fireChannelRead(data) }
  func channelReadComplete(context: ChannelHandlerContext) { context.fireChannelReadComplete() }
  func channelWritabilityChanged(context: ChannelHandlerContext) { context.fireChannelWritabilityChanged() }
  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    context.fireUserInboundEventTriggered(event)
  }
  func errorCaught(context: ChannelHandlerContext, error: any Error) { context.fireErrorCaught(error) }
}

/// SwiftNIO's `_EmittingChannelHandler`.
protocol _EmittingChannelHandler {
  associatedtype OutboundOut = Never
  func wrapOutboundOut(_ value: OutboundOut) -> NIOAny
}

extension _EmittingChannelHandler {
  func wrapOutboundOut(_ value: OutboundOut) -> NIOAny { NIOAny(value) }
}

/// SwiftNIO's `ChannelInboundHandler`.
protocol ChannelInboundHandler: _ChannelInboundHandler, _EmittingChannelHandler {
  associatedtype InboundIn
  associatedtype InboundOut = Never
  func unwrapInboundIn(_ value: NIOAny) -> InboundIn
  func wrapInboundOut(_ value: InboundOut) -> NIOAny
}

extension ChannelInboundHandler {
  func unwrapInboundIn(_ value: NIOAny) -> InboundIn { value.forceAs() }
  func wrapInboundOut(_ value: InboundOut) -> NIOAny { NIOAny(value) }
}

/// Handlers of a line protocol sharing one slot of a pipeline: reads and activation forwarded,
/// NIO's defaults kept.
@Delegate(foreign: ChannelInboundHandler.self)
protocol LineHandler: ChannelInboundHandler where InboundIn == String, InboundOut == Never {
  @Optional(default: .inherited)
  func channelRead(context: ChannelHandlerContext, data: NIOAny)
  @Optional(default: .inherited)
  func channelActive(context: ChannelHandlerContext)
}

/// Logs every line and passes it on.
final class LineLogger: LineHandler {
  typealias InboundIn = String
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }

  func channelActive(context: ChannelHandlerContext) {
    journal.record("logger.active")
    context.fireChannelActive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    journal.record("logger.read(\(unwrapInboundIn(data)))")
    context.fireChannelRead(data)
  }
}

/// Counts the commands it reads, and keeps them (does not pass them on); in an extension.
final class CommandCounter {
  let journal: Journal
  private(set) var commands = 0

  init(journal: Journal) {
    self.journal = journal
  }
}

extension CommandCounter: LineHandler {
  typealias InboundIn = String

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    commands += 1
    journal.record("counter.read(\(commands))")
  }
}

/// Greets the peer when the channel becomes active; leaves reads to NIO's default.
final class Greeter: LineHandler {
  typealias InboundIn = String
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }

  func channelActive(context: ChannelHandlerContext) {
    journal.record("greeter.hello")
  }
}

@Suite("ChannelInboundHandler: a refinement fixing the associated types, NIO's pass-on defaults kept")
struct ChannelInboundHandlerCorpusTests {
  @Test("A read reaches every handler in order; one that leaves it out passes it on, as NIO's default does")
  func read() {
    let journal = Journal()
    let logger = LineLogger(journal: journal)
    let counter = CommandCounter(journal: journal)
    let greeter = Greeter(journal: journal)
    let slot = LineHandlerMulticast()
    slot.add(logger)
    slot.add(counter)
    slot.add(greeter)
    let context = ChannelHandlerContext()

    slot.channelRead(context: context, data: NIOAny("HELO"))
    slot.channelRead(context: context, data: NIOAny("QUIT"))

    #expect(journal.entries == ["logger.read(HELO)", "counter.read(1)", "logger.read(QUIT)", "counter.read(2)"])
    // The logger passes each line on, and so does the greeter's default: twice per line.
    #expect(context.fired == ["read(HELO)", "read(HELO)", "read(QUIT)", "read(QUIT)"])
    #expect(slot.responds(to: .channelReadContextData))
    withExtendedLifetime((logger, counter, greeter)) {}
  }

  @Test("Activation: the counter keeps NIO's default, which passes it on")
  func active() {
    let journal = Journal()
    let logger = LineLogger(journal: journal)
    let counter = CommandCounter(journal: journal)
    let greeter = Greeter(journal: journal)
    let slot = LineHandlerMulticast()
    slot.add(greeter)
    slot.add(counter)
    slot.add(logger)
    let context = ChannelHandlerContext()

    slot.channelActive(context: context)

    #expect(journal.entries == ["greeter.hello", "logger.active"])
    #expect(context.fired == ["active", "active"], "the counter's default, then the logger")
    withExtendedLifetime((logger, counter, greeter)) {}
  }

  @Test("No handler: the slot is transparent (NIO's defaults); requirements not restated are the slot's own")
  func transparentSlot() {
    let journal = Journal()
    let logger = LineLogger(journal: journal)
    let empty = LineHandlerMulticast()
    let context = ChannelHandlerContext()
    empty.channelRead(context: context, data: NIOAny("ping"))
    empty.channelActive(context: context)

    let slot = LineHandlerMulticast()
    slot.add(logger)
    slot.channelInactive(context: context)
    slot.userInboundEventTriggered(context: context, event: "idle")

    #expect(context.fired == ["read(ping)", "active", "inactive", "userEvent(idle)"])
    #expect(journal.entries.isEmpty, "channelInactive and the user event are not forwarded")
    #expect(slot.unwrapInboundIn(NIOAny("line")) == "line")
    withExtendedLifetime(logger) {}
  }

  @Test("A proxy, and a router that gives reads to the handler of the protocol's state")
  func proxyAndRouter() {
    let journal = Journal()
    let logger = LineLogger(journal: journal)
    let counter = CommandCounter(journal: journal)
    let context = ChannelHandlerContext()

    let proxy = LineHandlerProxy(counter)
    proxy.channelRead(context: context, data: NIOAny("A"))
    proxy.channelActive(context: context)

    enum State { case greeting, session }
    let router = LineHandlerRouter<State>()
    router.setDelegate(logger, for: .greeting)
    router.setDelegate(counter, for: .session)
    router.select(.greeting)
    router.channelRead(context: context, data: NIOAny("B"))
    router.select(.session)
    router.channelRead(context: context, data: NIOAny("C"))

    #expect(journal.entries == ["counter.read(1)", "logger.read(B)", "counter.read(2)"])
    #expect(context.fired == ["active", "read(B)"])
    withExtendedLifetime(logger) {}
  }

  @Test("A handler used directly keeps NIO's defaults")
  func conformerUsedDirectly() {
    let journal = Journal()
    let greeter = Greeter(journal: journal)
    let context = ChannelHandlerContext()
    greeter.channelRead(context: context, data: NIOAny("x"))
    greeter.errorCaught(context: context, error: CocoaError(.featureUnsupported))
    greeter.handlerAdded(context: context)
    #expect(context.fired == ["read(x)", "error"])
    #expect(greeter.unwrapInboundIn(NIOAny("y")) == "y")
  }
}
