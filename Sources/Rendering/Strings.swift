/// Every text Inkwell itself shows (labels, states, notes), by key, in one language.
///
/// The tables live in `Resources/strings.<language>.json` and are embedded at build time
/// (scripts/gen_builtin_strings.py). `--strings FILE` overrides keys; a key missing from a
/// table falls back to English, so a partial translation never shows a raw key.
public struct Strings: Sendable, Hashable {
    /// The keys this table sets.
    public private(set) var table: [String: String]
    /// The language of the table (BCP 47), for the page's `lang` attribute.
    public var languageCode: String

    /// Creates a table.
    public init(table: [String: String], languageCode: String = "en") {
        self.table = table
        self.languageCode = languageCode
    }

    /// English.
    public static let english = Strings(table: builtinTables["en"] ?? [:], languageCode: "en")

    /// The built-in languages (`en`, `de`).
    public static var builtinLanguages: [String] { builtinTables.keys.sorted() }

    /// A built-in table by language code, nil when there is none.
    public static func builtin(_ language: String) -> Strings? {
        builtinTables[language].map { Strings(table: $0, languageCode: language) }
    }

    /// A table of `overrides` on top of this one.
    /// A `"language"` key in the overrides sets `languageCode`.
    public func overriding(with overrides: [String: String]) -> Strings {
        var copy = Strings(table: table.merging(overrides) { _, new in new }, languageCode: languageCode)
        if let language = overrides["language"] { copy.languageCode = language }
        return copy
    }

    /// The text for `key`; English when this table lacks it; the key itself as a last resort.
    public subscript(key: String) -> String {
        table[key] ?? Self.englishTable[key] ?? key
    }

    /// The text for `key` with `%@` replaced by `argument`.
    public func format(_ key: String, _ argument: String) -> String {
        self[key].replacingPlaceholder(with: argument)
    }

    private static let englishTable: [String: String] = builtinTables["en"] ?? [:]
}

extension String {
    /// The first `%@` replaced by `argument` (no Foundation on this path).
    func replacingPlaceholder(with argument: String) -> String {
        var index = startIndex
        while index < endIndex {
            let next = self.index(after: index)
            if self[index] == "%", next < endIndex, self[next] == "@" {
                return String(self[..<index]) + argument + String(self[self.index(after: next)...])
            }
            index = next
        }
        return self
    }
}
