// Value checks for theme files: each names the JSON path and what was expected.

extension ThemeParser {
    func invalid(_ path: String, _ reason: String) -> ThemeError {
        .invalidValue(file: file, path: path, reason: reason)
    }

    func object(_ value: JSONValue, path: String) throws(ThemeError) -> [String: JSONValue] {
        guard case .object(let entries) = value else {
            throw invalid(path, "expected an object, got \(value.summary)")
        }
        return entries
    }

    func string(_ value: JSONValue, path: String) throws(ThemeError) -> String {
        guard case .string(let text) = value else {
            throw invalid(path, "expected a string, got \(value.summary)")
        }
        return text
    }

    func bool(_ value: JSONValue, path: String) throws(ThemeError) -> Bool {
        guard case .bool(let flag) = value else {
            throw invalid(path, "expected true or false, got \(value.summary)")
        }
        return flag
    }

    func count(_ value: JSONValue, path: String) throws(ThemeError) -> Int {
        guard case .number(let number) = value, number == number.rounded(), number >= 0,
            number <= 200
        else {
            throw invalid(path, "expected a whole number of columns 0–200, got \(value.summary)")
        }
        return Int(number)
    }

    func appearance(_ value: JSONValue, path: String) throws(ThemeError) -> Theme.Appearance {
        guard case .string(let text) = value, let look = Theme.Appearance(rawValue: text) else {
            throw invalid(path, "expected \"dark\", \"light\" or \"any\", got \(value.summary)")
        }
        return look
    }

    func color(
        _ value: JSONValue, path: String, palette: [String: Color]
    ) throws(ThemeError) -> Color {
        guard case .string(let text) = value else {
            throw invalid(path, "expected a colour like #rrggbb, got \(value.summary)")
        }
        if text.hasPrefix("$") {
            let name = String(text.dropFirst())
            if let found = palette[name] { return found }
            let hint =
                KeySuggestion.closest(to: name, among: Array(palette.keys))
                .map { " (did you mean \"$\($0)\"?)" } ?? ""
            throw invalid(path, "no palette colour named \"\(name)\"\(hint)")
        }
        guard let parsed = Color(parsing: text) else {
            throw invalid(path, "expected a colour like #rrggbb, got \(value.summary)")
        }
        return parsed
    }

    func strings(_ value: JSONValue, path: String) throws(ThemeError) -> [String] {
        guard case .array(let items) = value, !items.isEmpty else {
            throw invalid(path, "expected a non-empty array of strings, got \(value.summary)")
        }
        var out: [String] = []
        for (index, item) in items.enumerated() {
            out.append(try string(item, path: "\(path)[\(index)]"))
        }
        return out
    }

    func colors(
        _ value: JSONValue, path: String, palette: [String: Color]
    ) throws(ThemeError) -> [Color] {
        guard case .array(let items) = value, !items.isEmpty else {
            throw invalid(path, "expected a non-empty array of colours, got \(value.summary)")
        }
        var out: [Color] = []
        for (index, item) in items.enumerated() {
            out.append(try color(item, path: "\(path)[\(index)]", palette: palette))
        }
        return out
    }
}
