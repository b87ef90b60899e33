/// Strings, numbers, bare words and opaque code.
extension JSONScanner {
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let quote = bytes[position]
        position += 1
        var start = position
        var text = ""
        while let byte = current {
            if byte == quote {
                text += String(decoding: bytes[start..<position], as: UTF8.self)
                position += 1
                return text
            }
            if byte == 92 {
                text += String(decoding: bytes[start..<position], as: UTF8.self)
                position += 1
                text.unicodeScalars.append(contentsOf: try parseEscape())
                start = position
            } else {
                position += 1
            }
        }
        throw fail("unterminated string")
    }

    /// The scalars one backslash escape stands for (the cursor is after the backslash).
    mutating func parseEscape() throws(JSONSyntaxError) -> [Unicode.Scalar] {
        guard let byte = current else { throw fail("unterminated string") }
        position += 1
        switch byte {
        case UInt8(ascii: "n"): return ["\n"]
        case UInt8(ascii: "t"): return ["\t"]
        case UInt8(ascii: "r"): return ["\r"]
        case UInt8(ascii: "b"): return ["\u{8}"]
        case UInt8(ascii: "f"): return ["\u{C}"]
        case UInt8(ascii: "v"): return ["\u{B}"]
        case UInt8(ascii: "0"): return ["\u{0}"]
        case 10: return []
        case UInt8(ascii: "x"): return [Unicode.Scalar(UInt8(truncatingIfNeeded: try hex(2)))]
        case UInt8(ascii: "u"): return [try parseUnicodeEscape()]
        default:
            guard byte < 0x80 else {
                position -= 1
                return []
            }
            return [Unicode.Scalar(byte)]
        }
    }

    mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let first = try hex(4)
        if (0xD800..<0xDC00).contains(first), current == 92, peek(1) == UInt8(ascii: "u") {
            position += 2
            let second = try hex(4)
            if (0xDC00..<0xE000).contains(second) {
                let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            }
        }
        return Unicode.Scalar(first) ?? "\u{FFFD}"
    }

    mutating func hex(_ count: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let byte = current, let digit = Self.hexDigit(byte) else {
                throw fail("invalid escape sequence")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: byte - 48
        case 65...70: byte - 55
        case 97...102: byte - 87
        default: nil
        }
    }

    /// A number, `±Infinity`, `-NaN`, or code that starts like one.
    mutating func parseNumberOrCode() throws(JSONSyntaxError) -> LenientJSON {
        let start = position
        var sign = 1.0
        if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") {
            if current == UInt8(ascii: "-") { sign = -1 }
            position += 1
            skipTrivia()
            if let byte = current, (65...90).contains(byte) || (97...122).contains(byte) {
                let word = parseWord()
                if case .number(let value) = word { return .number(sign * value) }
                throw JSONSyntaxError(offset: start, reason: "expected a number")
            }
        }
        let digitsStart = position
        while let byte = current, Self.isNumberByte(byte) { position += 1 }
        let slice = bytes[digitsStart..<position]
        guard let value = Self.number(slice) else {
            throw JSONSyntaxError(offset: start, reason: "invalid number")
        }
        return .number(sign * value)
    }

    static func isNumberByte(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || byte == 46 || byte == 101 || byte == 69 || byte == 43
            || byte == 45 || byte == 120 || byte == 88 || (97...102).contains(byte)
            || (65...70).contains(byte) || byte == 95
    }

    static func number(_ slice: ArraySlice<UInt8>) -> Double? {
        guard !slice.isEmpty else { return nil }
        var integer: UInt64 = 0
        if slice.count <= 15, slice.allSatisfy({ (48...57).contains($0) }) {
            for byte in slice { integer = integer * 10 + UInt64(byte - 48) }
            return Double(integer)
        }
        let text = String(decoding: slice.filter { $0 != 95 }, as: UTF8.self)
        let lower = text.lowercased()
        if lower.hasPrefix("0x"), let hex = UInt64(lower.dropFirst(2), radix: 16) {
            return Double(hex)
        }
        if lower.contains("x") { return nil }
        return Double(text)
    }

    /// A bare word: a literal, or code (a function, call or reference).
    mutating func parseWord() -> LenientJSON {
        let start = position
        while let byte = current, Self.isIdentifierByte(byte) { position += 1 }
        let word = String(decoding: bytes[start..<position], as: UTF8.self)
        let end = position
        skipTrivia()
        let continues = current.map { [40, 46, 61, 91, 63].contains($0) } ?? false
        if !continues {
            position = end
            switch word {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null", "undefined": return .null
            case "NaN": return .number(.nan)
            case "Infinity": return .number(.infinity)
            default: break
            }
        }
        position = start
        return scanCode()
    }

    /// Opaque JavaScript up to the next `,` `]` `}` `)` or `;` at bracket depth zero.
    mutating func scanCode() -> LenientJSON {
        let start = position
        var level = 0
        while let byte = current {
            switch byte {
            case 40, 91, 123: level += 1
            case 41, 93, 125:
                if level == 0 { return code(from: start) }
                level -= 1
            case 44, 59:
                if level == 0 { return code(from: start) }
            case 34, 39, 96:
                _ = try? parseString()
                continue
            case 47 where peek(1) == 47 || peek(1) == 42:
                skipTrivia()
                continue
            default: break
            }
            position += 1
        }
        return code(from: start)
    }

    private func code(from start: Int) -> LenientJSON {
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        return .code(text.trimmingTrailingSpace())
    }
}

extension String {
    /// The string without trailing spaces and newlines.
    func trimmingTrailingSpace() -> String {
        var scalars = Substring(self)
        while let last = scalars.last, last == " " || last == "\n" || last == "\t" || last == "\r" {
            scalars.removeLast()
        }
        return String(scalars)
    }
}
