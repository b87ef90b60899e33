// Tick placement. Linear: the step is the 1-2-5 number nearest (range / target count), the
// domain widens to whole steps, and labels get as many decimals as the step needs (with k, M,
// B suffixes once values reach 10,000). Log: every power of ten, plus 2× and 5× when the
// range spans fewer than three decades. Time ticks live in AxisTicks+Time.swift.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tick positions and labels for one axis.
public struct AxisTicks: Sendable, Hashable {
    /// Tick positions in axis units (seconds since 1970 on time axes).
    public var values: [Double]
    /// A label per tick.
    public var labels: [String]
    /// The domain to draw: the data range widened to whole steps (linear), decades (log), or
    /// the range as given (time).
    public var lower: Double
    /// Upper end of the domain.
    public var upper: Double

    /// Creates ticks.
    public init(values: [Double], labels: [String], lower: Double, upper: Double) {
        self.values = values
        self.labels = labels
        self.lower = lower
        self.upper = upper
    }

    /// About `count` ticks on a 1-2-5 step covering `min...max`.
    public static func linear(min: Double, max: Double, count: Int = 5) -> AxisTicks {
        var low = Swift.min(min, max)
        var high = Swift.max(min, max)
        guard low.isFinite, high.isFinite else { return AxisTicks(values: [0, 1], labels: ["0", "1"], lower: 0, upper: 1) }
        if low == high {
            let pad = low == 0 ? 1 : abs(low) * 0.1
            (low, high) = (low - pad, high + pad)
        }
        let step = nearestNiceStep((high - low) / Double(Swift.max(1, count)))
        let first = (low / step).rounded(.down)
        let last = (high / step).rounded(.up)
        let values = stride(from: first, through: last, by: 1).map { $0 * step }
        let labels = values.map { label($0, step: step, largest: Swift.max(abs(values.first ?? 0), abs(values.last ?? 0))) }
        return AxisTicks(values: values, labels: labels, lower: first * step, upper: last * step)
    }

    /// The 1-2-5 number nearest `raw` on a log scale.
    static func nearestNiceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let magnitude = NiceNumber.pow10(Int(log10(raw).rounded(.down)))
        let residual = raw / magnitude
        let factor: Double = residual < 1.5 ? 1 : residual < 3.5 ? 2 : residual < 7.5 ? 5 : 10
        return factor * magnitude
    }

    /// A tick label with the decimals `step` needs; k/M/B once values reach 10,000.
    public static func label(_ value: Double, step: Double, largest: Double) -> String {
        let suffixes: [(Double, String)] = [(1e9, "B"), (1e6, "M"), (1e3, "k")]
        for (scale, suffix) in suffixes where largest >= 10_000 && largest >= scale && step >= scale / 10 {
            return fixed(value / scale, step: step / scale) + suffix
        }
        return fixed(value, step: step)
    }

    static func fixed(_ value: Double, step: Double) -> String {
        let decimals = step >= 1 ? 0 : Int((-log10(step)).rounded(.up) + 1e-9)
        let text = NumberText.fixed(value, decimals: decimals)
        return text == "-0" ? "0" : text
    }

    /// Powers of ten covering `min...max` (both > 0), with 2× and 5× over short ranges.
    public static func log(min: Double, max: Double) -> AxisTicks {
        let low = Swift.max(Swift.min(min, max), 1e-300)
        let high = Swift.max(Swift.max(min, max), low)
        let first = Int(log10(low).rounded(.down))
        let last = Swift.max(first + 1, Int(log10(high).rounded(.up)))
        let fine = last - first < 3
        var values: [Double] = []
        for exponent in first...last {
            let power = NiceNumber.pow10(exponent)
            values.append(power)
            if fine && exponent < last { values += [2 * power, 5 * power] }
        }
        let largest = NiceNumber.pow10(last)
        let labels = values.map { value in
            value >= 1 ? label(value, step: 1, largest: largest) : NumberText.shortest(value)
        }
        return AxisTicks(values: values, labels: labels, lower: NiceNumber.pow10(first), upper: largest)
    }
}
