import Highlight
import Inkwell
import Wire
import Rendering

/// `inkwell highlight`: one piece of code, highlighted as JSON tokens, terminal text or HTML.
enum HighlightCommand {
    static let spec = CommandSpec(
        name: "highlight",
        overview: "Highlight source code with Inkwell's own grammars.",
        arguments: [("<input>", "A source file, or - for stdin. Default: stdin.")],
        options: [
            .init(names: ["--lang"], valueName: "language", help: "The language, by name, alias or file extension (see 'inkwell languages'). (default: from the file name, else guessed; plain text when unknown)"),
            .init(names: ["--to"], valueName: "format", help: "Output: json ([{\"kind\", \"text\"}]), ansi or html. (default: ansi)"),
            .init(names: ["--theme"], valueName: "name|path", help: "ANSI: the theme whose token colours to use. (default: dark)"),
            .init(names: ["--width"], valueName: "cols", help: "Accepted for symmetry with render; code is not wrapped."),
            .init(names: ["--color"], valueName: "when", help: "ANSI: auto, always or never. (default: auto)"),
        ])

    static func run(_ arguments: ArraySlice<String>, console: any Console) -> Int32 {
        let parsed: ParsedArguments
        let terminal: TerminalSettings
        do throws(UsageError) {
            parsed = try spec.parse(arguments)
            if parsed.wantsHelp {
                console.write(spec.help)
                return ExitCode.success
            }
            terminal = try TerminalSettings(parsed, console: console)
            if let format = parsed.value("--to"), !["json", "ansi", "html"].contains(format) {
                throw UsageError.invalidValue(option: "--to", value: format, reason: "expected json, ansi or html")
            }
            if parsed.positionals.count > 1 { throw UsageError.conflict("'inkwell highlight' takes one input.") }
        } catch {
            return CLI.fail(error, usage: spec.usage, helpCommand: "inkwell highlight --help", console: console)
        }
        let path = parsed.positionals.first.flatMap { $0 == "-" ? nil : $0 }
        let bytes: [UInt8]
        do throws(FileError) {
            if let path { bytes = try FileSystem.read(path: path) } else { bytes = console.readAllInput() }
        } catch {
            console.writeError("error: \(error.path): cannot read: \(error.reason)\n")
            return ExitCode.failure
        }
        let code = String(decoding: bytes, as: UTF8.self)
        let language = parsed.value("--lang")
            ?? path.flatMap { Highlighter.language(named: "." + Inputs.fileExtension(of: $0))?.aliases.first }
            ?? Highlighter.guessLanguage(code)
        switch parsed.value("--to") ?? "ansi" {
        case "json": console.write(json(Highlighter.highlight(code, language: language)))
        case "html": console.write(CodeHighlighting.html(code, language: language))
        default:
            let theme = terminal.theme ?? Inkwell.defaultTheme(for: terminal.depth)
            let lines = CodeHighlighting.ansiLines(code, language: language, theme: theme)
            console.write(ANSIEncoder(depth: terminal.depth, hyperlinks: false).encode(lines) + "\n")
        }
        return ExitCode.success
    }

    /// `[{"kind": "keyword", "text": "def"}, ...]`, one token a line.
    static func json(_ tokens: [Token]) -> String {
        let items = tokens.map { "{\"kind\":\(JSONValue.quoted($0.kind.rawValue)),\"text\":\(JSONValue.quoted($0.text))}" }
        return "[\n" + items.joined(separator: ",\n") + (items.isEmpty ? "]\n" : "\n]\n")
    }
}

/// `inkwell languages`: every language the highlighter knows, with its aliases.
enum LanguagesCommand {
    static let spec = CommandSpec(name: "languages", overview: "List the languages 'inkwell highlight' and code blocks know.",
                                  arguments: [], options: [])

    static func run(_ arguments: ArraySlice<String>, console: any Console) -> Int32 {
        do {
            if try spec.parse(arguments).wantsHelp {
                console.write(spec.help)
                return ExitCode.success
            }
        } catch {
            return CLI.fail(error, usage: spec.usage, helpCommand: "inkwell languages --help", console: console)
        }
        let width = (Highlighter.languages.map(\.name.count).max() ?? 0) + 2
        for language in Highlighter.languages {
            let name = language.name + String(repeating: " ", count: max(1, width - language.name.count))
            console.write(name + language.aliases.joined(separator: ", ") + "\n")
        }
        return ExitCode.success
    }
}
