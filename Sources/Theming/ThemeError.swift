/// What went wrong loading a theme. Each case names the file; value errors name the
/// JSON path of the field (`elements.h2.foreground`) and read as "what failed: why".
public enum ThemeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The file is not valid JSON.
    case malformedJSON(file: String, reason: String)
    /// A field holds a value of the wrong type or form.
    case invalidValue(file: String, path: String, reason: String)
    /// A key the schema does not know; `suggestion` is the closest known key.
    case unknownKey(file: String, path: String, key: String, suggestion: String?)
    /// No built-in theme has this name (and no file by that name exists).
    case unknownTheme(name: String, known: [String])

    /// The message, e.g. `dark.json: elements.h2.foreground: expected a colour ...`.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            return "\(file): cannot read the theme: \(reason)"
        case .malformedJSON(let file, let reason):
            return "\(file): not valid JSON: \(reason)"
        case .invalidValue(let file, let path, let reason):
            return "\(file): \(path): \(reason)"
        case .unknownKey(let file, let path, let key, let suggestion):
            let hint = suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""
            return "\(file): \(path): unknown key \"\(key)\"\(hint)"
        case .unknownTheme(let name, let known):
            return "unknown theme \"\(name)\": built-in themes are \(known.joined(separator: ", "))"
        }
    }
}
