// The stable JSON form of a chart (what `inkwell chart --to json` prints). Keys are fixed
// (see NOTES.md); optional fields are omitted when nil or empty; dates are ISO 8601 strings
// in UTC written by us, so the output does not depend on the encoder's date strategy. A
// string decodes as a date only in our exact date-time form (`2024-03-05T14:30:00Z`).
import FoundationEssentials

extension ChartSpec: Codable {
    enum CodingKeys: String, CodingKey {
        case type, title, subtitle, x, y, orientation, stacking, isDonut, innerRadiusRatio
        case series, colorScale, source, notes
    }

    /// Decodes the stable JSON form.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            type: try c.decode(ChartType.self, forKey: .type),
            title: try c.decodeIfPresent(String.self, forKey: .title),
            subtitle: try c.decodeIfPresent(String.self, forKey: .subtitle),
            x: try c.decodeIfPresent(ChartAxis.self, forKey: .x) ?? ChartAxis(),
            y: try c.decodeIfPresent(ChartAxis.self, forKey: .y) ?? ChartAxis(scale: .linear),
            orientation: try c.decodeIfPresent(ChartOrientation.self, forKey: .orientation) ?? .vertical,
            stacking: try c.decodeIfPresent(ChartStacking.self, forKey: .stacking) ?? .none,
            isDonut: try c.decodeIfPresent(Bool.self, forKey: .isDonut) ?? false,
            innerRadiusRatio: try c.decodeIfPresent(Double.self, forKey: .innerRadiusRatio) ?? 0,
            series: try c.decodeIfPresent([ChartSeries].self, forKey: .series) ?? [],
            colorScale: try c.decodeIfPresent([String].self, forKey: .colorScale) ?? [],
            source: try c.decode(ChartFormat.self, forKey: .source),
            notes: try c.decodeIfPresent([String].self, forKey: .notes) ?? [])
    }

    /// Encodes the stable JSON form.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(type, forKey: .type)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(subtitle, forKey: .subtitle)
        try c.encode(x, forKey: .x)
        try c.encode(y, forKey: .y)
        try c.encode(orientation, forKey: .orientation)
        try c.encode(stacking, forKey: .stacking)
        try c.encode(isDonut, forKey: .isDonut)
        try c.encode(innerRadiusRatio, forKey: .innerRadiusRatio)
        try c.encode(series, forKey: .series)
        if !colorScale.isEmpty { try c.encode(colorScale, forKey: .colorScale) }
        try c.encode(source, forKey: .source)
        try c.encode(notes, forKey: .notes)
    }
}

extension ChartAxis: Codable {
    enum CodingKeys: String, CodingKey { case label, scale, min, max, categories }

    /// Decodes an axis.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            label: try c.decodeIfPresent(String.self, forKey: .label),
            scale: try c.decodeIfPresent(AxisScale.self, forKey: .scale) ?? .category,
            min: try c.decodeIfPresent(ChartValue.self, forKey: .min),
            max: try c.decodeIfPresent(ChartValue.self, forKey: .max),
            categories: try c.decodeIfPresent([String].self, forKey: .categories) ?? [])
    }

    /// Encodes an axis.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(label, forKey: .label)
        try c.encode(scale, forKey: .scale)
        try c.encodeIfPresent(min, forKey: .min)
        try c.encodeIfPresent(max, forKey: .max)
        if !categories.isEmpty { try c.encode(categories, forKey: .categories) }
    }
}

extension ChartSeries: Codable {
    enum CodingKeys: String, CodingKey { case name, color, type, stack, isSmooth, points }

    /// Decodes a series.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try c.decode(String.self, forKey: .name),
            color: try c.decodeIfPresent(String.self, forKey: .color),
            type: try c.decodeIfPresent(ChartType.self, forKey: .type),
            stack: try c.decodeIfPresent(String.self, forKey: .stack),
            isSmooth: try c.decodeIfPresent(Bool.self, forKey: .isSmooth) ?? false,
            points: try c.decodeIfPresent([ChartPoint].self, forKey: .points) ?? [])
    }

    /// Encodes a series.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(color, forKey: .color)
        try c.encodeIfPresent(type, forKey: .type)
        try c.encodeIfPresent(stack, forKey: .stack)
        if isSmooth { try c.encode(isSmooth, forKey: .isSmooth) }
        try c.encode(points, forKey: .points)
    }
}

extension ChartPoint: Codable {
    enum CodingKeys: String, CodingKey { case x, y, x2, size, value, color }

    /// Decodes a point; a missing or null `y` is a gap.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            x: try c.decode(ChartValue.self, forKey: .x),
            y: try c.decodeIfPresent(Double.self, forKey: .y),
            x2: try c.decodeIfPresent(ChartValue.self, forKey: .x2),
            size: try c.decodeIfPresent(Double.self, forKey: .size),
            value: try c.decodeIfPresent(Double.self, forKey: .value),
            color: try c.decodeIfPresent(String.self, forKey: .color))
    }

    /// Encodes a point; a gap writes `"y": null`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(x, forKey: .x)
        if let y { try c.encode(y, forKey: .y) } else { try c.encodeNil(forKey: .y) }
        try c.encodeIfPresent(x2, forKey: .x2)
        try c.encodeIfPresent(size, forKey: .size)
        try c.encodeIfPresent(value, forKey: .value)
        try c.encodeIfPresent(color, forKey: .color)
    }
}

extension ChartValue: Codable {
    /// Decodes a number, a date (our exact ISO 8601 form) or a category label.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let number = try? c.decode(Double.self) {
            self = .number(number)
            return
        }
        let text = try c.decode(String.self)
        if text.hasSuffix("Z"), text.contains("T"), let date = ChartDate.parse(text) {
            self = .date(date)
        } else {
            self = .category(text)
        }
    }

    /// Encodes numbers as numbers, dates as ISO 8601 strings, categories as strings.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .number(let value): try c.encode(value)
        case .date(let date): try c.encode(ChartDate.iso8601(date))
        case .category(let text): try c.encode(text)
        }
    }
}
