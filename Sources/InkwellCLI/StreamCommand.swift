import Dispatch
import Inkwell
import Wire

/// `inkwell stream`: renders a reply while it arrives.
enum StreamCommand {
    static let spec = CommandSpec(
        name: "stream",
        overview: "Render a reply while it streams in: committed blocks once, the open tail redrawn.",
        arguments: [("<input>", "A file (one still being written: see --follow), or - for stdin. Default: stdin.")],
        options: [
            .init(names: ["--input"], valueName: "format", help: "What the input is: text, ai-sdk, stream-chat, openai or anthropic. (default: detected from the first line)"),
            .init(names: ["--to"], valueName: "format", help: "Output format: ansi, html or json. (default: ansi)"),
            .init(names: ["--frames"], valueName: nil, help: "Print one JSON line per update: {\"committed\", \"provisional\", \"activity\"}."),
            .init(names: ["--letter-interval"], valueName: "seconds", help: "Typing pace on a terminal, per character. (default: 0.005)"),
            .init(names: ["--instant"], valueName: nil, help: "Show text as it arrives, without typing it out."),
            .init(names: ["--follow"], valueName: nil, help: "A file being written: at its end, wait for more until the reply ends (raw text: until --reply-timeout passes)."),
            .init(names: ["--reply-timeout"], valueName: "seconds", help: "Give up when nothing arrives for this long and the agent is not working. (default: 300)"),
            .init(names: ["--theme"], valueName: "name|path", help: "Theme for ansi and html (see 'inkwell themes'). (default: dark; plain without colour)"),
            .init(names: ["--width"], valueName: "cols", help: "ANSI: line width. (default: $COLUMNS, else the terminal's width, else 80)"),
            .init(names: ["--color"], valueName: "when", help: "ANSI: auto, always or never. (default: auto)"),
            .init(names: ["--strings"], valueName: "file|lang", help: "Labels: a JSON file of keys to override, or a built-in language (en, de). (default: en)"),
            .init(names: ["--extensions"], valueName: "list", help: "GFM extensions, as for render. (default: all)"),
        ])

    static func run(_ arguments: ArraySlice<String>, console: any Console) -> Int32 {
        let settings: StreamSettings
        do {
            let parsed = try spec.parse(arguments)
            if parsed.wantsHelp {
                console.write(spec.help)
                return ExitCode.success
            }
            settings = try StreamSettings(parsed, console: console)
        } catch {
            return CLI.fail(error, usage: spec.usage, helpCommand: "inkwell stream --help", console: console)
        }
        let source: ChunkSource
        do {
            source = try ChunkSource(path: settings.input, console: console, follows: settings.follows)
        } catch {
            console.writeError("error: \(error.path): cannot read: \(error.reason)\n")
            return ExitCode.failure
        }
        if console.isOutputTerminal && !settings.printsFrames && settings.options.format == .ansi {
            return LiveTerminal(settings: settings, console: console, source: source).run()
        }
        // NB: Ctrl-C then ends the reply with what arrived (a redirected rendering keeps it)
        // instead of killing the process.
        let signals = Interrupt.install()
        defer { Interrupt.uninstall(signals) }
        return StreamPrinter(settings: settings, console: console).run(source)
    }
}

/// Encodes frames as JSON lines (`--frames`).
struct FrameWriter {
    let format: OutputFormat

    /// `{"committed": [...], "provisional": ..., "activity": ...}` on one line; for JSON
    /// output the rendered blocks are embedded as JSON values, otherwise as strings.
    func json(_ frame: SessionFrame) -> String {
        var fields = textFields(frame.text, provisional: frame.provisional, index: frame.index)
        if let activity = frame.reply.activity {
            fields.append("\"activity\":{\"state\":\(JSONValue.quoted(activity.state)),\"label\":\(JSONValue.quoted(activity.label))}")
        } else {
            fields.append("\"activity\":null")
        }
        if !frame.reply.steps.isEmpty { fields.append("\"steps\":\(StepsJSON.encode(frame.reply.steps))") }
        if frame.isFinal { fields.append("\"final\":true") }
        return "{" + fields.joined(separator: ",") + "}"
    }

    private func textFields(_ frame: LiveFrame?, provisional: String, index: Int) -> [String] {
        let committed = (frame?.committed ?? []).map(embed).joined(separator: ",")
        let tail = embed(provisional.isEmpty && format == .json ? "[]" : provisional)
        var fields: [String] = [
            "\"index\":\(index)",
            "\"committed\":[\(committed)]",
            "\"provisional\":\(tail)",
        ]
        guard let frame else { return fields }
        if !frame.revisions.isEmpty {
            let revisions = frame.revisions.map { revision -> String in
                "{\"index\":\(revision.index),\"output\":\(embed(revision.output))}"
            }
            fields.append("\"revisions\":[\(revisions.joined(separator: ","))]")
        }
        if frame.mayBeRevised.contains(true) {
            fields.append("\"mayBeRevised\":[\(frame.mayBeRevised.map(String.init).joined(separator: ","))]")
        }
        if let fence = frame.openFence { fields.append("\"openFence\":" + JSONValue.quoted(fence)) }
        if frame.isReset { fields.append("\"reset\":true") }
        return fields
    }

    /// A rendered value as JSON: verbatim for JSON output, a string otherwise.
    private func embed(_ rendered: String) -> String {
        format == .json ? rendered : JSONValue.quoted(rendered)
    }
}
