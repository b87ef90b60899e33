// Timing and number formatting shared by the benchmarks (no Foundation formatting on this path).
import Dispatch

/// Wall time of `body`, in seconds.
func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The least time of `count` runs: the one least disturbed by other work on a shared machine.
func best(of count: Int, _ body: () -> Void) -> Double {
    (0..<max(1, count)).map { _ in seconds(body) }.min() ?? 0
}

/// `value` with `digits` decimals (no Foundation formatting on this path).
func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    guard digits > 0 else { return String(Int(value.rounded())) }
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    let text = String(rounded)
    guard let dot = text.firstIndex(of: ".") else { return text }
    let decimals = text[text.index(after: dot)...]
    return String(text[..<dot]) + "." + decimals.prefix(digits) + String(repeating: "0", count: max(0, digits - decimals.count))
}
