// Base64 decoding (RFC 4648, standard and URL-safe alphabets): four characters carry three
// bytes; whitespace is skipped and padding is optional.

/// A small base64 decoder (Plotly's typed arrays carry their bytes this way).
public enum Base64 {
    /// The bytes `text` encodes, or nil if it holds a character outside the alphabet.
    public static func decode(_ text: String) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count / 4 * 3)
        var buffer: UInt32 = 0
        var filled = 0
        for byte in text.utf8 {
            if byte == 61 { break }
            if byte == 32 || byte == 10 || byte == 13 || byte == 9 { continue }
            guard let sextet = value(of: byte) else { return nil }
            buffer = buffer << 6 | UInt32(sextet)
            filled += 1
            if filled == 4 {
                output.append(UInt8(truncatingIfNeeded: buffer >> 16))
                output.append(UInt8(truncatingIfNeeded: buffer >> 8))
                output.append(UInt8(truncatingIfNeeded: buffer))
                buffer = 0
                filled = 0
            }
        }
        switch filled {
        case 2: output.append(UInt8(truncatingIfNeeded: buffer >> 4))
        case 3:
            output.append(UInt8(truncatingIfNeeded: buffer >> 10))
            output.append(UInt8(truncatingIfNeeded: buffer >> 2))
        case 1: return nil
        default: break
        }
        return output
    }

    static func value(of byte: UInt8) -> UInt8? {
        switch byte {
        case 65...90: byte - 65
        case 97...122: byte - 71
        case 48...57: byte + 4
        case 43, 45: 62
        case 47, 95: 63
        default: nil
        }
    }
}
