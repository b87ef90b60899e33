// A byte buffer for HTML with the escapes of each context: text, attribute, URL.
//
// Escaping copies runs of safe bytes at once and only stops at the few bytes that need work;
// everything is written into one growing [UInt8] and turned into a String once at the end.

/// Accumulates HTML bytes.
struct HTMLWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// A writer that goes on after `bytes`.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Drops everything written after the first `count` bytes.
    mutating func truncate(to count: Int) {
        bytes.removeSubrange(count...)
    }

    /// Markup we wrote ourselves; never input.
    mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Verbatim bytes of a string the caller vouches for (raw HTML in unsafe mode, numbers).
    mutating func verbatim(_ string: String) {
        var copy = string
        copy.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    mutating func append(_ other: ArraySlice<UInt8>) {
        bytes.append(contentsOf: other)
    }

    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    /// A newline unless the output is empty or already ends in one (cmark's `cr`).
    mutating func newlineIfNeeded() {
        if let last = bytes.last, last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    }

    /// Text content or an attribute value: `&`, `<`, `>` and `"` become entities.
    mutating func text(_ string: String) {
        var copy = string
        copy.withUTF8 { escapeText($0) }
    }

    mutating func escapeText(_ input: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in 0..<input.count {
            guard let entity = Self.entity(for: input[index]) else { continue }
            if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<index])) }
            raw(entity)
            runStart = index + 1
        }
        if runStart < input.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart...])) }
    }

    /// The entity `escapeText` writes for `byte`, if it is one it escapes.
    @inline(__always)
    private static func entity(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        default: nil
        }
    }

    /// How many bytes `escapeText` makes of `input`.
    static func escapedLength(_ input: UnsafeBufferPointer<UInt8>) -> Int {
        input.reduce(0) { total, byte in total + (entity(for: byte)?.utf8CodeUnitCount ?? 1) }
    }

    /// A URL inside `href="..."`/`src="..."`: bytes outside the URL-safe set are
    /// percent-encoded, `&` and `'` become entities (as cmark's houdini_escape_href).
    mutating func url(_ string: String) {
        var copy = string
        copy.withUTF8 { input in
            for byte in input {
                if URLBytes.isSafe(byte) {
                    bytes.append(byte)
                } else if byte == UInt8(ascii: "&") {
                    raw("&amp;")
                } else if byte == UInt8(ascii: "'") {
                    raw("&#x27;")
                } else {
                    bytes.append(UInt8(ascii: "%"))
                    bytes.append(URLBytes.hexDigits[Int(byte >> 4)])
                    bytes.append(URLBytes.hexDigits[Int(byte & 0xF)])
                }
            }
        }
    }

    mutating func number(_ value: Int) {
        verbatim(String(value))
    }

    /// The finished document.
    func string() -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

/// The bytes a URL may keep as they are: alphanumerics and `-_.+!*(),%#@?=;:/$~`.
enum URLBytes {
    static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    private static let safeTable: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "-_.+!*(),%#@?=;:/$~".utf8 { table[Int(byte)] = true }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = true }
        return table
    }()

    static func isSafe(_ byte: UInt8) -> Bool {
        safeTable[Int(byte)]
    }
}
