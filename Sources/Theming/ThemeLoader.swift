import FoundationEssentials

/// Loads themes from JSON: data, text, files, or the built-ins by name.
public enum ThemeLoader {
    /// Parses a theme from JSON data; `path` names the source in error messages and gives
    /// the default theme name (its file name without extension).
    public static func load(data: Data, path: String) throws(ThemeError) -> Theme {
        let root: JSONValue
        if let direct = data.withUnsafeBytes({ $0.withMemoryRebound(to: UInt8.self, JSONValue.parse) }) {
            root = direct
        } else {
            do {
                root = try JSONDecoder().decode(JSONValue.self, from: data)
            } catch {
                throw .malformedJSON(file: path, reason: describe(error))
            }
        }
        return try ThemeParser(file: path, defaultName: baseName(path)).parseTheme(root)
    }

    /// Parses a theme from JSON text.
    public static func load(json: String, path: String) throws(ThemeError) -> Theme {
        try load(data: Data(json.utf8), path: path)
    }

    /// Reads a theme file. A `counterpart` naming a built-in theme or a sibling file
    /// (`light` or `light.json` beside it) is loaded too and becomes the theme's alternate.
    public static func load(contentsOf path: String) throws(ThemeError) -> Theme {
        var theme = try load(data: read(path), path: path)
        guard let counterpart = theme.counterpart,
            !theme.alternates.contains(where: { $0.appearance != theme.appearance })
        else { return theme }
        let other: Theme
        if BuiltinThemes.json[counterpart] != nil {
            other = try Theme.builtin(counterpart, followCounterpart: false)
        } else {
            other = try load(data: read(sibling(of: path, named: counterpart)), path: counterpart)
        }
        if other.appearance != theme.appearance {
            theme.alternates.append(other)
        }
        return theme
    }

    private static func read(_ path: String) throws(ThemeError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(file: path, reason: describe(error))
        }
    }

    static func sibling(of path: String, named name: String) -> String {
        let file = name.contains(".") ? name : name + ".json"
        if file.hasPrefix("/") { return file }
        guard let slash = path.lastIndex(of: "/") else { return file }
        return String(path[...slash]) + file
    }

    static func baseName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }

    private static func describe(_ error: any Error) -> String {
        if let decoding = error as? DecodingError {
            switch decoding {
            case .dataCorrupted(let context):
                let underlying = context.underlyingError.map { " (\($0))" } ?? ""
                return context.debugDescription + underlying
            case .typeMismatch(_, let context), .valueNotFound(_, let context),
                .keyNotFound(_, let context):
                return context.debugDescription
            @unknown default:
                return String(describing: decoding)
            }
        }
        return String(describing: error)
    }
}
