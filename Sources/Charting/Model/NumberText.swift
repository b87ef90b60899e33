/// Number formatting without Foundation.
enum NumberText {
    /// The shortest text that reads back as `value`: `3`, `2.5`, `-0.001`, `1e+21`.
    static func shortest(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-Infinity" : "Infinity") }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// `value` with exactly `decimals` digits after the point (rounded half away from zero).
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return shortest(value) }
        let places = max(0, min(decimals, 12))
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return shortest(value) }
        var digits = String(Int64(scaled))
        if places > 0 {
            if digits.count <= places {
                digits = String(repeating: "0", count: places - digits.count + 1) + digits
            }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
        }
        return (value < 0 && scaled != 0 ? "-" : "") + digits
    }
}
