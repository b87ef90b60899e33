/// The cursor behind `LenientJSONParser`: values, strings and numbers.
struct JSONScanner {
    let bytes: [UInt8]
    let maxDepth: Int
    var position = 0
    var depth = 0

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    func fail(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: position, reason: reason)
    }

    func describeCurrent() -> String {
        guard let byte = current else { return "end of input" }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16)
    }

    /// Skips whitespace (including non-breaking space and a BOM) and comments.
    mutating func skipTrivia() {
        while let byte = current {
            switch byte {
            case 32, 9, 10, 13, 11, 12:
                position += 1
            case 0xEF where peek(1) == 0xBB && peek(2) == 0xBF:
                position += 3
            case 0xC2 where peek(1) == 0xA0:
                position += 2
            case 47 where peek(1) == 47:
                while let next = current, next != 10 { position += 1 }
            case 47 where peek(1) == 42:
                position += 2
                while position < bytes.count, !(current == 42 && peek(1) == 47) { position += 1 }
                position = min(position + 2, bytes.count)
            default:
                return
            }
        }
    }

    /// Parses one value at the cursor.
    mutating func parseValue() throws(JSONSyntaxError) -> LenientJSON {
        skipTrivia()
        guard let byte = current else { throw fail("expected a value, found end of input") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
            return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), 48...57:
            let start = position
            let number = try parseNumberOrCode()
            let end = position
            skipTrivia()
            guard let next = current, [42, 47, 37, 43, 45].contains(next) else {
                position = end
                return number
            }
            position = start  // NB: arithmetic such as `24 * 3600 * 1000` is kept as code
            return scanCode()
        case UInt8(ascii: "("):
            return scanCode()
        default:
            guard Self.isIdentifierByte(byte) else {
                throw fail("expected a value, found \(describeCurrent())")
            }
            return parseWord()
        }
    }

    mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > maxDepth { throw fail("nesting deeper than \(maxDepth) levels") }
    }

    mutating func parseArray() throws(JSONSyntaxError) -> LenientJSON {
        try enter()
        position += 1
        var items: [LenientJSON] = []
        while true {
            skipTrivia()
            if current == UInt8(ascii: "]") { break }
            if current == UInt8(ascii: ",") {  // NB: holes like [1,,2] read as null
                items.append(.null)
                position += 1
                continue
            }
            items.append(try parseValue())
            skipTrivia()
            if current == UInt8(ascii: ",") {
                position += 1
            } else if current != UInt8(ascii: "]") {
                throw fail("expected ',' or ']' in an array, found \(describeCurrent())")
            }
        }
        position += 1
        depth -= 1
        return .array(items)
    }

    mutating func parseObject() throws(JSONSyntaxError) -> LenientJSON {
        try enter()
        position += 1
        var members: [LenientJSON.Member] = []
        while true {
            skipTrivia()
            if current == UInt8(ascii: "}") { break }
            let key = try parseKey()
            skipTrivia()
            guard current == UInt8(ascii: ":") else {
                throw fail("expected ':' after a key, found \(describeCurrent())")
            }
            position += 1
            members.append(.init(key: key, value: try parseValue()))
            skipTrivia()
            if current == UInt8(ascii: ",") {
                position += 1
            } else if current != UInt8(ascii: "}") {
                throw fail("expected ',' or '}' in an object, found \(describeCurrent())")
            }
        }
        position += 1
        depth -= 1
        return .object(members)
    }

    mutating func parseKey() throws(JSONSyntaxError) -> String {
        guard let byte = current else { throw fail("expected a key, found end of input") }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`") {
            return try parseString()
        }
        let start = position
        while let next = current, Self.isIdentifierByte(next) { position += 1 }
        guard position > start else { throw fail("expected a key, found \(describeCurrent())") }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (97...122).contains(byte) || (65...90).contains(byte) || (48...57).contains(byte)
            || byte == 95 || byte == 36 || byte >= 0x80
    }
}
