// A direct JSON reader for themes, on UTF-8 bytes.
//
// JSONDecoder through `Decodable` costs more than rendering a page of text for one built-in
// theme (and a dark theme loads its light counterpart too). This reader takes the plain
// JSON themes are written in and gives up (nil) on anything it is not sure of: invalid
// syntax, a duplicate key, a number that is not finite, nesting deeper than `maximumDepth`.
// The loader then asks JSONDecoder, whose answer and error messages stay the reference.

extension JSONValue {
    /// The value of a JSON text, or nil when the direct reader is not sure of it.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        var reader = JSONReader(bytes: bytes)
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.index == bytes.count ? value : nil
    }
}

/// The state of one `JSONValue.parse(_:)`: a cursor in the bytes.
struct JSONReader {
    static let maximumDepth = 256

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func skipSpace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    mutating func value(depth: Int) -> JSONValue? {
        skipSpace()
        guard index < bytes.count, depth < JSONReader.maximumDepth else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func object(depth: Int) -> JSONValue? {
        index += 1
        var members: [String: JSONValue] = [:]
        skipSpace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else {
                return nil
            }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            guard let member = value(depth: depth + 1), members[key] == nil else { return nil }
            members[key] = member
            guard let closed = separator(closing: UInt8(ascii: "}")) else { return nil }
            if closed { return .object(members) }
        }
    }

    private mutating func array(depth: Int) -> JSONValue? {
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            guard let element = value(depth: depth + 1) else { return nil }
            elements.append(element)
            guard let closed = separator(closing: UInt8(ascii: "]")) else { return nil }
            if closed { return .array(elements) }
        }
    }

    /// After a member or element: true at the closing bracket, false after a comma.
    private mutating func separator(closing: UInt8) -> Bool? {
        skipSpace()
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        index += 1
        if byte == closing { return true }
        return byte == UInt8(ascii: ",") ? false : nil
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return nil }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
            return nil
        }
        index += count
        return value
    }
}
