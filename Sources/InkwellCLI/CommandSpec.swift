/// The declared shape of a subcommand: what `--help` prints and what the parser accepts.
struct CommandSpec {
    /// One option: its names, the name of its value (nil for a flag) and its help.
    struct Option {
        var names: [String]
        var valueName: String?
        var help: String

        /// The long name, the key under which the parser stores it.
        var key: String { names.last ?? "" }
    }

    var name: String
    var overview: String
    var arguments: [(name: String, help: String)]
    var options: [Option]

    func option(named name: String) -> Option? {
        options.first { $0.names.contains(name) }
    }

    /// Every option name, for "did you mean".
    var allNames: [String] {
        options.flatMap(\.names) + ["--help", "-h"]
    }

    /// The one-line usage, as swift-argument-parser writes it.
    var usage: String {
        var parts = ["inkwell", name]
        for argument in arguments { parts.append("[\(argument.name) ...]") }
        for option in options {
            let display = option.names.last ?? ""
            parts.append(option.valueName.map { "[\(display) <\($0)>]" } ?? "[\(display)]")
        }
        return parts.joined(separator: " ")
    }

    /// The `--help` text: OVERVIEW, USAGE, ARGUMENTS, OPTIONS.
    var help: String {
        var lines = ["OVERVIEW: \(overview)", "", "USAGE: \(usage)", ""]
        if !arguments.isEmpty {
            lines.append("ARGUMENTS:")
            for argument in arguments { lines.append(Self.row(argument.name, argument.help)) }
            lines.append("")
        }
        lines.append("OPTIONS:")
        for option in options {
            let names = option.names.joined(separator: ", ") + (option.valueName.map { " <\($0)>" } ?? "")
            lines.append(Self.row(names, option.help))
        }
        lines.append(Self.row("-h, --help", "Show help information."))
        return lines.joined(separator: "\n") + "\n"
    }

    static func row(_ left: String, _ right: String) -> String {
        let padded = "  " + left
        if padded.count < 26 { return padded + String(repeating: " ", count: 26 - padded.count) + right }
        return padded + "\n" + String(repeating: " ", count: 26) + right
    }
}

/// What the parser found on the command line.
struct ParsedArguments {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []
    var wantsHelp = false

    func value(_ key: String) -> String? { values[key]?.last }
    func has(_ key: String) -> Bool { flags.contains(key) }
}

extension CommandSpec {
    /// Parses `--name value`, `--name=value`, `-o value`, flags, `--` and positionals.
    func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var iterator = arguments.makeIterator()
        var onlyPositionals = false
        while let argument = iterator.next() {
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            if argument == "--help" || argument == "-h" { result.wantsHelp = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = option(named: name) else {
                throw .unknownOption(name, suggestion: Suggestion.closest(to: name, in: allNames))
            }
            guard option.valueName != nil else {
                if inlineValue != nil { throw .unexpectedValue(option: name) }
                result.flags.insert(option.key)
                continue
            }
            guard let value = inlineValue ?? iterator.next() else { throw .missingValue(option: name) }
            result.values[option.key, default: []].append(value)
        }
        return result
    }
}
