import Inkwell

/// `inkwell stream`: renders a reply while it arrives.
enum StreamCommand {
    static let spec = CommandSpec(
        name: "stream",
        overview: "Render a reply while it streams in: committed blocks once, the open tail redrawn.",
        arguments: [("<input>", "A file being written, or - for stdin. Default: stdin.")],
        options: [
            .init(names: ["--input"], valueName: "format", help: "What the input is: text. (default: text)"),
            .init(names: ["--to"], valueName: "format", help: "Output format: html or json. (default: html)"),
            .init(names: ["--frames"], valueName: nil, help: "Print one JSON line per update: {\"committed\", \"provisional\", \"activity\"}."),
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
            settings = try StreamSettings(parsed)
        } catch {
            return CLI.fail(error, usage: spec.usage, helpCommand: "inkwell stream --help", console: console)
        }
        let source: ChunkSource
        do {
            source = try ChunkSource(path: settings.input, console: console)
        } catch {
            console.writeError("error: \(error.path): cannot read: \(error.reason)\n")
            return ExitCode.failure
        }
        var live = LiveRender(options: settings.options)
        let frames = FrameWriter(format: settings.options.format)
        while let chunk = source.next() {
            let frame = live.append(utf8: chunk)
            if settings.printsFrames { console.write(frames.json(frame) + "\n") }
        }
        let last = live.finish()
        if settings.printsFrames {
            console.write(frames.json(last) + "\n")
        } else {
            console.write(Inkwell.render(live.document, options: settings.options))
        }
        return ExitCode.success
    }
}

/// Encodes frames as JSON lines (`--frames`).
struct FrameWriter {
    let format: OutputFormat

    /// `{"committed": [...], "provisional": ..., "activity": null}` on one line; for JSON
    /// output the rendered blocks are embedded as JSON values, otherwise as strings.
    func json(_ frame: LiveFrame) -> String {
        let committed = frame.committed.map(embed).joined(separator: ",")
        let provisional = embed(frame.provisional.isEmpty && format == .json ? "[]" : frame.provisional)
        var fields: [String] = [
            "\"index\":\(frame.firstIndex)",
            "\"committed\":[\(committed)]",
            "\"provisional\":\(provisional)",
            "\"activity\":null",
        ]
        if !frame.revisions.isEmpty {
            let revisions = frame.revisions.map { revision -> String in
                "{\"index\":\(revision.index),\"output\":\(embed(revision.output))}"
            }
            fields.append("\"revisions\":[\(revisions.joined(separator: ","))]")
        }
        if let fence = frame.openFence { fields.append("\"openFence\":" + JSONText.quoted(fence)) }
        if frame.isFinal { fields.append("\"final\":true") }
        if frame.isReset { fields.append("\"reset\":true") }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// A rendered value as JSON: verbatim for JSON output, a string otherwise.
    private func embed(_ rendered: String) -> String {
        format == .json ? rendered : JSONText.quoted(rendered)
    }
}
