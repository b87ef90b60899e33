/// A mistake on the command line: exit code 64, message in swift-argument-parser's words.
enum UsageError: Error, Equatable {
    case unknownOption(String, suggestion: String?)
    case unknownSubcommand(String, suggestion: String?)
    case missingValue(option: String)
    case unexpectedValue(option: String)
    case invalidValue(option: String, value: String, reason: String)
    case conflict(String)

    var message: String {
        switch self {
        case .unknownOption(let name, let suggestion):
            "Unknown option '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        case .unknownSubcommand(let name, let suggestion):
            "Unknown subcommand '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        case .missingValue(let option):
            "Missing value for '\(option) <value>'."
        case .unexpectedValue(let option):
            "The option '\(option)' takes no value."
        case .invalidValue(let option, let value, let reason):
            "The value '\(value)' is invalid for '\(option)': \(reason)"
        case .conflict(let text):
            text
        }
    }
}

/// "Did you mean": the closest candidate by edit distance, if it is close enough.
enum Suggestion {
    static func closest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(Array(word), Array($0))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, word.count / 3) ? best.0 : nil
    }

    /// Levenshtein distance.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + [Int](repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
