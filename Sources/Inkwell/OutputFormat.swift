/// What a reply is rendered into.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    /// An HTML fragment or a standalone page.
    case html
    /// The document model as JSON (docs/json-schema.md).
    case json

    /// The file extension `--out-dir` gives outputs of this format.
    public var fileExtension: String {
        switch self {
        case .html: "html"
        case .json: "json"
        }
    }
}
