// Element objects: which keys an element accepts and how each is read.

extension ThemeParser {
    func elementStyle(
        _ value: JSONValue, element: ThemeElement, path: String, palette: [String: Color]
    ) throws(ThemeError) -> ElementStyle {
        let fields = try object(value, path: path)
        let allowed = ElementStyle.Key.common + element.extraKeys
        var style = ElementStyle()
        for (field, fieldValue) in fields.sorted(by: { $0.key < $1.key }) {
            guard let key = ElementStyle.Key(rawValue: field) else {
                throw unknown(field, path: path, among: allowed.map(\.rawValue))
            }
            guard allowed.contains(key) else {
                let owners = ThemeElement.allCases.filter { $0.extraKeys.contains(key) }
                let list = owners.map(\.rawValue).joined(separator: ", ")
                throw invalid(
                    path + "." + field,
                    "\"\(field)\" does not apply to \(element.rawValue); it applies to \(list)")
            }
            let fieldPath = path + "." + field
            if ElementStyle.Key.common.prefix(8).contains(key) {
                try setText(key, fieldValue, on: &style, path: path, palette: palette)
            } else {
                try setDecoration(key, fieldValue, on: &style, path: fieldPath, palette: palette)
            }
        }
        return style
    }

    /// Sets one text-style field; `path` is the owning object's path.
    func setText(
        _ key: ElementStyle.Key, _ value: JSONValue, on style: inout ElementStyle, path: String,
        palette: [String: Color]
    ) throws(ThemeError) {
        let fieldPath = path + "." + key.rawValue
        switch key {
        case .foreground:
            style.text.foreground = try color(value, path: fieldPath, palette: palette)
        case .background:
            style.text.background = try color(value, path: fieldPath, palette: palette)
        case .bold: style.text.bold = try bool(value, path: fieldPath)
        case .italic: style.text.italic = try bool(value, path: fieldPath)
        case .underline: style.text.underline = try bool(value, path: fieldPath)
        case .strikethrough: style.text.strikethrough = try bool(value, path: fieldPath)
        case .faint: style.text.faint = try bool(value, path: fieldPath)
        case .inverse: style.text.inverse = try bool(value, path: fieldPath)
        case .prefix, .suffix, .blockPrefix, .blockSuffix, .margin, .indent, .borderColor,
            .labelColor, .barColor, .barCharacter, .bullets, .enumeration, .enumerationSuffix,
            .levelIndent, .mark, .showURL, .character, .palette, .axisColor, .gridColor:
            try setDecoration(key, value, on: &style, path: fieldPath, palette: palette)
        }
    }

    /// Sets one decoration field; `path` is the field's own path.
    func setDecoration(
        _ key: ElementStyle.Key, _ value: JSONValue, on style: inout ElementStyle, path: String,
        palette: [String: Color]
    ) throws(ThemeError) {
        switch key {
        case .prefix: style.prefix = try string(value, path: path)
        case .suffix: style.suffix = try string(value, path: path)
        case .blockPrefix: style.blockPrefix = try string(value, path: path)
        case .blockSuffix: style.blockSuffix = try string(value, path: path)
        case .margin: style.margin = try count(value, path: path)
        case .indent: style.indent = try count(value, path: path)
        case .levelIndent: style.levelIndent = try count(value, path: path)
        case .borderColor: style.borderColor = try color(value, path: path, palette: palette)
        case .labelColor: style.labelColor = try color(value, path: path, palette: palette)
        case .barColor: style.barColor = try color(value, path: path, palette: palette)
        case .axisColor: style.axisColor = try color(value, path: path, palette: palette)
        case .gridColor: style.gridColor = try color(value, path: path, palette: palette)
        case .palette: style.palette = try colors(value, path: path, palette: palette)
        case .barCharacter: style.barCharacter = try string(value, path: path)
        case .bullets: style.bullets = try strings(value, path: path)
        case .enumerationSuffix: style.enumerationSuffix = try string(value, path: path)
        case .mark: style.mark = try string(value, path: path)
        case .character: style.character = try string(value, path: path)
        case .showURL: style.showURL = try bool(value, path: path)
        case .enumeration: style.enumeration = try enumeration(value, path: path)
        case .foreground, .background, .bold, .italic, .underline, .strikethrough, .faint,
            .inverse:
            let owner = String(path.dropLast(key.rawValue.count + 1))
            try setText(key, value, on: &style, path: owner, palette: palette)
        }
    }

    private func enumeration(
        _ value: JSONValue, path: String
    ) throws(ThemeError) -> EnumerationStyle {
        guard case .string(let text) = value, let style = EnumerationStyle(rawValue: text) else {
            let names = EnumerationStyle.allCases.map(\.rawValue).joined(separator: ", ")
            throw invalid(path, "expected one of \(names), got \(value.summary)")
        }
        return style
    }
}
