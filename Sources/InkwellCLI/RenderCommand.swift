import Dispatch
import Inkwell
import Synchronization

/// `inkwell render`: files, directories or stdin to HTML, terminal text or JSON, in parallel.
enum RenderCommand {
    static let spec = CommandSpec(
        name: "render",
        overview: "Render markdown replies as a standalone HTML page, an HTML fragment, terminal text, an SVG picture or the JSON document model.",
        arguments: [("<inputs>", "Markdown files, directories (walked for .md, .markdown, .txt) or - for stdin. Default: stdin.")],
        options: [
            .init(names: ["--to"], valueName: "format", help: "Output format: html, ansi (terminal text), svg (one picture) or json. (default: html)"),
            .init(names: ["--theme"], valueName: "name|path", help: "Theme for ansi and the HTML page: a built-in name (see 'inkwell themes') or a JSON file. (default: dark; plain without colour)"),
            .init(names: ["--width"], valueName: "cols", help: "ANSI: line width. SVG: picture width in pixels (card) or columns (terminal). (default: $COLUMNS, else the terminal's width, else 80; SVG: 800 px or 80 columns)"),
            .init(names: ["--svg-style"], valueName: "style", help: "SVG: card (laid out like a page) or terminal (the terminal rendering in a window). (default: card)"),
            .init(names: ["--svg-text"], valueName: "mode", help: "SVG: text (<text> naming DejaVu Sans) or paths (glyph outlines, exact without the font). (default: text)"),
            .init(names: ["--color"], valueName: "when", help: "ANSI: auto (from NO_COLOR, FORCE_COLOR, COLORTERM, TERM and whether stdout is a terminal), always or never. (default: auto)"),
            .init(names: ["--fragment"], valueName: nil, help: "HTML: only the body, as cmark-gfm writes it, instead of a standalone page."),
            .init(names: ["--unsafe-html"], valueName: nil, help: "HTML: pass raw HTML from the input through (the tag filter still applies)."),
            .init(names: ["--extensions"], valueName: "list", help: "GFM extensions, comma-separated from table, strikethrough, autolink, tagfilter, tasklist, footnotes; or none. (default: all)"),
            .init(names: ["-o", "--output"], valueName: "file", help: "Write the output to this file instead of standard output."),
            .init(names: ["--out-dir"], valueName: "dir", help: "Write one output per input into this directory, mirroring names."),
            .init(names: ["--jobs"], valueName: "n", help: "Render this many inputs in parallel. (default: the number of cores)"),
            .init(names: ["--strings"], valueName: "file|lang", help: "Labels: a JSON file of keys to override, or a built-in language (en, de). (default: en)"),
            .init(names: ["--jsonl"], valueName: nil, help: "Batch protocol: read {\"id\", \"markdown\"} lines on stdin, write {\"id\", \"output\"} lines."),
        ])

    static func run(_ arguments: ArraySlice<String>, console: any Console) -> Int32 {
        let settings: RenderSettings
        do {
            let parsed = try spec.parse(arguments)
            if parsed.wantsHelp {
                console.write(spec.help)
                return ExitCode.success
            }
            settings = try RenderSettings(parsed, console: console)
        } catch {
            return CLI.fail(error, usage: spec.usage, helpCommand: "inkwell render --help", console: console)
        }
        if settings.isJSONL { return JSONLBatch(settings: settings).run(console: console) }
        return renderInputs(settings, console: console)
    }

    private static func renderInputs(_ settings: RenderSettings, console: any Console) -> Int32 {
        let (items, missing) = Inputs.collect(settings.inputs)
        var failed = false
        for error in missing {
            console.writeError("error: \(error.path): cannot read: \(error.reason)\n")
            failed = true
        }
        let standardInput = items.contains { if case .standardInput = $0.source { true } else { false } }
            ? console.readAllInput() : []
        var job = RenderJob(settings: settings, standardInput: standardInput)
        job.keepsDocumentsUntilExit = items.count == 1
        let window = max(64, settings.jobs * 16)
        var progress = BatchProgress(total: items.count, showsBar: console.isErrorTerminal && items.count > 1)
        var start = 0
        while start < items.count {
            let slice = Array(items[start..<min(start + window, items.count)])
            for result in job.run(slice) {
                switch result {
                case .success(let bytes): if !bytes.isEmpty { console.write(bytes) }
                case .failure(let error):
                    console.writeError(progress.clearLine + "error: \(error.path): \(error.reason)\n")
                    progress.failures += 1
                    failed = true
                }
            }
            start += window
            progress.done = min(start, items.count)
            if let bar = progress.bar() { console.writeError(bar) }
        }
        if items.count > 1 && settings.outputDirectory != nil { console.writeError(progress.summary()) }
        return failed ? ExitCode.failure : ExitCode.success
    }
}

/// Renders a window of inputs on up to `jobs` threads; results come back in input order.
struct RenderJob: Sendable {
    let settings: RenderSettingsSnapshot
    let standardInput: [UInt8]
    /// A one-shot run leaves its document to the process exit instead of freeing it.
    var keepsDocumentsUntilExit = false

    init(settings: RenderSettings, standardInput: [UInt8]) {
        self.settings = RenderSettingsSnapshot(settings)
        self.standardInput = standardInput
    }

    /// Each result is the bytes for standard output (empty when written to a file) or an error.
    func run(_ items: [InputItem]) -> [Result<[UInt8], FileError>] {
        parallelMap(items, render)
    }

    /// `transform` over `items` on up to `jobs` threads, results in input order.
    func parallelMap<Input: Sendable, Output: Sendable>(
        _ items: [Input], _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        if items.count <= 1 || settings.jobs == 1 { return items.map(transform) }
        let results = Mutex([Output?](repeating: nil, count: items.count))
        let workers = min(settings.jobs, items.count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var index = worker
            while index < items.count {
                let result = transform(items[index])
                results.withLock { $0[index] = result }
                index += workers
            }
        }
        return results.withLock { $0.compactMap { $0 } }
    }

    private func render(_ item: InputItem) -> Result<[UInt8], FileError> {
        let bytes: [UInt8]
        switch item.source {
        case .standardInput: bytes = standardInput
        case .file(let path):
            do { bytes = try FileSystem.read(path: path) } catch { return .failure(FileError(path: path, reason: "cannot read: \(error.reason)")) }
        }
        var options = settings.options
        options.fallbackTitle = Inputs.lastComponent(item.relativeName)
        let output: [UInt8]
        if item.isMessage {
            switch ReplyInput.render(bytes, options: options) {
            case .success(let rendered): output = rendered
            // A directory may hold other JSON (chart specs, settings): only named files must be messages.
            case .failure(let problem) where item.isFromWalk && !problem.looksLikeAMessage: return .success([])
            case .failure(let problem): return .failure(FileError(path: item.displayName, reason: problem.description))
            }
        } else {
            let document = Inkwell.parse(utf8: bytes, extensions: options.extensions)
            output = Inkwell.renderBytes(document, options: options)
            if keepsDocumentsUntilExit { ExitTime.keep(document) }
        }
        let destination: String? = if let directory = settings.outputDirectory {
            directory + "/" + item.relativeName + "." + options.format.fileExtension
        } else {
            settings.output
        }
        guard let destination else { return .success(output) }
        do {
            try FileSystem.write(output, path: destination)
        } catch {
            return .failure(FileError(path: item.displayName, reason: "cannot write \(error.path): \(error.reason)"))
        }
        return .success([])
    }
}

/// The parts of the settings a worker thread needs, as a Sendable value.
struct RenderSettingsSnapshot: Sendable {
    let options: RenderOptions
    let output: String?
    let outputDirectory: String?
    let jobs: Int

    init(_ settings: RenderSettings) {
        options = settings.options
        output = settings.output
        outputDirectory = settings.outputDirectory
        jobs = settings.jobs
    }
}
