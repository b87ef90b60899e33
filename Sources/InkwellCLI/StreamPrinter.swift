import Inkwell
import ReplyModel

/// `inkwell stream` off a terminal, or with `--frames`: reads the input as it arrives, prints
/// one JSON line per update (`--frames`) or the final rendering at the end, and reports on
/// standard error what went wrong: events that could not be read, an agent that failed, or
/// one that said nothing for `--reply-timeout` seconds while not working (then what arrived
/// is rendered, and with `--frames` the last frame's activity is the error). Ctrl-C ends the
/// reply as the input's end would, with what arrived, and exits 130.
struct StreamPrinter {
    let settings: StreamSettings
    let console: any Console
    /// Whether Ctrl-C was pressed (tests stand in for the signal).
    var isInterrupted: () -> Bool = { Interrupt.received.load(ordering: .relaxed) }

    /// How often a wait for input stops to see whether Ctrl-C was pressed.
    private static let interruptCheck = 0.25

    func run(_ source: ChunkSource) -> Int32 {
        var session: StreamSession?
        var pending: [UInt8] = []
        var timeout = ReplyTimeout(limit: settings.replyTimeout)
        var interrupted = false
        reading: while true {
            let reply = session?.stream.reply ?? Reply()
            guard !timeout.check(now: Clock.now, reply: reply) else { break }
            if isInterrupted() {
                interrupted = true
                break
            }
            let wait = min(timeout.wait(now: Clock.now, reply: reply) ?? Self.interruptCheck, Self.interruptCheck)
            switch source.wait(timeout: wait) {
            case .timeout:
                // A followed file: its reply ended, though the file may yet grow.
                if source.isCaughtUp, session?.stream.isComplete == true { break reading }
            case .end: break reading
            case .data(let chunk):
                if session == nil {
                    // The format is decided by the first complete line (unless --input names it).
                    pending += chunk
                    guard settings.format != nil || pending.contains(UInt8(ascii: "\n")) else { continue }
                    session = StreamSession(settings: settings, firstChunk: pending)
                }
                let frames = session!.feed(session!.isFresh ? pending : chunk)
                if !frames.isEmpty { timeout.noteEvent(at: Clock.now) }
                write(frames)
            }
        }
        var finished = session ?? StreamSession(settings: settings, firstChunk: pending)
        if finished.isFresh { write(finished.feed(pending)) }
        let timedOut = timeout.hasExpired
            && !ReplyTimeout.silenceEnds(finished.stream.reply, format: finished.stream.format, follows: settings.follows)
        var last = finished.finish(timedOut: timedOut)
        if timedOut, !last.isEmpty {
            last[last.count - 1].reply.activity = .error(message: nil)
        }
        write(last)
        if !settings.printsFrames {
            // The final rendering: the whole reply (steps, then text) when it had steps.
            let reply = finished.stream.reply
            console.write(reply.steps.isEmpty ? Inkwell.render(finished.stream.document, options: settings.options)
                                              : Inkwell.render(reply, options: settings.options))
        }
        let name = settings.input ?? "<stdin>"
        var failed = !finished.stream.problems.isEmpty
        for problem in finished.stream.problems {
            console.writeError("error: \(name): \(problem)\n")
        }
        if let message = finished.stream.reply.errorMessage {
            console.writeError("error: \(name): the agent failed: \(message.isEmpty ? Activity.genericError : message)\n")
            failed = true
        } else if timedOut {
            console.writeError("error: \(name): the agent couldn't answer: nothing arrived for \(Self.seconds(settings.replyTimeout)) while it was not working\n")
            failed = true
        }
        if interrupted { return ExitCode.interrupted }
        return failed ? ExitCode.failure : ExitCode.success
    }

    private func write(_ frames: [SessionFrame]) {
        guard settings.printsFrames else { return }
        let writer = FrameWriter(format: settings.options.format)
        for frame in frames { console.write(writer.json(frame) + "\n") }
    }

    /// `300 s`, `0.5 s`.
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() && value < 1e9 ? "\(Int(value)) s" : "\(value) s"
    }
}
