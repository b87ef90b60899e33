/// The `inkwell` command line as a library, so tests can run it in-process.
public enum CLI {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    static let overview = """
    OVERVIEW: Render AI agent replies (markdown with code, tables and charts) as HTML, terminal text or JSON.

    USAGE: inkwell <subcommand>

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      render                  Render markdown replies (files, directories or stdin).
      stream                  Render a reply while it streams in.
      highlight               Highlight source code (json tokens, ansi or html).
      languages               List the languages the highlighter knows.
      themes                  List the built-in themes.
      chart                   Draw a chart spec as SVG, terminal text or normalised JSON.

      See 'inkwell help <subcommand>' for detailed help.

    """

    /// Runs the tool with the arguments after the program name; returns the exit code.
    public static func run(_ arguments: [String], console: any Console) -> Int32 {
        guard let first = arguments.first else {
            console.write(overview)
            return 0
        }
        switch first {
        case "--help", "-h":
            console.write(overview)
            return 0
        case "--version":
            console.write("\(version)\n")
            return 0
        case "help":
            return help(for: arguments.dropFirst().first, console: console)
        case "render":
            return RenderCommand.run(arguments.dropFirst(), console: console)
        case "stream":
            return StreamCommand.run(arguments.dropFirst(), console: console)
        case "highlight":
            return HighlightCommand.run(arguments.dropFirst(), console: console)
        case "languages":
            return LanguagesCommand.run(arguments.dropFirst(), console: console)
        case "themes":
            return ThemesCommand.run(arguments.dropFirst(), console: console)
        case "chart":
            return ChartCommand.run(arguments.dropFirst(), console: console)
        default:
            let suggestion = Suggestion.closest(to: first, in: subcommands)
            return fail(.unknownSubcommand(first, suggestion: suggestion), usage: "inkwell <subcommand>",
                        helpCommand: "inkwell --help", console: console)
        }
    }

    static let subcommands = ["render", "stream", "highlight", "chart", "languages", "themes", "help"]

    private static func help(for name: String?, console: any Console) -> Int32 {
        switch name {
        case "render"?: console.write(RenderCommand.spec.help)
        case "stream"?: console.write(StreamCommand.spec.help)
        case "highlight"?: console.write(HighlightCommand.spec.help)
        case "languages"?: console.write(LanguagesCommand.spec.help)
        case "themes"?: console.write(ThemesCommand.spec.help)
        case "chart"?: console.write(ChartCommand.spec.help)
        default: console.write(overview)
        }
        return 0
    }

    /// Reports a usage error as swift-argument-parser does; exit code 64.
    static func fail(_ error: UsageError, usage: String, helpCommand: String, console: any Console) -> Int32 {
        console.writeError("Error: \(error.message)\nUsage: \(usage)\n  See '\(helpCommand)' for more information.\n")
        return ExitCode.usage
    }
}

/// The exit codes of ARCHITECTURE.md.
enum ExitCode {
    static let success: Int32 = 0
    /// Some input could not be rendered (the rest was).
    static let failure: Int32 = 1
    /// The command line was wrong (EX_USAGE).
    static let usage: Int32 = 64
    /// Ctrl-C ended the run (128 + SIGINT, as a shell reports a process it killed).
    static let interrupted: Int32 = 130
}
