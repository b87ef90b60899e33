/// A language the highlighter knows, with the names a code fence may use for it.
public struct Language: Hashable, Sendable {
    /// The display name, e.g. `Python`.
    public let name: String
    /// Lower-case names a fence may use, first is the canonical id, e.g. `python`, `py`.
    public let aliases: [String]
    /// File extensions without the dot, e.g. `py`, `pyi`.
    public let extensions: [String]

    /// Describes a language.
    public init(name: String, aliases: [String], extensions: [String] = []) {
        self.name = name
        self.aliases = aliases.map { $0.lowercased() }
        self.extensions = extensions.map { $0.lowercased() }
    }

    /// The canonical id: the first alias, or the lower-cased name.
    public var id: String { aliases.first ?? name.lowercased() }
}
