import Inkwell

/// The render command's options, checked.
struct RenderSettings {
    var options = RenderOptions()
    var output: String?
    var outputDirectory: String?
    var jobs = RenderSettings.defaultJobs
    var isJSONL = false
    var inputs: [String] = []

    static var defaultJobs: Int { max(1, Processors.count) }

    init(_ parsed: ParsedArguments, console: any Console) throws(UsageError) {
        try CommonOptions.read(parsed, into: &options)
        if let jobs = parsed.value("--jobs") {
            guard let count = Int(jobs), count >= 1 else {
                throw .invalidValue(option: "--jobs", value: jobs, reason: "expected a whole number of at least 1")
            }
            self.jobs = count
        }
        let terminal = try TerminalSettings(parsed, console: console)
        options.width = terminal.width
        options.colorDepth = terminal.depth
        options.hyperlinks = terminal.hyperlinks
        options.theme = terminal.theme
        if options.format == .ansi && options.theme == nil {
            // NB: resolved once here, not per input (a built-in theme is parsed from JSON).
            options.theme = Inkwell.defaultTheme(for: terminal.depth)
        }
        options.strings = try StringsOption.load(parsed)
        try readSVGOptions(parsed)
        options.isFragment = parsed.has("--fragment")
        options.allowsRawHTML = parsed.has("--unsafe-html")
        output = parsed.value("--output")
        outputDirectory = parsed.value("--out-dir")
        isJSONL = parsed.has("--jsonl")
        inputs = parsed.positionals
        try checkCombinations()
    }

    /// `--svg-style`, `--svg-text`, and `--width` in pixels (card) or columns (terminal).
    private mutating func readSVGOptions(_ parsed: ParsedArguments) throws(UsageError) {
        if let text = parsed.value("--svg-style") {
            guard let style = SVGStyle(rawValue: text) else {
                throw .invalidValue(option: "--svg-style", value: text, reason: "expected card or terminal")
            }
            options.svgStyle = style
        }
        if let text = parsed.value("--svg-text") {
            guard let mode = SVGTextMode(rawValue: text) else {
                throw .invalidValue(option: "--svg-text", value: text, reason: "expected text or paths")
            }
            options.svgTextMode = mode
        }
        if parsed.value("--width") != nil { options.svgWidth = options.width }
    }

    private func checkCombinations() throws(UsageError) {
        if output != nil && outputDirectory != nil {
            throw .conflict("'-o' and '--out-dir' cannot be used together.")
        }
        if isJSONL && (!inputs.isEmpty || output != nil || outputDirectory != nil) {
            throw .conflict("'--jsonl' reads standard input and writes standard output; it takes no files.")
        }
        if output != nil && inputs.count > 1 {
            throw .conflict("'-o' writes one file; use '--out-dir' for several inputs.")
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// The number of processors this process may use.
enum Processors {
    static var count: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
}
