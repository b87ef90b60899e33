/// The GFM extensions a parse enables. All are on by default; `none` is CommonMark alone.
public struct Extensions: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates a set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Pipe tables.
    public static let table = Extensions(rawValue: 1 << 0)
    /// `~~strikethrough~~`.
    public static let strikethrough = Extensions(rawValue: 1 << 1)
    /// Bare `www.` and `https://` links.
    public static let autolink = Extensions(rawValue: 1 << 2)
    /// Escapes a few dangerous raw HTML tags (`<script>`, `<iframe>`, ...) when raw HTML passes.
    public static let tagfilter = Extensions(rawValue: 1 << 3)
    /// `- [ ]` / `- [x]` task list items.
    public static let tasklist = Extensions(rawValue: 1 << 4)
    /// `[^label]` footnotes.
    public static let footnotes = Extensions(rawValue: 1 << 5)

    /// Every GFM extension.
    public static let all: Extensions = [.table, .strikethrough, .autolink, .tagfilter, .tasklist, .footnotes]

    /// The names used on the command line, in cmark-gfm's spelling.
    public static let names: [(name: String, value: Extensions)] = [
        ("table", .table), ("strikethrough", .strikethrough), ("autolink", .autolink),
        ("tagfilter", .tagfilter), ("tasklist", .tasklist), ("footnotes", .footnotes),
    ]

    /// Parses `table,strikethrough,...`, `none` or an empty string (none).
    /// Throws the first unknown name.
    public init(list: String) throws(ExtensionsError) {
        self = []
        let trimmed = list.trimmingWhitespace()
        if trimmed.isEmpty || trimmed == "none" { return }
        for part in trimmed.split(whereSeparator: { $0 == "," || $0 == " " }) {
            let name = String(part)
            if name == "all" {
                formUnion(.all)
            } else if let value = Extensions.names.first(where: { $0.name == name })?.value {
                formUnion(value)
            } else {
                throw ExtensionsError(unknown: name)
            }
        }
    }
}

/// An extension name that is not one of cmark-gfm's six.
public struct ExtensionsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name that was not recognised.
    public var unknown: String

    public var description: String {
        let known = Extensions.names.map(\.name).joined(separator: ", ")
        return "unknown extension '\(unknown)' (known: \(known), or none)"
    }
}

extension String {
    func trimmingWhitespace() -> Substring {
        let start = drop(while: { $0.isWhitespace })
        return start.dropLast(start.reversed().prefix(while: { $0.isWhitespace }).count)
    }
}
