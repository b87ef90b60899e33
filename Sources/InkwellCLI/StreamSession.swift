import Dispatch
import Inkwell
import ReplyModel
import Wire

/// One run of `inkwell stream`: the reply stream in the chosen or detected format, the clock,
/// and what a frame needs besides the change (the current tail, the committed count).
struct StreamSession {
    private(set) var stream: ReplyStream
    private var provisional = ""
    private var committed = 0
    private let start = DispatchTime.now().uptimeNanoseconds

    init(settings: StreamSettings, firstChunk: [UInt8]) {
        let format = settings.format ?? Self.detect(firstChunk) ?? .text
        stream = ReplyStream(format: format, options: settings.options)
    }

    /// The format of the first line that says what it is; text when none does.
    static func detect(_ chunk: [UInt8]) -> StreamFormat? {
        for line in String(decoding: chunk.prefix(4096), as: UTF8.self).split(separator: "\n").prefix(8) {
            if let format = StreamFormat.detect(firstLine: String(line)) { return format }
        }
        return nil
    }

    private var now: Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Whether nothing has been fed yet.
    private(set) var isFresh = true

    mutating func feed(_ chunk: [UInt8]) -> [SessionFrame] {
        isFresh = false
        let time = now
        var frames: [SessionFrame] = []
        for change in stream.feed(chunk, at: time) { frames.append(frame(change)) }
        return frames
    }

    mutating func finish(timedOut: Bool = false) -> [SessionFrame] {
        let time = now
        var frames: [SessionFrame] = []
        for change in stream.finish(at: time, timedOut: timedOut) { frames.append(frame(change)) }
        if !frames.isEmpty { frames[frames.count - 1].isFinal = true }
        return frames
    }

    private mutating func frame(_ change: ReplyFrame) -> SessionFrame {
        let index = committed
        if let text = change.text {
            committed = text.isReset ? text.committed.count : committed + text.committed.count
            provisional = text.provisional
        }
        return SessionFrame(text: change.text, reply: change.reply, provisional: provisional,
                            index: change.text?.isReset == true ? 0 : index)
    }
}

/// A frame as `--frames` prints it.
struct SessionFrame {
    var text: LiveFrame?
    var reply: Reply
    var provisional: String
    /// How many committed entries came before this frame's.
    var index: Int
    var isFinal = false
}

/// The steps of a reply (reasoning, tool calls) as compact JSON for frames.
enum StepsJSON {
    static func encode(_ steps: [ReplyPart]) -> String {
        "[" + steps.map(encode).joined(separator: ",") + "]"
    }

    private static func encode(_ step: ReplyPart) -> String {
        switch step {
        case .reasoning(let part):
            let duration = part.duration.map { "\($0)" } ?? "null"
            return "{\"type\":\"reasoning\",\"streaming\":\(part.isStreaming),\"duration\":\(duration),\"text\":\(JSONValue.quoted(part.text))}"
        case .toolCall(let call):
            let duration = call.duration.map { "\($0)" } ?? "null"
            return "{\"type\":\"tool_call\",\"id\":\(JSONValue.quoted(call.id)),\"title\":\(JSONValue.quoted(call.title)),"
                + "\"status\":\(JSONValue.quoted(call.status.shown.rawValue)),\"duration\":\(duration)}"
        case .unknown(let kind):
            return "{\"type\":\"unknown\",\"kind\":\(JSONValue.quoted(kind))}"
        case .text, .file, .source:
            return "null"
        }
    }
}
