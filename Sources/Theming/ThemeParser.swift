// Turns a decoded theme file into a `Theme`, checking every key and value.
//
// Each check knows the JSON path it is at, so errors name the field. A `variants` entry is
// laid over the shared `palette`, `elements` and `tokens` at the JSON level and the result
// parsed again: a light variant may redefine only palette colours and every `$name`
// reference in the shared styles follows.

/// Parses one theme file's JSON; `file` is used in error messages only.
struct ThemeParser {
    let file: String
    let defaultName: String

    static let topKeys = [
        "$schema", "name", "description", "appearance", "counterpart", "palette", "elements",
        "tokens", "variants",
    ]
    static let bodyKeys = ["palette", "elements", "tokens"]

    func parseTheme(_ root: JSONValue) throws(ThemeError) -> Theme {
        let top = try object(root, path: "(top level)")
        try checkKeys(top, allowed: ThemeParser.topKeys, path: "")
        var theme = try parseBody(top, path: "")
        if let value = top["name"] {
            theme.name = try string(value, path: "name")
        }
        if let value = top["appearance"] {
            theme.appearance = try appearance(value, path: "appearance")
        }
        if let value = top["counterpart"] {
            theme.counterpart = try string(value, path: "counterpart")
        }
        if let variants = top["variants"] {
            theme.alternates = try parseVariants(variants, shared: top, base: theme)
        }
        return theme
    }

    private func parseVariants(
        _ value: JSONValue, shared: [String: JSONValue], base: Theme
    ) throws(ThemeError) -> [Theme] {
        let variants = try object(value, path: "variants")
        var out: [Theme] = []
        for key in variants.keys.sorted() {
            let path = "variants.\(key)"
            let look = try appearance(.string(key), path: path)
            let body = try object(variants[key] ?? .null, path: path)
            try checkKeys(body, allowed: ThemeParser.bodyKeys, path: path)
            let sharedBody = JSONValue.object(
                shared.filter { ThemeParser.bodyKeys.contains($0.key) })
            guard case .object(let merged) = sharedBody.overlaid(with: .object(body)) else {
                continue
            }
            var variant = try parseBody(merged, path: path)
            variant.name = base.name
            variant.appearance = look
            variant.counterpart = nil
            out.append(variant)
        }
        return out
    }

    /// Palette, elements and tokens; `path` prefixes error paths (for variants).
    private func parseBody(_ body: [String: JSONValue], path: String) throws(ThemeError) -> Theme {
        let prefix = path.isEmpty ? "" : path + "."
        var theme = Theme(name: defaultName, appearance: .dark)
        if let value = body["palette"] {
            let entries = try object(value, path: prefix + "palette")
            for (name, colourValue) in entries.sorted(by: { $0.key < $1.key }) {
                theme.palette[name] = try color(
                    colourValue, path: prefix + "palette." + name, palette: [:])
            }
        }
        if let value = body["elements"] {
            theme.elements = try parseElements(
                value, path: prefix + "elements", palette: theme.palette)
        }
        if let value = body["tokens"] {
            theme.tokens = try parseTokens(value, path: prefix + "tokens", palette: theme.palette)
        }
        return theme
    }

    private func parseElements(
        _ value: JSONValue, path: String, palette: [String: Color]
    ) throws(ThemeError) -> [ThemeElement: ElementStyle] {
        let entries = try object(value, path: path)
        var out: [ThemeElement: ElementStyle] = [:]
        for (key, styleValue) in entries.sorted(by: { $0.key < $1.key }) {
            guard let element = ThemeElement(rawValue: key) else {
                throw unknown(key, path: path, among: ThemeElement.allCases.map(\.rawValue))
            }
            out[element] = try elementStyle(
                styleValue, element: element, path: path + "." + key, palette: palette)
        }
        return out
    }

    private func parseTokens(
        _ value: JSONValue, path: String, palette: [String: Color]
    ) throws(ThemeError) -> [String: TextStyle] {
        let entries = try object(value, path: path)
        let known = Theme.coreTokenKinds + Theme.tokenRefinements.keys.sorted()
        var out: [String: TextStyle] = [:]
        for (key, styleValue) in entries.sorted(by: { $0.key < $1.key }) {
            let head = String(key.prefix { $0 != "." })
            guard known.contains(head), !key.hasSuffix("."), !key.contains("..") else {
                throw unknown(key, path: path, among: known)
            }
            let fieldPath = path + "." + key
            let fields = try object(styleValue, path: fieldPath)
            var style = ElementStyle()
            for (field, fieldValue) in fields.sorted(by: { $0.key < $1.key }) {
                guard let textKey = ElementStyle.Key(rawValue: field),
                    ElementStyle.Key.common.prefix(8).contains(textKey)
                else {
                    throw unknown(
                        field, path: fieldPath,
                        among: ElementStyle.Key.common.prefix(8).map(\.rawValue))
                }
                try setText(textKey, fieldValue, on: &style, path: fieldPath, palette: palette)
            }
            out[key] = style.text
        }
        return out
    }

    func unknown(_ key: String, path: String, among known: [String]) -> ThemeError {
        .unknownKey(
            file: file, path: path.isEmpty ? key : path + "." + key, key: key,
            suggestion: KeySuggestion.closest(to: key, among: known))
    }

    func checkKeys(
        _ object: [String: JSONValue], allowed: [String], path: String
    ) throws(ThemeError) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            throw unknown(key, path: path, among: allowed)
        }
    }
}
