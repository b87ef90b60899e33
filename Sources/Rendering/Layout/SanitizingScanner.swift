/// The slow path of `TerminalText.sanitize(_:)`: one pass over the scalars.
struct SanitizingScanner {
    private let scalars: [Unicode.Scalar]
    private let tabWidth: Int
    private var index = 0
    private var column = 0
    private var output = String.UnicodeScalarView()

    init(scalars: [Unicode.Scalar], tabWidth: Int) {
        self.scalars = scalars
        self.tabWidth = tabWidth
    }

    mutating func run() -> String {
        while index < scalars.count {
            let value = scalars[index].value
            index += 1
            switch value {
            case 0x1B: escape()
            case 0x9B: skipControlSequence()
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F: skipStringSequence(introducerLength: 1)
            case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: break
            case 0x0A, 0x2028, 0x2029: emit("\n")
            case 0x0D:
                if index < scalars.count && scalars[index].value == 0x0A { break }
                emit("\u{240D}")
            case 0x09: emitTab()
            case 0x00...0x1F: emit(Unicode.Scalar(0x2400 + value) ?? "\u{FFFD}")
            case 0x7F: emit("\u{2421}")
            default: emit(scalars[index - 1])
            }
        }
        return String(output)
    }

    private mutating func emit(_ scalar: Unicode.Scalar) {
        output.append(scalar)
        if scalar == "\n" {
            column = 0
        } else {
            column += CellWidth.width(of: scalar)
        }
    }

    private mutating func emitTab() {
        let spaces = tabWidth - column % tabWidth
        for _ in 0..<spaces {
            emit(" ")
        }
    }

    /// After an ESC at `index - 1`: drops the sequence it starts, or shows `␛`.
    private mutating func escape() {
        guard index < scalars.count else { return emit("\u{241B}") }
        let next = scalars[index].value
        switch next {
        case 0x5B:  // [
            index += 1
            skipControlSequence()
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
            skipStringSequence(introducerLength: 2)
        case 0x20...0x2F:
            var end = index
            while end < scalars.count, (0x20...0x2F).contains(scalars[end].value) { end += 1 }
            if end < scalars.count, (0x30...0x7E).contains(scalars[end].value) {
                index = end + 1
            } else {
                emit("\u{241B}")
            }
        case 0x30...0x7E:
            index += 1
        default:
            emit("\u{241B}")
        }
    }

    /// Skips CSI parameters and intermediates through the final byte (0x40–0x7E); stops
    /// early, keeping the character, at anything a CSI cannot contain.
    private mutating func skipControlSequence() {
        while index < scalars.count {
            let value = scalars[index].value
            if (0x40...0x7E).contains(value) {
                index += 1
                return
            }
            guard (0x20...0x3F).contains(value) else { return }
            index += 1
        }
    }

    /// Skips an OSC/DCS/SOS/PM/APC through its terminator (BEL, ESC \, or ST U+009C). With no
    /// terminator, shows `␛` for ESC (or the C1 introducer) and keeps the rest as text.
    private mutating func skipStringSequence(introducerLength: Int) {
        let bodyStart = index + (introducerLength == 2 ? 1 : 0)
        var cursor = bodyStart
        while cursor < scalars.count {
            let value = scalars[cursor].value
            if value == 0x07 || value == 0x9C {
                index = cursor + 1
                return
            }
            if value == 0x1B, cursor + 1 < scalars.count, scalars[cursor + 1].value == 0x5C {
                index = cursor + 2
                return
            }
            cursor += 1
        }
        emit("\u{241B}")
    }
}
