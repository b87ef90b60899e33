extension JSONReader {
    /// A string from its opening quote; nil for a control character, a lone surrogate,
    /// an unknown escape or bytes that are not UTF-8.
    mutating func string() -> String? {
        index += 1
        let start = index
        // NB: most strings have no escapes: they are taken as they stand.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(validating: bytes[start..<index - 1], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            index += 1
        }
        var out = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { return String(validating: out, as: UTF8.self) }
            if byte < 0x20 { return nil }
            if byte != UInt8(ascii: "\\") {
                out.append(byte)
            } else {
                guard let scalar = escape() else { return nil }
                out.append(contentsOf: String(scalar).utf8)
            }
        }
        return nil
    }

    /// The character after a backslash (and its `\u` digits, or a surrogate pair).
    private mutating func escape() -> Unicode.Scalar? {
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): break
        default: return nil
        }
        guard let first = hexQuad() else { return nil }
        guard (0xD800...0xDBFF).contains(first) else { return Unicode.Scalar(first) }
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
        else { return nil }
        index += 2
        guard let second = hexQuad(), (0xDC00...0xDFFF).contains(second) else { return nil }
        return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
    }

    private mutating func hexQuad() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            index += 1
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// A number in JSON's grammar (no leading zeros, digits after a point or an exponent
    /// mark); nil otherwise or when it is not finite as a Double.
    mutating func number() -> JSONValue? {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if !skipDigits() {
            return nil
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() else { return nil }
        }
        if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count
                && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
            {
                index += 1
            }
            guard skipDigits() else { return nil }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { return nil }
        return .number(value)
    }

    /// Skips one or more digits; false when there is none.
    private mutating func skipDigits() -> Bool {
        let start = index
        while index < bytes.count && bytes[index] >= UInt8(ascii: "0")
            && bytes[index] <= UInt8(ascii: "9")
        {
            index += 1
        }
        return index > start
    }
}
