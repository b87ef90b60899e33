import Theming

/// Encodes lines of pieces as text with SGR escapes and OSC 8 hyperlinks, as `ANSIEncoder`
/// describes; the one implementation behind it and the terminal renderer's byte output.
///
/// NB: the escape between two style numbers is worked out once and kept in a square table
/// (a document has a few dozen styles); a link is sanitised once per link number.
struct PieceEncoder {
    let depth: ColorDepth
    let hyperlinks: Bool
    private var states: [SGRState?] = []
    private var table: [Int64] = []
    private var dimension = 0
    private var escapes: [UInt8] = []
    private var linkNumbers: [Int32] = []
    private var openings: [[UInt8]] = []
    private var openingNumbers: [String: Int32] = [:]

    private static let unknownLink: Int32 = -2
    private static let closeLink = Array("\u{1B}]8;;\u{1B}\\".utf8)

    init(depth: ColorDepth, hyperlinks: Bool) {
        self.depth = depth
        self.hyperlinks = hyperlinks
    }

    /// Appends one line to `out`: `margin` spaces, then the pieces (empty ones skipped),
    /// ending reset with any hyperlink closed.
    mutating func encode(
        _ pieces: ArraySlice<TextPiece>, margin: Int, text: PieceText, into out: ByteBuffer
    ) {
        out.append(spaces: margin)
        var state: Int32 = 0
        var openLink = StylePalette.noLink
        text.bytes.withUnsafeBufferPointer { bytes in
            for piece in pieces where !piece.isEmpty {
                let link = hyperlinks ? opening(for: piece.link, text.palette) : StylePalette.noLink
                if link != openLink {
                    if openLink != StylePalette.noLink { out.append(PieceEncoder.closeLink) }
                    if link != StylePalette.noLink { out.append(openings[Int(link)]) }
                    openLink = link
                }
                if depth != .none && piece.style != state {
                    appendEscape(from: state, to: piece.style, text.palette, into: out)
                    state = piece.style
                }
                PieceEncoder.appendSafe(
                    UnsafeBufferPointer(rebasing: bytes[piece.start..<piece.end]), into: out)
            }
        }
        if openLink != StylePalette.noLink { out.append(PieceEncoder.closeLink) }
        if depth != .none { appendEscape(from: state, to: 0, text.palette, into: out) }
    }

    /// Text bytes, sanitised again if they need it (the last line of defence).
    @inline(__always)
    private static func appendSafe(_ bytes: UnsafeBufferPointer<UInt8>, into out: ByteBuffer) {
        if TerminalText.isSafe(bytes) {
            out.append(bytes)
        } else {
            out.append(Array(TerminalText.sanitize(String(decoding: bytes, as: UTF8.self)).utf8))
        }
    }

    /// How many bytes `encode` ends a line with after a last piece of style `style` and link
    /// `link`: the link closed, the style reset (words added to a line without a layout go
    /// before these: FittingWords.swift).
    mutating func endingCount(style: Int32, link: Int32, _ palette: StylePalette) -> Int {
        var count = 0
        if hyperlinks, opening(for: link, palette) != StylePalette.noLink { count += PieceEncoder.closeLink.count }
        if depth != .none { count += escape(from: style, to: 0, palette).count }
        return count
    }

    /// The escape from style `from` to style `to` (nothing when they are the same).
    private mutating func appendEscape(
        from: Int32, to: Int32, _ palette: StylePalette, into out: ByteBuffer
    ) {
        let range = escape(from: from, to: to, palette)
        if range.isEmpty { return }
        escapes.withUnsafeBufferPointer { out.append(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Where the escape from style `from` to style `to` is in `escapes` (worked out the first
    /// time it is asked for); empty when the styles are the same.
    private mutating func escape(from: Int32, to: Int32, _ palette: StylePalette) -> Range<Int> {
        if from == to { return 0..<0 }
        let needed = Int(max(from, to)) + 1
        if needed > dimension { grow(to: needed) }
        let key = Int(from) * dimension + Int(to)
        if table[key] < 0 {
            let code = ANSIEncoder.sgr(state(from, palette).transition(to: state(to, palette)))
            table[key] = Int64(escapes.count) << 16 | Int64(code.utf8.count)
            escapes.append(contentsOf: code.utf8)
        }
        let start = Int(table[key] >> 16)
        return start..<start + Int(table[key] & 0xFFFF)
    }

    private mutating func state(_ number: Int32, _ palette: StylePalette) -> SGRState {
        let index = Int(number)
        if index >= states.count {
            states.append(contentsOf: repeatElement(nil, count: index + 1 - states.count))
        }
        if let known = states[index] { return known }
        let made = SGRState(palette.style(number), depth: depth)
        states[index] = made
        return made
    }

    /// A bigger square table, keeping the escapes already worked out.
    private mutating func grow(to needed: Int) {
        let size = max(16, needed * 2)
        var bigger = [Int64](repeating: -1, count: size * size)
        for from in 0..<dimension {
            for to in 0..<dimension {
                bigger[from * size + to] = table[from * dimension + to]
            }
        }
        table = bigger
        dimension = size
    }

    /// Forgets the links (a series of replies would otherwise keep every URL it met); the
    /// escapes between styles stay.
    mutating func forgetLinks() {
        linkNumbers.removeAll(keepingCapacity: true)
        openings.removeAll(keepingCapacity: true)
        openingNumbers.removeAll(keepingCapacity: true)
    }

    /// The number of the OSC 8 opening for a link number (`noLink` when there is none or
    /// its URL sanitises to nothing); equal sanitised URLs share a number.
    private mutating func opening(for link: Int32, _ palette: StylePalette) -> Int32 {
        guard link != StylePalette.noLink else { return StylePalette.noLink }
        let index = Int(link)
        if index >= linkNumbers.count {
            linkNumbers.append(
                contentsOf: repeatElement(
                    PieceEncoder.unknownLink, count: index + 1 - linkNumbers.count))
        }
        if linkNumbers[index] != PieceEncoder.unknownLink { return linkNumbers[index] }
        var number = StylePalette.noLink
        if let url = palette.link(link).flatMap(ANSIEncoder.sanitizeURL) {
            number = openingNumbers[url] ?? Int32(openings.count)
            if number == Int32(openings.count) {
                openings.append(Array("\u{1B}]8;;\(url)\u{1B}\\".utf8))
                openingNumbers[url] = number
            }
        }
        linkNumbers[index] = number
        return number
    }
}
