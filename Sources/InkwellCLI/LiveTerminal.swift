// `inkwell stream` on a terminal: input is read as it arrives (poll), events fold into the
// reply, the character queue paces the text, and the screen painter redraws the tail. Time
// comes from a monotonic clock; the loop wakes at least every 16 ms while text is typing out
// and every 250 ms while an activity line shows seconds.
import Dispatch
import Inkwell
import Pacing
import ReplyModel
import Synchronization
import Wire

#if canImport(Glibc)
import Glibc
#endif

/// Set by SIGINT; the loop stops at its next wake-up.
enum Interrupt {
    static let received = Atomic<Bool>(false)

    /// Routes SIGINT to `received` instead of killing the process, until `uninstall`.
    static func install() -> any DispatchSourceSignal {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { received.store(true, ordering: .relaxed) }
        source.resume()
        return source
    }

    /// Lets SIGINT kill the process again.
    static func uninstall(_ source: any DispatchSourceSignal) {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}

struct LiveTerminal {
    let settings: StreamSettings
    let console: any Console
    let source: ChunkSource

    /// Runs until the input ends and the text has typed out, or Ctrl-C; returns the exit code.
    func run() -> Int32 {
        let signals = Interrupt.install()
        defer { Interrupt.uninstall(signals) }
        var size = (height: console.terminalHeight ?? 24, columns: console.terminalWidth)
        var state = LiveState(settings: settings, height: size.height, columns: size.columns)
        console.write("\u{1B}[?25l")
        defer { console.write("\u{1B}[?25h") }
        while true {
            if Interrupt.received.load(ordering: .relaxed) {
                console.write(state.stop())
                return ExitCode.interrupted
            }
            let now = Clock.now
            switch source.wait(timeout: state.wakeInterval(now: now)) {
            case .data(let chunk): state.receive(chunk, at: Clock.now)
            case .end: state.endInput(at: Clock.now)
            case .timeout:
                // A followed file: its reply ended, though the file may yet grow.
                if source.isCaughtUp, state.replyHasEnded {
                    source.stop()
                    state.endInput(at: Clock.now)
                }
            }
            // The size is read before every paint rather than on SIGWINCH: a terminal may
            // rewrap its lines before the signal comes, and a paint made for the old size in
            // between would be counted over the wrong rows.
            let current = (height: console.terminalHeight ?? 24, columns: console.terminalWidth)
            if current != size {
                size = current
                state.resize(height: size.height, columns: size.columns)
            }
            let paint = state.tick(now: Clock.now)
            if !paint.isEmpty { console.write(paint) }
            if let code = state.exitCode { return code }
        }
    }
}

/// Monotonic seconds.
enum Clock {
    static var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
