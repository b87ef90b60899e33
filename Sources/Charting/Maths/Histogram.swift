// Histogram binning. Edges are evenly spaced at a "nice" width (1, 2 or 5 times a power of
// ten) at least as wide as the rule asks for, starting at a multiple of that width at or below
// the smallest value, so bin labels read well (0-10, 10-20, not 0.37-9.81). An explicit bin
// size or start is honoured exactly. Every bin is half-open [start, end) except the last,
// which also takes its end, so the maximum is always counted.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One bin of a histogram.
public struct HistogramBin: Sendable, Hashable {
    /// Inclusive lower edge.
    public var start: Double
    /// Upper edge (exclusive, except for the last bin).
    public var end: Double
    /// How many values fell in.
    public var count: Int

    /// Creates a bin.
    public init(start: Double, end: Double, count: Int) {
        self.start = start
        self.end = end
        self.count = count
    }
}

/// How many bins to use when the spec does not say.
public enum BinningRule: Sendable, Hashable {
    /// ⌈log₂ n⌉ + 1 bins (good for small, roughly normal samples).
    case sturges
    /// Bin width 2·IQR/∛n (robust to outliers); falls back to Sturges when the IQR is 0.
    case freedmanDiaconis
}

/// Binning of raw values into a histogram.
public enum Histogram {
    /// The largest number of bins ever produced.
    public static let maxBinCount = 10_000

    /// Bins `values` (non-finite ones are skipped). `count` is the wanted number of bins (a
    /// maximum, widths stay nice), `size` an exact bin width; `start`/`end` bound the range.
    public static func bins(
        _ values: [Double], rule: BinningRule = .sturges, count: Int? = nil,
        size: Double? = nil, start: Double? = nil, end: Double? = nil
    ) -> [HistogramBin] {
        let finite = values.filter(\.isFinite)
        let edges = edges(for: finite, rule: rule, count: count, size: size, start: start, end: end)
        return tally(finite, edges: edges)
    }

    /// Bin edges for `values` (first edge to last edge, one more than the bin count).
    public static func edges(
        for values: [Double], rule: BinningRule = .sturges, count: Int? = nil,
        size: Double? = nil, start: Double? = nil, end: Double? = nil
    ) -> [Double] {
        let finite = values.filter(\.isFinite)
        guard let low = start ?? finite.min(), let high = end ?? finite.max(), high >= low
        else { return [] }
        let width: Double
        if let size, size > 0, size.isFinite {
            width = size
        } else if high == low {
            width = 1
        } else {
            let wanted = count.map { Swift.max(1, $0) } ?? binCount(finite, rule: rule, range: high - low)
            width = NiceNumber.step(atLeast: (high - low) / Double(wanted))
        }
        let first = start ?? (high == low && size == nil ? low - 0.5 : (low / width).rounded(.down) * width)
        let span = ((high - first) / width).rounded(.up)
        let binCount = Swift.min(maxBinCount, Swift.max(1, Int(span.isFinite ? span : 1)))
        return (0...binCount).map { first + Double($0) * width }
    }

    /// Counts `values` into the bins between consecutive `edges`.
    public static func tally(_ values: [Double], edges: [Double]) -> [HistogramBin] {
        guard edges.count >= 2, let first = edges.first, let last = edges.last else { return [] }
        var counts = [Int](repeating: 0, count: edges.count - 1)
        let width = (last - first) / Double(counts.count)
        for value in values where value.isFinite && value >= first && value <= last {
            // NB: edges spanning more than Double can hold give an infinite or NaN guess.
            let guess = (value - first) / width
            var index = guess.isFinite ? Int(Swift.max(0, Swift.min(Double(counts.count - 1), guess))) : 0
            while index > 0 && value < edges[index] { index -= 1 }
            while index < counts.count - 1 && value >= edges[index + 1] { index += 1 }
            counts[index] += 1
        }
        return counts.indices.map { HistogramBin(start: edges[$0], end: edges[$0 + 1], count: counts[$0]) }
    }

    static func binCount(_ values: [Double], rule: BinningRule, range: Double) -> Int {
        let sturges = Int((log2(Double(Swift.max(values.count, 1)))).rounded(.up)) + 1
        switch rule {
        case .sturges:
            return sturges
        case .freedmanDiaconis:
            let sorted = values.sorted()
            let iqr = Quantile.of(sorted, 0.75) - Quantile.of(sorted, 0.25)
            guard iqr > 0 else { return sturges }
            let width = 2 * iqr / cbrt(Double(sorted.count))
            return Swift.max(1, Int((range / width).rounded(.up)))
        }
    }
}

/// Linear-interpolated quantiles of sorted values.
enum Quantile {
    static func of(_ sorted: [Double], _ q: Double) -> Double {
        guard let first = sorted.first else { return 0 }
        guard sorted.count > 1 else { return first }
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = Swift.min(lower + 1, sorted.count - 1)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
    }
}
