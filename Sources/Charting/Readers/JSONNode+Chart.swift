import FoundationEssentials

/// Conversions the readers share: domain values, colours, titles.
extension JSONNode {
    /// This node as a domain value on an axis with scale `scale` (nil when the scale is not
    /// known yet): numbers on time axes are epoch milliseconds, strings are ISO dates there.
    func domainValue(on scale: AxisScale?) -> ChartValue? {
        if case .code(let code) = value {
            return ChartDate.parseExpression(code).map(ChartValue.date)
        }
        switch scale {
        case .time:
            if let number = value.numberValue, number.isFinite {
                return .date(ChartDate.fromEpochMilliseconds(number))
            }
            if let text = string, let date = ChartDate.parse(text, allowYearOnly: true) {
                return .date(date)
            }
        case .category:
            return text.map(ChartValue.category)
        case .linear, .log, nil:
            if let number = value.numberValue, number.isFinite { return .number(number) }
        }
        return text.map(ChartValue.category)
    }

    /// A CSS colour: a string, or the first string of an array; gradients and code are nil.
    var color: String? {
        if let text = string?.trimmingSpace(), !text.isEmpty { return text }
        if let first = items?.first(where: { $0.string != nil }) { return first.color }
        return nil
    }

    /// Per-item colours when this is an array of colours.
    var colorList: [String?]? {
        guard let items else { return nil }
        return items.map(\.color)
    }

    /// A title given as a string, an array of lines, or an object with `text`.
    var titleText: String? {
        if let text = self["text"]?.text { return text.isEmpty ? nil : text }
        if isObject { return nil }
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    /// A percentage (`"50%"`) as a fraction, or a plain number as is.
    var fraction: Double? {
        if let text = string?.trimmingSpace(), text.hasSuffix("%") {
            return Double(text.dropLast()).map { $0 / 100 }
        }
        return number
    }
}

extension Array where Element == String {
    /// Appends `note` unless it is already there.
    mutating func appendOnce(_ note: String) {
        if !contains(note) { append(note) }
    }
}

extension JSONNode {
    /// A number, also from JavaScript products like `24 * 3600 * 1000` kept as code.
    var numberOrProduct: Double? {
        if let number { return number }
        guard case .code(let code) = value else { return nil }
        var product = 1.0
        for factor in code.split(separator: "*") {
            guard let number = Double(factor.trimmingSpace()) else { return nil }
            product *= number
        }
        return product
    }
}
