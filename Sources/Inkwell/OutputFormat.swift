import Rendering

/// What a reply is rendered into.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    /// An HTML fragment or a standalone page.
    case html
    /// The document model as JSON (docs/json-schema.md).
    case json
    /// Text for a terminal: styled with ANSI escapes, wrapped to a width.
    case ansi

    /// The file extension `--out-dir` gives outputs of this format.
    public var fileExtension: String {
        switch self {
        case .html: "html"
        case .json: "json"
        case .ansi: "ansi"
        }
    }
}

/// What a terminal can show (colour depth, OSC 8 hyperlinks), detected from the environment.
public typealias TerminalCapabilities = Rendering.TerminalCapabilities
