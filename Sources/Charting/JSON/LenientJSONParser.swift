// Lenient JSON parser: a byte-level recursive-descent reader for the JSON that chart specs are
// written in, which is often JavaScript. It accepts comments, trailing commas, single-quoted
// and back-quoted strings, unquoted keys, NaN/Infinity, hex numbers, and a wrapper around the
// value (`option = {...};`, `var x = {...}`, `export default {...}`, `Highcharts.chart('c', {...})`).
// Functions and other expressions in value position are kept as opaque `.code` text, found by
// scanning to the next `,` `]` or `}` at bracket depth zero. Nesting is capped at `maxDepth`,
// so input can never drive the recursion deep; errors carry the byte offset, turned into a
// 1-based line:column on the way out.

/// Parses lenient JSON into `LenientJSON`.
public struct LenientJSONParser: Sendable {
    /// The deepest nesting of arrays and objects accepted.
    public var maxDepth: Int

    /// Creates a parser.
    public init(maxDepth: Int = 256) {
        self.maxDepth = maxDepth
    }

    /// Parses `text`; syntax errors carry a 1-based line and column.
    public func parse(_ text: String) throws(ChartError) -> LenientJSON {
        let bytes = Array(text.utf8)
        var scanner = JSONScanner(bytes: bytes, maxDepth: maxDepth)
        do {
            return try scanner.parseDocument()
        } catch {
            let (line, column) = Self.lineAndColumn(of: error.offset, in: bytes)
            throw .syntax(format: nil, line: line, column: column, reason: error.reason)
        }
    }

    /// The 1-based line and column (in characters) of a byte offset.
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == 10 {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}

/// A syntax error at a byte offset.
struct JSONSyntaxError: Error {
    var offset: Int
    var reason: String
}
