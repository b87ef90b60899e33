/// CommonMark's left- and right-flanking rules for a delimiter run, on ASCII classes (bytes
/// of multi-byte characters count as letters, which is what they almost always are).
struct Flanking {
    let left: Bool
    let right: Bool

    init(before: UInt8?, after: UInt8?) {
        let afterSpace = Self.isWhitespace(after)
        let beforeSpace = Self.isWhitespace(before)
        left = !afterSpace && (!Self.isPunctuation(after) || beforeSpace || Self.isPunctuation(before))
        right = !beforeSpace && (!Self.isPunctuation(before) || afterSpace || Self.isPunctuation(after))
    }

    /// Start and end of text count as whitespace.
    static func isWhitespace(_ byte: UInt8?) -> Bool {
        guard let byte else { return true }
        return byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    static func isPunctuation(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte)
            || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }
}

/// The length of a list marker and its following space at the start of `rest` (0 if none).
enum ListMarker {
    /// The length of the list marker `rest` begins with, and one space or tab after it; 0 when
    /// it begins with none.
    static func length(_ rest: ArraySlice<UInt8>) -> Int {
        guard let first = rest.first else { return 0 }
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: "*") {
            let next = rest.dropFirst().first
            return next == 0x20 || next == 0x09 ? 2 : 0
        }
        let digits = rest.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
        guard digits > 0, digits <= 9 else { return 0 }
        let delimiter = rest.dropFirst(digits).first
        guard delimiter == UInt8(ascii: ".") || delimiter == UInt8(ascii: ")") else { return 0 }
        let next = rest.dropFirst(digits + 1).first
        return next == 0x20 || next == 0x09 ? digits + 2 : 0
    }

    /// An item's opening with the marker and spacing of `line` (an item's first line, with
    /// up to three spaces before its marker) and one word, then a blank line: text read after
    /// it whose lines are indented to the item's content is in the item, at the same column.
    /// Nil when the line begins no item.
    static func placeholderItem(_ line: ArraySlice<UInt8>) -> [UInt8]? {
        let indent = line.prefix { $0 == 0x20 }.count
        guard indent <= 3 else { return nil }
        let rest = line.dropFirst(indent)
        let marker = length(rest)
        // NB: spaces and tabs after the marker's one as they are: five or more make the item's
        // content column the marker's plus one, as in place.
        let spacing = marker == 0 ? 0 : rest.dropFirst(marker).prefix { $0 == 0x20 || $0 == 0x09 }.count
        let content = rest.dropFirst(marker + spacing)
        guard marker == 0 || content.isEmpty || content.first == 0x0A || content.first == 0x0D else {
            return Array(line.prefix(indent + marker + spacing)) + Array("x\n\n".utf8)
        }
        // A marker alone on its line: its item's content starts one column after it.
        let bare = rest.prefix { $0 != 0x0A && $0 != 0x0D && $0 != 0x20 && $0 != 0x09 }
        guard isAlone(bare) else { return nil }
        return Array(line.prefix(indent)) + Array(bare) + Array(" x\n\n".utf8)
    }

    /// Whether `rest` is a list marker and nothing else (an item whose first line is empty).
    static func isAlone(_ rest: ArraySlice<UInt8>) -> Bool {
        guard let first = rest.first else { return false }
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: "*") { return rest.count == 1 }
        let digits = rest.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
        return digits > 0 && digits <= 9 && rest.count == digits + 1
            && (rest.last == UInt8(ascii: ".") || rest.last == UInt8(ascii: ")"))
    }
}
