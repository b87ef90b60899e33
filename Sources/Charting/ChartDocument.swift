// Reading a code block as a chart. The text is parsed as lenient JSON once; then the fence
// language decides. A format-naming fence (`highcharts`, `vega-lite` ...) tries that reader
// first and falls back to sniffing; `chart` sniffs and insists the block is a chart; `json`
// (or no language) sniffs quietly, so ordinary JSON stays a plain code block. Sniffing asks
// every reader how much the root looks like its format and takes the most likely; ties go
// in `ChartFormat.allCases` order.

/// Entry point: turns the text of a code block into a chart, or says why not.
public enum ChartDocument {
    /// Fence languages that claim a chart (and so get a note when reading fails).
    public static let chartLanguages: Set<String> = [
        "chart", "chartjs", "echarts", "highcharts", "plotly", "vega-lite", "vegalite",
    ]

    /// Reads `text` from a code block whose info string starts with `fenceLanguage`.
    public static func read(_ text: String, fenceLanguage: String?) -> ChartReadResult {
        let language = fenceLanguage?.lowercased().trimmingSpace() ?? ""
        let claimed = chartLanguages.contains(language)
        let preferred = claimed && language != "chart" ? ChartFormat(name: language) : nil
        let root: LenientJSON
        do {
            root = try LenientJSONParser().parse(text)
        } catch {
            return claimed ? .invalid(preferred.map { error.attributed(to: $0) } ?? error) : .notAChart
        }
        return read(JSONNode(root), preferred: preferred, claimed: claimed)
    }

    /// Whether `text` may read as a chart: false only when it cannot be a whole lenient JSON
    /// document with an object or array at its root, so `read` gives `.notAChart` for a
    /// `json` fence. A chart's text ends with what ends such a root (`}`, `]`, a wrapper's `)`
    /// or `;`) or with a comment (`*/`, a line comment on its last line, or a block comment
    /// left open, which runs to the end); a wrapped one (`option = {...};`) may end with
    /// anything after its `;`. Cheap next to reading it: a live frame asks of a `json` block
    /// still being typed on every chunk.
    public static func mayBeChart(_ text: String) -> Bool {
        var text = text
        let whiteSpace: [UInt8] = [32, 9, 10, 13, 11, 12]   // what the scanner's trivia skips, ASCII
        return text.withUTF8 { bytes in
            var end = bytes.count
            while end > 0, whiteSpace.contains(bytes[end - 1]) { end -= 1 }
            guard end > 0 else { return false }
            // NB: bytes past ASCII may be trivia (a no-break space, a byte order mark), and
            // a letter first (after white space) begins a wrapper.
            guard let first = bytes.first(where: { !whiteSpace.contains($0) }),
                  first < 0x80, first != UInt8(ascii: "/"), !JSONScanner.isIdentifierByte(first) || (48...57).contains(first)
            else { return true }
            let last = bytes[end - 1]
            if last >= 0x80 || [UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: ";"),
                                UInt8(ascii: "/")].contains(last) { return true }
            var lineStart = end
            while lineStart > 0, bytes[lineStart - 1] != 10, bytes[lineStart - 1] != 13 { lineStart -= 1 }
            return holdsPair(bytes[lineStart..<end], UInt8(ascii: "/"), UInt8(ascii: "/"))
                || holdsPair(bytes[..<end], UInt8(ascii: "/"), UInt8(ascii: "*"))
        }
    }

    /// Whether `bytes` hold `first` followed by `second`.
    private static func holdsPair(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ first: UInt8, _ second: UInt8) -> Bool {
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: first) {
            if found + 1 < bytes.endIndex, bytes[found + 1] == second { return true }
            index = found + 1
        }
        return false
    }

    /// Reads `text` as `format` only (what `inkwell chart --from FORMAT` does).
    public static func read(_ text: String, as format: ChartFormat) -> ChartReadResult {
        do {
            let root = try LenientJSONParser().parse(text)
            return .chart(try format.reader.read(JSONNode(root)))
        } catch {
            return .invalid(error.attributed(to: format))
        }
    }

    /// The format `text` most looks like, if any.
    public static func detectFormat(_ text: String) -> ChartFormat? {
        guard let root = try? LenientJSONParser().parse(text) else { return nil }
        return sniff(JSONNode(root)).first
    }

    static func read(_ root: JSONNode, preferred: ChartFormat?, claimed: Bool) -> ChartReadResult {
        var firstError: ChartError?
        if let preferred {
            do {
                return .chart(try preferred.reader.read(root))
            } catch {
                firstError = error
            }
        }
        for format in sniff(root) where format != preferred {
            do {
                var spec = try format.reader.read(root)
                if let preferred {
                    spec.notes.appendOnce("read as \(format.rawValue), not \(preferred.rawValue)")
                }
                return .chart(spec)
            } catch {
                firstError = firstError ?? error
            }
        }
        if let firstError { return .invalid(firstError) }
        return claimed ? .invalid(.content(
            format: preferred ?? .native, path: "",
            reason: "not a chart spec in any known format")) : .notAChart
    }

    /// Formats whose shape `root` has, likeliest first.
    static func sniff(_ root: JSONNode) -> [ChartFormat] {
        let scored = ChartFormat.allCases.enumerated().map { ($1, $1.reader.likelihood(of: root), $0) }
        return scored.filter { $0.1 > 0 }.sorted { ($0.1, -$0.2) > ($1.1, -$1.2) }.map(\.0)
    }
}
