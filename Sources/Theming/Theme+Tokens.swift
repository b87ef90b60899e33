// Code token styles. A kind falls back along a chain until `plain`:
// dotted names drop their last component (`keyword.control.flow` -> `keyword.control` ->
// `keyword`), refinements go to their core kind (`escape` -> `string`), core kinds to
// `plain`. Unset fields are taken from each link of the chain in turn.

extension Theme {
    /// The sixteen core token kinds (ARCHITECTURE.md "Highlight tokens").
    public static let coreTokenKinds: [String] = [
        "plain", "comment", "keyword", "operator", "string", "number", "constant", "type",
        "function", "builtin", "attribute", "tag", "meta", "heading", "inserted", "deleted",
    ]

    /// The refinements and the core kind each falls back to.
    public static let tokenRefinements: [String: String] = [
        "escape": "string", "regex": "string", "punctuation": "operator",
        "variable": "plain", "property": "plain",
    ]

    /// The fallback chain of a token kind, starting with the kind itself, ending in `plain`.
    public static func tokenFallbackChain(_ kind: String) -> [String] {
        var chain: [String] = []
        var current = kind.isEmpty ? "plain" : kind
        // NB: bounded by the number of dots plus two steps, but capped against odd input.
        for _ in 0..<64 {
            chain.append(current)
            if let dot = current.lastIndex(of: ".") {
                current = String(current[..<dot])
            } else if let core = tokenRefinements[current] {
                current = core
            } else if current != "plain" {
                current = "plain"
            } else {
                break
            }
        }
        return chain
    }

    /// The resolved style for a token kind (core, refinement, or dotted finer name).
    public func tokenStyle(for kind: String) -> TextStyle {
        var resolved = TextStyle()
        for link in Theme.tokenFallbackChain(kind) {
            if let style = tokens[link] {
                resolved = resolved.merged(over: style)
            }
        }
        return resolved
    }

    /// Resolved styles for every core kind, refinement and kind named in the theme.
    public var resolvedTokens: [String: TextStyle] {
        var kinds = Set(Theme.coreTokenKinds)
        kinds.formUnion(Theme.tokenRefinements.keys)
        kinds.formUnion(tokens.keys)
        var out: [String: TextStyle] = [:]
        for kind in kinds {
            out[kind] = tokenStyle(for: kind)
        }
        return out
    }
}
