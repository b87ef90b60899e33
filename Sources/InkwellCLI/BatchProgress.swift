import Dispatch

/// The progress of a batch on stderr: a bar with count, rate and time left while it runs
/// (only on a terminal), and a one-line summary at the end.
struct BatchProgress {
    let total: Int
    let showsBar: Bool
    var done = 0
    var failures = 0
    private let start = DispatchTime.now().uptimeNanoseconds

    init(total: Int, showsBar: Bool) {
        self.total = total
        self.showsBar = showsBar
    }

    private var elapsed: Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Erases the bar before another line is written to stderr.
    var clearLine: String { showsBar ? "\r\u{1B}[K" : "" }

    /// `[=========>          ] 4,096/10,000  2,310/s  3s left`, redrawn in place.
    func bar() -> String? {
        guard showsBar, total > 0 else { return nil }
        let width = 24
        let filled = width * done / total
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let left = rate > 0 ? Double(total - done) / rate : 0
        let bar = String(repeating: "=", count: filled) + (filled < width ? ">" : "")
            + String(repeating: " ", count: max(0, width - filled - 1))
        return "\r\u{1B}[K[\(bar)] \(Self.grouped(done))/\(Self.grouped(total))  \(Self.grouped(Int(rate)))/s  "
            + "\(Int(left.rounded(.up)))s left"
    }

    /// `Rendered 9,998 of 10,000 inputs in 4.2 s (2,380/s); 2 failed.`
    func summary() -> String {
        let seconds = elapsed
        let rate = seconds > 0 ? Int(Double(done - failures) / seconds) : 0
        let tenths = Int((seconds * 10).rounded())
        var line = clearLine + "Rendered \(Self.grouped(done - failures)) of \(Self.grouped(total)) inputs in "
            + "\(tenths / 10).\(tenths % 10) s (\(Self.grouped(rate))/s)"
        if failures > 0 { line += "; \(Self.grouped(failures)) failed" }
        return line + ".\n"
    }

    /// 12345 → "12,345".
    static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}
