import Inkwell

/// `inkwell themes`: the built-in themes, one a line: name, appearance, counterpart.
enum ThemesCommand {
    static let spec = CommandSpec(
        name: "themes",
        overview:
            "List the built-in themes (for --theme): name, the background they suit, and the theme used for the other background.",
        arguments: [], options: [])

    static func run(_ arguments: ArraySlice<String>, console: any Console) -> Int32 {
        do throws(UsageError) {
            let parsed = try spec.parse(arguments)
            if parsed.wantsHelp {
                console.write(spec.help)
                return ExitCode.success
            }
            if let extra = parsed.positionals.first {
                throw UsageError.conflict("'inkwell themes' takes no arguments, got '\(extra)'.")
            }
        } catch {
            return CLI.fail(
                error, usage: spec.usage, helpCommand: "inkwell themes --help", console: console)
        }
        console.write(listing())
        return ExitCode.success
    }

    /// The table `inkwell themes` prints.
    static func listing() -> String {
        var rows: [(String, String, String)] = [("NAME", "APPEARANCE", "OTHER")]
        for name in Theme.builtinNames {
            guard let theme = try? Theme.named(name) else { continue }
            let other =
                theme.alternates.first.map { $0.name == name ? "(same file)" : $0.name } ?? "-"
            rows.append((name, theme.appearance.rawValue, other))
        }
        let first = rows.map(\.0.count).max() ?? 0
        let second = rows.map(\.1.count).max() ?? 0
        return rows.map { row in
            row.0.padding(first) + "  " + row.1.padding(second) + "  " + row.2
        }.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// The string with spaces added on the right up to `width` characters.
    fileprivate func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
