import Inkwell
import Rendering
import Pacing
import ReplyModel
import Wire

/// The live view of one streamed reply, as a state machine driven by input and time (no I/O,
/// no clock of its own), so tests can replay a stream with any timing.
struct LiveState {
    private var stream: ReplyStream
    private var queue: CharacterQueue
    private var live: LiveRender
    private var painter: ScreenPainter
    private var options: RenderOptions
    /// Whether the width is the terminal's, to follow when it is resized.
    private let followsTerminalWidth: Bool
    private var timeout: ReplyTimeout
    private let follows: Bool
    private var shownBytes = 0
    private var inputEnded = false
    private var finished = false
    private var activityStart: (activity: Activity, since: Double)?
    private var lastStatus: String?
    private var hasInput = false
    private let settingsFormat: StreamFormat?
    /// Set when the run is over.
    private(set) var exitCode: Int32?

    /// `height` and `columns`: the terminal's size (columns nil when unknown: no line wraps).
    init(settings: StreamSettings, height: Int, columns: Int? = nil) {
        options = settings.options
        followsTerminalWidth = settings.followsTerminalWidth
        settingsFormat = settings.format
        timeout = ReplyTimeout(limit: settings.replyTimeout)
        follows = settings.follows
        stream = ReplyStream(format: settings.format ?? .text, options: settings.options, rendersText: false)
        queue = CharacterQueue(interval: settings.isInstant ? 0 : settings.letterInterval)
        live = LiveRender(options: settings.options)
        painter = ScreenPainter(height: height, columns: columns)
    }

    /// The terminal was resized: the next tick repaints the tail, laid out at the new width
    /// when the width is the terminal's (committed output stays as printed; the terminal
    /// rewraps it).
    mutating func resize(height: Int, columns: Int?) {
        painter.resize(height: height, columns: columns)
        if followsTerminalWidth, let columns, columns != options.width {
            options.width = columns
            lastTail = live.relayout(width: columns)
        }
        lastRegion = nil
    }

    /// Input arrived.
    mutating func receive(_ chunk: [UInt8], at now: Double) {
        if !hasInput, settingsFormat == nil, let format = StreamSession.detect(chunk) {
            stream = ReplyStream(format: format, options: options, rendersText: false)
        }
        hasInput = true
        if !stream.feed(chunk, at: now).isEmpty { timeout.noteEvent(at: now) }
        queue.setTarget(stream.reply.markdown, isGenerating: stream.reply.isGenerating, now: now)
    }

    /// Whether the stream's end came while its input is still open (a followed file).
    var replyHasEnded: Bool {
        !inputEnded && stream.isComplete
    }

    /// The input ended: whatever was not shown yet types out quickly, then the run ends.
    mutating func endInput(at now: Double) {
        inputEnded = true
        _ = stream.finish(at: now)
        queue.setTarget(stream.reply.markdown, isGenerating: false, now: now)
    }

    /// How long the loop may sleep before the next tick.
    func wakeInterval(now: Double) -> Double {
        if !queue.isIdle { return 0.016 }
        if activityStart != nil { return 0.25 }
        return 0.5
    }

    /// Advances time: releases text, checks the reply timeout, returns what to paint.
    mutating func tick(now: Double) -> String {
        guard !finished else { return "" }
        checkTimeout(now: now)
        var committed: [String] = []
        let release = queue.tick(now: now)
        if release.isReplacement {
            live = LiveRender(options: options)
            shownBytes = 0
            held = Held()
            committed.append(painter.clear() + "\u{1B}[2m── regenerated ──\u{1B}[0m")
        }
        if release.shownUTF8Count > shownBytes {
            // NB: only the bytes released since, not the whole text shown, are copied.
            let shown = queue.shown.utf8
            let frame = live.append(utf8: Array(shown.dropFirst(shownBytes)))
            shownBytes = shown.count
            held.revise(by: frame.revisions)
            for (offset, entry) in frame.committed.enumerated() {
                if held.isEmpty, offset >= frame.mayBeRevised.count || !frame.mayBeRevised[offset] {
                    committed.append(entry)
                } else {
                    held.append(entry, index: frame.firstIndex + offset)
                }
            }
            lastTail = frame.provisional
        }
        if (inputEnded || timeout.hasExpired) && queue.isIdle {
            return finish(stepsOutput(now: now, final: true).committed + committed)
        }
        let steps = stepsOutput(now: now, final: false)
        let status = statusLine(now: now)
        let region = [steps.open, held.lastLines(painter.height), lastTail].filter { !$0.isEmpty }.joined(separator: "\n")
        guard !committed.isEmpty || !steps.committed.isEmpty || release.isChange || status != lastStatus
                || region != lastRegion else { return "" }
        lastStatus = status
        lastRegion = region
        return painter.paint(committed: steps.committed + committed, tail: region, status: status)
    }

    /// What the last repaint showed below the committed output; nil forces a repaint.
    private var lastRegion: String? = ""
    private var printedSteps = 0
    private var stepSeen: [Int: Double] = [:]

    /// Finished steps (in order, up to the first open one) to print once, and the open ones to
    /// redraw, reasoning with its live seconds ("Thinking… 7s").
    private mutating func stepsOutput(now: Double, final: Bool) -> (committed: [String], open: String) {
        let steps = stream.reply.steps
        var committed: [String] = []
        while printedSteps < steps.count, final || Self.isSettled(steps[printedSteps]) {
            committed.append(renderStep(steps[printedSteps], index: printedSteps, now: now))
            printedSteps += 1
        }
        let open = steps.indices.dropFirst(printedSteps).map { renderStep(steps[$0], index: $0, now: now) }
        return (committed.isEmpty ? [] : [committed.joined()], open.joined())
    }

    private static func isSettled(_ step: ReplyPart) -> Bool {
        switch step {
        case .reasoning(let part): !part.isStreaming
        case .toolCall(let call): call.status.isFinished
        case .unknown: true
        case .text, .file, .source: true
        }
    }

    private mutating func renderStep(_ step: ReplyPart, index: Int, now: Double) -> String {
        var shown = step
        if case .reasoning(var part) = step, part.isStreaming {
            let since = stepSeen[index] ?? now
            stepSeen[index] = since
            part.duration = now - since
            shown = .reasoning(part)
        }
        let theme = options.theme ?? Inkwell.defaultTheme(for: options.colorDepth)
        let renderer = ReplyANSIRenderer(options: ANSIRenderer.Options(width: options.width, theme: theme,
                                                                       hyperlinks: options.hyperlinks),
                                         strings: options.strings)
        let lines = renderer.render(Reply(parts: [shown]), document: Document(), reasoning: [])
        return ANSIEncoder(depth: options.colorDepth, hyperlinks: options.hyperlinks).encode(lines) + "\n"
    }

    private var lastTail = ""
    /// Committed blocks not printed yet: from the first that a late definition may revise.
    private var held = Held()

    /// Blocks the terminal holds back (redrawn with the tail, cropped to the screen like it)
    /// until the reply ends, from the first one a definition arriving later may still change
    /// (`LiveFrame.mayBeRevised`): a terminal cannot replace what it printed, so `[1]` would
    /// stay raw text above the finished reply. The ones after it wait too, to keep the order.
    struct Held {
        private(set) var entries: [String] = []
        /// The index of the first among all committed entries.
        private var first = 0
        /// The entries' lines as redrawn: a blank line between each, as committed blocks are
        /// printed.
        private var lines: [Substring] = []

        var isEmpty: Bool { entries.isEmpty }

        mutating func append(_ entry: String, index: Int) {
            if entries.isEmpty { first = index } else { lines.append("") }
            lines += ScreenPainter.lines(of: entry)
            entries.append(entry)
        }

        /// The last `count` lines, to redraw: only the screen's worth can show, and joining
        /// all of a long reply's lines on every tick cost O(reply).
        func lastLines(_ count: Int) -> String {
            lines.isEmpty ? "" : lines.suffix(count).joined(separator: "\n") + "\n"
        }

        /// Applies the revisions a frame brings while the reply streams (citations whose
        /// footnote was defined): the entries they revise are all held.
        mutating func revise(by revisions: [LiveFrame.Revision]) {
            guard !revisions.isEmpty else { return }
            let (start, revised) = (first, revised(by: revisions))
            self = Held()
            for (offset, entry) in revised.enumerated() { append(entry, index: start + offset) }
        }

        /// The entries with the final frame's revisions applied.
        func revised(by revisions: [LiveFrame.Revision]) -> [String] {
            var revised = entries
            for revision in revisions where revision.index >= first && revision.index - first < revised.count {
                revised[revision.index - first] = revision.output
            }
            return revised
        }
    }

    /// Ctrl-C: what was shown stays, the tail as it is, no activity line; held blocks are
    /// printed with the definitions that did arrive.
    mutating func stop() -> String {
        finished = true
        exitCode = ExitCode.interrupted
        let revisions = held.isEmpty ? [] : live.finish().revisions
        return painter.paint(committed: held.revised(by: revisions), tail: lastTail, status: nil)
    }

    private mutating func finish(_ committed: [String]) -> String {
        finished = true
        // A reply cut short (the agent failed or went silent, or its stream broke off) keeps
        // its tail as it was shown.
        let final = live.finish(keepingTail: failureMessage != nil || stream.endedEarly)
        var output = painter.paint(committed: committed + held.revised(by: final.revisions) + final.committed, tail: "", status: nil)
        if let message = failureMessage {
            output += "\n" + Self.errorStyle(message, depth: options.colorDepth) + "\n"
        }
        exitCode = failureMessage == nil && stream.problems.isEmpty ? 0 : 1
        return output
    }

    private var failureMessage: String? {
        if timeout.hasExpired && !ReplyTimeout.silenceEnds(stream.reply, format: stream.format, follows: follows) {
            return Activity.genericError
        }
        if let message = stream.reply.errorMessage { return message.isEmpty ? Activity.genericError : message }
        return nil
    }

    private mutating func checkTimeout(now: Double) {
        guard !inputEnded, !timeout.hasExpired else { return }
        if timeout.check(now: now, reply: stream.reply) { queue.showAll() }
    }

    private mutating func statusLine(now: Double) -> String? {
        guard let activity = stream.reply.activity, !inputEnded else {
            activityStart = nil
            return nil
        }
        if activityStart?.activity != activity { activityStart = (activity, now) }
        var text = activity.label
        if case .thinking = activity, let start = activityStart?.since, now - start >= 1 {
            text += " " + DurationText.narrow(seconds: now - start)
        }
        return Self.dim(text, depth: options.colorDepth)
    }

    static func dim(_ text: String, depth: ColorDepth) -> String {
        depth == .none ? text : "\u{1B}[2m" + text + "\u{1B}[0m"
    }

    static func errorStyle(_ text: String, depth: ColorDepth) -> String {
        depth == .none ? text : "\u{1B}[31m" + text + "\u{1B}[0m"
    }
}
