import Charting

/// Short number labels for cells, colour scales and terminal charts.
public enum ChartNumber {
    /// At most three significant digits and a k/M/B suffix: `3`, `0.25`, `12.5k`, `3.1M`.
    public static func short(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        let magnitude = abs(value)
        for (scale, suffix) in [(1e9, "B"), (1e6, "M"), (1e3, "k")]
        where magnitude >= scale * 10 || (magnitude >= scale && suffix != "k") {
            return significant(value / scale) + suffix
        }
        return significant(value)
    }

    /// A tick label as `AxisTicks` wrote it, but `0` for the zero tick (not `0k`).
    static func tick(_ label: String, at value: Double) -> String {
        value == 0 && label.count == 2 && label.hasPrefix("0") && !label.hasSuffix("%")
            ? "0" : label
    }

    static func significant(_ value: Double) -> String {
        let magnitude = abs(value)
        let decimals =
            magnitude >= 100 || magnitude == 0 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        var text = AxisTicks.label(value, step: NiceNumber.pow10(-decimals), largest: 0)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
