// A strict JSON (RFC 8259) parser over UTF-8 bytes.
//
// It is iterative: open arrays and objects live on an explicit stack capped at `maxDepth`, so
// hostile input can neither overflow the call stack nor trap. Numbers are validated and kept as
// text. Invalid UTF-8 inside strings is replaced (U+FFFD), as are lone surrogate escapes.

/// Why a text is not JSON: what was wrong, and at which byte offset.
public struct JSONError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The byte offset (from zero) where parsing failed.
    public var offset: Int
    /// What was wrong there.
    public var message: String

    /// A one-line description: "<message> at byte <offset>".
    public var description: String { "\(message) at byte \(offset)" }
}

/// Parses JSON text into a `JSONValue`.
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    static let maxDepth = 512

    private let bytes: [UInt8]
    private var position = 0

    fileprivate enum Frame {
        case array([JSONValue])
        case object([JSONValue.Member], key: String)
    }

    /// Parses one complete JSON value (surrounding whitespace allowed).
    static func parse(_ text: some StringProtocol) throws(JSONError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func parseDocument() throws(JSONError) -> JSONValue {
        var stack: [Frame] = []
        var value = try parseValueOrOpen(&stack)
        while true {
            guard var frame = stack.popLast() else { break }
            frame.append(value)
            skipWhitespace()
            switch (peek, frame) {
            case (UInt8(ascii: ","), .array):
                position += 1
                stack.append(frame)
                value = try parseValueOrOpen(&stack)
            case (UInt8(ascii: ","), .object(let members, _)):
                position += 1
                let key = try parseKey()
                stack.append(.object(members, key: key))
                value = try parseValueOrOpen(&stack)
            case (UInt8(ascii: "]"), .array(let elements)):
                position += 1
                value = .array(elements)
            case (UInt8(ascii: "}"), .object(let members, _)):
                position += 1
                value = .object(members)
            default:
                throw fail(
                    peek == nil ? "unexpected end of input" : "expected ',' or a closing bracket")
            }
        }
        skipWhitespace()
        guard position == bytes.count else { throw fail("unexpected text after the value") }
        return value
    }

    /// Parses the next value: a scalar or an empty container is returned; a non-empty container
    /// is opened (pushed on `stack`) and parsing continues with its first element.
    private mutating func parseValueOrOpen(_ stack: inout [Frame]) throws(JSONError) -> JSONValue {
        while true {
            skipWhitespace()
            guard let byte = peek else { throw fail("unexpected end of input") }
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                guard stack.count < Self.maxDepth else {
                    throw fail("nesting deeper than \(Self.maxDepth)")
                }
                position += 1
                skipWhitespace()
                let isArray = byte == UInt8(ascii: "[")
                let close = isArray ? UInt8(ascii: "]") : UInt8(ascii: "}")
                if peek == close {
                    position += 1
                    return isArray ? .array([]) : .object([])
                }
                stack.append(isArray ? .array([]) : .object([], key: try parseKey()))
            case UInt8(ascii: "\""):
                return .string(try parseString())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            default:
                return .number(try parseNumber())
            }
        }
    }

    private mutating func parseKey() throws(JSONError) -> String {
        skipWhitespace()
        guard peek == UInt8(ascii: "\"") else { throw fail("expected a string key") }
        let key = try parseString()
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else { throw fail("expected ':' after a key") }
        position += 1
        return key
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONError) -> JSONValue
    {
        for expected in word.utf8 {
            guard peek == expected else { throw fail("invalid literal, expected \(word)") }
            position += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONError) -> String {
        let start = position
        if peek == UInt8(ascii: "-") { position += 1 }
        guard let first = peek, isDigit(first) else { throw fail("unexpected character") }
        position += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if peek == UInt8(ascii: ".") {
            position += 1
            guard let digit = peek, isDigit(digit) else { throw fail("expected a digit after '.'") }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            position += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
            guard let digit = peek, isDigit(digit) else { throw fail("expected an exponent") }
            skipDigits()
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func skipDigits() {
        while let byte = peek, isDigit(byte) { position += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek,
            byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        {
            position += 1
        }
    }

    func fail(_ message: String) -> JSONError {
        JSONError(offset: position, message: message)
    }
}

extension JSONParser {
    /// Parses a string literal starting at the opening quote.
    private mutating func parseString() throws(JSONError) -> String {
        position += 1
        var run = position
        var result = ""
        while true {
            guard let byte = peek else { throw fail("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                result += String(decoding: bytes[run..<position], as: UTF8.self)
                position += 1
                return result
            case UInt8(ascii: "\\"):
                result += String(decoding: bytes[run..<position], as: UTF8.self)
                position += 1
                try parseEscape(into: &result)
                run = position
            case 0..<0x20:
                throw fail("control character in a string")
            default:
                position += 1
            }
        }
    }

    private mutating func parseEscape(into result: inout String) throws(JSONError) {
        guard let byte = peek else { throw fail("unterminated escape") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): result += "\""
        case UInt8(ascii: "\\"): result += "\\"
        case UInt8(ascii: "/"): result += "/"
        case UInt8(ascii: "b"): result += "\u{08}"
        case UInt8(ascii: "f"): result += "\u{0C}"
        case UInt8(ascii: "n"): result += "\n"
        case UInt8(ascii: "r"): result += "\r"
        case UInt8(ascii: "t"): result += "\t"
        case UInt8(ascii: "u"): result.unicodeScalars.append(try parseUnicodeEscape())
        default: throw fail("invalid escape")
        }
    }

    /// Reads `XXXX` (after `\u`), joining a surrogate pair when one follows.
    private mutating func parseUnicodeEscape() throws(JSONError) -> Unicode.Scalar {
        let high = try parseHex4()
        let replacement = Unicode.Scalar(0xFFFD as UInt32) ?? "?"
        guard (0xD800...0xDBFF).contains(high) else {
            return Unicode.Scalar(high) ?? replacement
        }
        let mark = position
        guard peek == UInt8(ascii: "\\") else { return replacement }
        position += 1
        guard peek == UInt8(ascii: "u") else {
            position = mark
            return replacement
        }
        position += 1
        let low = try parseHex4()
        guard (0xDC00...0xDFFF).contains(low) else {
            position = mark
            return replacement
        }
        let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        return Unicode.Scalar(value) ?? replacement
    }

    private mutating func parseHex4() throws(JSONError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Self.hexValue(byte) else {
                throw fail("invalid \\u escape")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

extension JSONParser.Frame {
    fileprivate mutating func append(_ value: JSONValue) {
        switch self {
        case .array(var elements):
            self = .array([])  // NB: drop the enum's reference so the append does not copy
            elements.append(value)
            self = .array(elements)
        case .object(var members, let key):
            self = .array([])
            members.append(JSONValue.Member(key, value))
            self = .object(members, key: key)
        }
    }
}

extension JSONValue {
    /// Parses JSON text; throws `JSONError` with the byte offset when it is not valid JSON.
    public init(parsing text: some StringProtocol) throws(JSONError) {
        self = try JSONParser.parse(text)
    }
}
