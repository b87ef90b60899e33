import Inkwell
import Wire

/// The stream command's options, checked.
struct StreamSettings {
    var options = RenderOptions(format: .ansi, isFragment: true)
    var input: String?
    /// The wire format; nil means detect it from the first lines.
    var format: StreamFormat?
    var printsFrames = false
    /// Seconds per character while typing out (`--letter-interval`).
    var letterInterval = 0.005
    /// Show text as it arrives, without typing it out (`--instant`).
    var isInstant = false
    /// Give up when nothing arrives for this long and the agent does not say it is working.
    var replyTimeout = 300.0
    /// Keep reading a file after its end, as it is being written (`--follow`).
    var follows = false
    /// Whether the width is the terminal's, to follow when it is resized.
    var followsTerminalWidth = false

    init(_ parsed: ParsedArguments, console: any Console) throws(UsageError) {
        if let name = parsed.value("--input") {
            guard let value = StreamFormat(rawValue: name) else {
                let known = StreamFormat.allCases.map(\.rawValue).joined(separator: ", ")
                throw .invalidValue(option: "--input", value: name, reason: "expected one of \(known)")
            }
            format = value
        }
        try CommonOptions.read(parsed, into: &options)
        printsFrames = parsed.has("--frames")
        isInstant = parsed.has("--instant")
        follows = parsed.has("--follow")
        letterInterval = try Self.seconds(parsed, "--letter-interval") ?? letterInterval
        replyTimeout = try Self.seconds(parsed, "--reply-timeout") ?? replyTimeout
        let terminal = try TerminalSettings(parsed, console: console)
        options.width = terminal.width
        followsTerminalWidth = terminal.followsTerminal
        options.colorDepth = terminal.depth
        options.hyperlinks = terminal.hyperlinks
        options.theme = terminal.theme
        options.strings = try StringsOption.load(parsed)
        guard parsed.positionals.count <= 1 else {
            throw .conflict("'inkwell stream' renders one reply; got \(parsed.positionals.count) inputs.")
        }
        input = parsed.positionals.first.flatMap { $0 == "-" ? nil : $0 }
    }

    private static func seconds(_ parsed: ParsedArguments, _ option: String) throws(UsageError) -> Double? {
        guard let text = parsed.value(option) else { return nil }
        guard let value = Double(text), value.isFinite, value >= 0 else {
            throw .invalidValue(option: option, value: text, reason: "expected a number of seconds")
        }
        return value
    }
}
