import ReplyModel
import Wire

/// `--reply-timeout`: a reply is given up when nothing arrives (no text, no step, no activity)
/// for `limit` seconds after the request or the last thing that did, unless the agent says it
/// is working. Times are seconds on any monotonic clock; the live view and the printer off a
/// terminal share this rule.
struct ReplyTimeout {
    let limit: Double
    /// When the silence began: the first check (the request), then each event.
    private var since: Double?
    /// Whether the reply was given up (it stays so).
    private(set) var hasExpired = false

    init(limit: Double) {
        self.limit = limit
    }

    /// Something arrived that changed the reply.
    mutating func noteEvent(at now: Double) {
        since = now
    }

    /// Whether the reply is given up at `now`.
    mutating func check(now: Double, reply: Reply) -> Bool {
        guard !hasExpired else { return true }
        let start = since ?? now
        since = start
        if now - start > limit && !Self.isWorking(reply) { hasExpired = true }
        return hasExpired
    }

    /// How long to wait for input before checking again: nil (as long as it takes) while the
    /// agent says it is working.
    func wait(now: Double, reply: Reply) -> Double? {
        guard !Self.isWorking(reply) else { return nil }
        let start = since ?? now
        // NB: a little past the limit, so the check that follows finds it passed.
        return max(0, limit - (now - start)) + 0.001
    }

    /// Whether an expired timeout is how the reply ends rather than a failure: raw text read
    /// on after a file's end (`--follow`) has no end of its own, so once text came, silence
    /// ends it.
    static func silenceEnds(_ reply: Reply, format: StreamFormat, follows: Bool) -> Bool {
        follows && format == .text && !reply.markdown.isEmpty
    }

    /// Whether the agent says it is working (thinking, checking sources, generating): an
    /// activity that is not an error.
    static func isWorking(_ reply: Reply) -> Bool {
        switch reply.activity {
        case nil, .error?: false
        default: true
        }
    }
}
