import Inkwell

/// The terminal side of `inkwell render`: width, colour depth, hyperlinks and theme, from
/// the options first, then the environment, then the terminal itself.
struct TerminalSettings {
    var width: Int
    /// Whether the width is the terminal's own (neither `--width` nor `COLUMNS` set it): a
    /// live view then follows the terminal when it is resized.
    var followsTerminal = false
    var depth: ColorDepth
    var hyperlinks: Bool
    var theme: Theme?

    /// `--color`: whether to colour the output.
    enum ColorChoice: String, CaseIterable {
        case auto, always, never
    }

    /// Reads `--width`, `--color` and `--theme`; `COLUMNS`, the terminal's size, else 80.
    init(_ parsed: ParsedArguments, console: any Console) throws(UsageError) {
        (width, followsTerminal) = try TerminalSettings.width(parsed, console: console)
        let choice = try TerminalSettings.colorChoice(parsed)
        var environment = console.environment
        switch choice {
        case .auto: break
        case .always:
            if environment["FORCE_COLOR"] == nil { environment["FORCE_COLOR"] = "1" }
            environment["NO_COLOR"] = nil
        case .never: environment["NO_COLOR"] = "1"
        }
        let capabilities = TerminalCapabilities.detect(
            environment: environment, isTTY: console.isOutputTerminal)
        depth = capabilities.depth
        hyperlinks = choice == .never ? false : capabilities.hyperlinks
        if let name = parsed.value("--theme") {
            do {
                theme = try Theme.load(name)
            } catch {
                throw .invalidValue(option: "--theme", value: name, reason: error.description)
            }
        }
    }

    private static func width(_ parsed: ParsedArguments, console: any Console) throws(UsageError)
        -> (Int, followsTerminal: Bool)
    {
        if let text = parsed.value("--width") {
            guard let value = Int(text), value >= 1, value <= 10_000 else {
                throw .invalidValue(
                    option: "--width", value: text,
                    reason: "expected a whole number from 1 to 10000")
            }
            return (value, false)
        }
        if let columns = console.environment["COLUMNS"].flatMap({ Int($0) }), columns >= 1 {
            return (min(columns, 10_000), false)
        }
        return (console.terminalWidth ?? 80, true)
    }

    private static func colorChoice(_ parsed: ParsedArguments) throws(UsageError) -> ColorChoice {
        guard let text = parsed.value("--color") else { return .auto }
        guard let choice = ColorChoice(rawValue: text) else {
            throw .invalidValue(
                option: "--color", value: text, reason: "expected auto, always or never")
        }
        return choice
    }
}
