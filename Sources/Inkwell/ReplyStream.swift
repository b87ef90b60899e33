import ReplyModel
import Streaming
import Wire

/// A streamed reply in any wire format, decoded, folded into a `Reply` and rendered live.
///
/// Bytes go in as they arrive; out comes one `ReplyFrame` per event that changed the reply
/// (no coalescing, so a recorded stream always gives the same frames). Text deltas feed the
/// live markdown rendering; reasoning, tool calls and activity change the reply around it.
public struct ReplyStream: Sendable {
    /// The wire format being read.
    public let format: StreamFormat
    private var decoder: any StreamDecoder
    private var plainText = PlainTextDecoder()
    private var lines = LineBuffer()
    /// The start of a UTF-8 sequence split across chunks of plain text.
    private var partialCharacter: [UInt8] = []
    private var builder = ReplyBuilder()
    private var live: LiveRender
    /// Events that could not be decoded, in order (reported, then skipped).
    public private(set) var problems: [DecodeError] = []

    /// Whether text changes are rendered here; a paced view renders the shown text itself.
    private let rendersText: Bool

    /// Starts reading a reply in `format`, rendered with `options`.
    public init(format: StreamFormat, options: RenderOptions, rendersText: Bool = true) {
        self.format = format
        self.decoder = format.makeDecoder()
        self.live = LiveRender(options: options)
        self.rendersText = rendersText
    }

    /// The reply so far.
    public var reply: Reply { builder.reply }

    /// Whether the stream's end came (its finish event or end marker; plain text has none):
    /// a stream read on after its end, as a file being written is, is over then.
    public var isComplete: Bool { format != .text && decoder.isComplete }

    /// The document of the reply text so far.
    public var document: Document { live.document }

    /// Feeds bytes that arrived at `now` (seconds on a monotonic clock).
    public mutating func feed(_ bytes: [UInt8], at now: Double) -> [ReplyFrame] {
        if format == .text {
            let text = partialCharacter + bytes
            let complete = UTF8Boundary.completePrefixLength(text[...])
            partialCharacter = Array(text[complete...])
            return apply(plainText.feed(chunk: String(decoding: text[..<complete], as: UTF8.self)), at: now)
        }
        return lines.append(bytes).flatMap { apply(decoder.feed(line: $0), at: now) }
    }

    /// Whether the reply ended before its end: the agent failed, or its stream broke off
    /// before the finish event. Its text was never finished (see `finish(at:timedOut:)`).
    public var endedEarly: Bool {
        reply.errorMessage != nil || format != .text && !decoder.isComplete
    }

    /// Ends the input: flushes the decoder, commits the rest of the text. A reply that ended
    /// early, or `timedOut` (the agent went silent while it should have been working), keeps
    /// its text's tail as last shown, healed (`LiveRender.finish(keepingTail:)`).
    public mutating func finish(at now: Double, timedOut: Bool = false) -> [ReplyFrame] {
        var frames: [ReplyFrame] = []
        if format != .text, let rest = lines.finish() { frames += apply(decoder.feed(line: rest), at: now) }
        if !partialCharacter.isEmpty {
            frames += apply(plainText.feed(chunk: String(decoding: partialCharacter, as: UTF8.self)), at: now)
        }
        frames += apply(format == .text ? plainText.finish() : decoder.finish(), at: now)
        _ = builder.apply(.done, at: now)
        frames.append(ReplyFrame(text: rendersText ? live.finish(keepingTail: timedOut || endedEarly) : nil, reply: builder.reply))
        return frames
    }

    private mutating func apply(_ events: [StreamEvent], at now: Double) -> [ReplyFrame] {
        var frames: [ReplyFrame] = []
        for event in events {
            if case .malformed(let problem) = event {
                problems.append(problem)
                continue
            }
            switch builder.apply(event, at: now) {
            case .textAppended(let added):
                frames.append(ReplyFrame(text: rendersText ? live.append(added) : nil, reply: builder.reply))
            case .textReplaced(let text):
                frames.append(ReplyFrame(text: rendersText ? live.replace(with: text) : nil, reply: builder.reply))
            case .steps, .status: frames.append(ReplyFrame(text: nil, reply: builder.reply))
            case .none: break
            }
        }
        return frames
    }
}

/// One visible change of a streamed reply.
public struct ReplyFrame: Sendable, Hashable {
    /// The change to the rendered text, when the text changed.
    public var text: LiveFrame?
    /// The reply after the change (steps, activity, error).
    public var reply: Reply
}

