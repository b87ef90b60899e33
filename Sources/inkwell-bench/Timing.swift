// Timing and number formatting shared by the benchmarks (no Foundation formatting on this path).
import Dispatch

/// Wall time of `body`, in seconds.
func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The least wall time of `runs` runs of `body` (the least disturbed by other load), in seconds.
func bestTime(_ runs: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<max(1, runs) { best = min(best, seconds(body)) }
    return best
}

/// `value` with `digits` decimals.
func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    let text = String(rounded)
    guard let dot = text.firstIndex(of: ".") else { return text }
    let decimals = text[text.index(after: dot)...]
    return String(text[..<dot]) + "." + decimals.prefix(digits) + String(repeating: "0", count: max(0, digits - decimals.count))
}
