// How the queue paces text.
//
// The queue holds a *target* (the whole text the agent has sent so far) and a *shown* prefix of
// it that always ends on a grapheme-cluster (`Character`) boundary. Time is never read: callers
// pass `now` (seconds on any monotonic clock) to `setTarget`, `append` and `tick`.
//
// Each tick releases the larger of two amounts:
// - the nominal typing rate: `elapsed / interval` characters (a fractional remainder carries);
// - the catch-up amount: every chunk of text that arrives at time `t` gets a deadline
//   `t + maxLag`, and its characters become due linearly between `t` and the deadline. A burst
//   therefore reads as a fast but steady stream, and no character is shown later than `maxLag`
//   after it arrived (to within one tick).
//
// NB: while the agent is still generating, the last character of the target is held back, since
// the next delta may still grow it into a larger cluster (an emoji waiting for its ZWJ partner or
// skin tone, a flag's second half, a letter's combining mark, CR before LF); a half-received
// cluster never flashes on screen. It is released when more text arrives, when generation ends,
// or once it has waited `maxLag`.
//
// Generation ending: text that was never generating (a stored reply) shows at once; when
// generation ends mid-way, the backlog keeps its deadlines and finishes within `maxLag`.
// Replacement: a target that does not start with the shown text cuts the shown text back to
// the longest common prefix of whole characters, then types the new remainder (or shows it at
// once when not generating); the next `tick` reports `isReplacement`.

/// Reveals a growing text like a typewriter that never falls more than `maxLag` behind.
public struct CharacterQueue: Sendable, Hashable {
    /// Seconds per character at the nominal rate.
    public let interval: Double
    /// The most a character may wait, in seconds, between arriving and being shown.
    public let maxLag: Double
    /// The whole text received so far.
    public private(set) var target: String = ""
    /// Whether the agent is still writing the target.
    public private(set) var isGenerating = false
    /// Whether `stop()` ended the queue; further targets are ignored until `reset()`.
    public private(set) var isStopped = false

    var shownEnd: String.Index
    var shownCount = 0
    var pendingCount = 0
    var arrivals: [Arrival] = []
    var settledCount = 0
    var budget = 0.0
    var lastTick: Double?
    var wasCutBack = false
    var lastArrivalTime = 0.0

    /// A chunk of text that arrived at `time`, ending at character `end` (counted from the
    /// start of the current typing run).
    struct Arrival: Sendable, Hashable {
        var end: Int
        var time: Double
    }

    /// Creates an empty queue typing one character every `interval` seconds; 0 shows text as
    /// it arrives (`--instant`), but for a last character that may still grow.
    public init(interval: Double = 0.005, maxLag: Double = 0.25) {
        // NB: 0 stays 0 (`tick` then releases all it may, without dividing by it); only a
        // value that is no number of seconds falls back to the default.
        self.interval = interval.isFinite ? max(0, interval) : 0.005
        self.maxLag = max(0, maxLag)
        shownEnd = target.startIndex
    }

    /// The visible prefix of the target, always whole characters.
    public var shown: Substring { target[..<shownEnd] }

    /// The length of `shown` in UTF-8 bytes.
    public var shownUTF8Count: Int { target.utf8.distance(from: target.startIndex, to: shownEnd) }

    /// The number of characters received but not yet shown.
    public var backlog: Int { pendingCount }

    /// Whether everything received is shown, so a driver may stop ticking until the next text.
    public var isIdle: Bool { pendingCount == 0 }

    /// Whether the text is final and fully shown (generation ended, or the queue was stopped).
    public var isFinished: Bool { isStopped || (!isGenerating && pendingCount == 0) }

    /// Seconds the oldest unshown character has waited at `now`; zero when nothing waits.
    public func lag(now: Double) -> Double {
        guard pendingCount > 0 else { return 0 }
        let oldest = arrivals.first { $0.end > shownCount }
        return oldest.map { max(0, now - $0.time) } ?? 0
    }

    /// Sets the whole text received so far (Stream Chat style: each update carries everything).
    public mutating func setTarget(_ text: String, isGenerating generating: Bool, now: Double) {
        guard !isStopped else { return }
        let wasGenerating = isGenerating
        let wasIdle = isIdle
        let targetBytes = target.utf8.count
        let extendsTarget = Self.hasPrefix(text, of: target, length: targetBytes)
        let changed = !extendsTarget || text.utf8.count != targetBytes
        isGenerating = generating
        let replaced = !resync(to: text, extendsTarget: extendsTarget)
        target = text
        recordArrival(now: now, resetting: replaced)
        if changed { lastArrivalTime = now }
        if !generating && (!wasGenerating || replaced) {
            showAll()
        } else if wasIdle {
            lastTick = now
            budget = 0
        }
    }

    /// Appends a delta to the target (AI SDK style); cheaper than `setTarget` for long texts.
    public mutating func append(_ delta: String, isGenerating generating: Bool = true, now: Double)
    {
        guard !isStopped else { return }
        let offset = shownUTF8Count
        let wasIdle = isIdle
        let wasGenerating = isGenerating
        isGenerating = generating
        target += delta
        realignShownEnd(utf8Offset: offset)
        recordArrival(now: now, resetting: false)
        if !delta.isEmpty { lastArrivalTime = now }
        if !generating && !wasGenerating {
            showAll()
        } else if wasIdle {
            lastTick = now
            budget = 0
        }
    }

    /// Advances the clock to `now` and reveals what is due.
    public mutating func tick(now: Double) -> Release {
        let elapsed = lastTick.map { max(0, now - $0) } ?? 0
        lastTick = now
        let replaced = wasCutBack
        wasCutBack = false
        let releasable = releasableCount(now: now)
        guard releasable > 0 else {
            budget = 0
            return Release(
                shownUTF8Count: shownUTF8Count, revealedCount: 0, isReplacement: replaced)
        }
        // NB: clamped so an absurd clock (infinity, a jump of years) cannot overflow Int; the
        // epsilon absorbs float drift in summed tick lengths.
        budget = interval > 0 ? min(budget + elapsed / interval, Double(releasable)) : Double(releasable)
        let nominal = budget.isFinite ? Int((budget + 1e-6).rounded(.down)) : releasable
        let due = dueCount(now: now) - shownCount
        let step = min(releasable, max(nominal, due))
        budget = step == releasable ? 0 : max(0, budget - Double(step))
        reveal(step)
        return Release(shownUTF8Count: shownUTF8Count, revealedCount: step, isReplacement: replaced)
    }

    /// Shows everything received at once (for `--instant`, or a reader who skips ahead).
    public mutating func showAll() {
        shownCount += pendingCount
        pendingCount = 0
        shownEnd = target.endIndex
        arrivals.removeAll()
        settledCount = shownCount
        budget = 0
    }

    /// Keeps what is shown, drops the rest and ends: later targets are ignored until `reset()`.
    public mutating func stop() {
        target = String(shown)
        shownEnd = target.endIndex
        pendingCount = 0
        arrivals.removeAll()
        settledCount = shownCount
        isGenerating = false
        isStopped = true
    }

    /// Forgets everything, keeping the rates.
    public mutating func reset() {
        self = CharacterQueue(interval: interval, maxLag: maxLag)
    }
}
