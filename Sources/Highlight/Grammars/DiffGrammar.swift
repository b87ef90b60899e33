// Unified and context diffs, line by line. File headers (`diff --git`, `index`, `--- a/x`,
// `+++ b/x`, `Index:`, `===`) are headings, hunk headers (`@@ -1,2 +1,3 @@`) meta, `+` lines
// inserted, `-` lines deleted, `\ No newline` a comment. A hunk header pushes a mode that
// counts the old and new lines still to come, so a deleted line that reads `--- x` inside a
// hunk is a deletion, not a file header.

/// diff / patch output.
struct DiffGrammar: Grammar {
    let language = Language(name: "Diff", aliases: ["diff", "patch", "udiff"], extensions: ["diff", "patch"])

    /// The hunk mode: `depth` = old lines left, `delimiter` = new lines left (4 bytes, big end).
    static let hunkMode: UInt8 = Mode.firstGrammarID
    static let headerWords: [StaticString] = [
        "diff ", "index ", "Index: ", "===", "new file", "deleted file",
        "similarity ", "rename ", "old mode", "new mode", "Only in ", "Binary files", "*** ", "--- ", "+++ ",
    ]

    func step(_ lexer: inout Lexer) {
        let end = lexer.contentEnd
        if lexer.position > lexer.lineStart { return lexer.emitSpace(to: lexer.lineEnd) }
        if lexer.modeID == Self.hunkMode, hunkLine(&lexer, end: end) { return }
        if lexer.at("@@") { return hunkHeader(&lexer, end: end) }
        for word in Self.headerWords where lexer.at(word) {
            lexer.emit(.heading, to: end)
            return lexer.emitSpace(to: lexer.lineEnd)
        }
        switch lexer.peek() {
        case 0x2B, 0x3E: lexer.emit(.inserted, to: end)
        case 0x2D, 0x3C: lexer.emit(.deleted, to: end)
        case 0x21: lexer.emit(.meta, to: end)
        case 0x5C: lexer.emit(.comment, to: end)
        default: break
        }
        lexer.emitSpace(to: lexer.lineEnd)
    }

    /// A line inside a counted hunk; false when the hunk is over (mode popped).
    private func hunkLine(_ lexer: inout Lexer, end: Int) -> Bool {
        guard let mode = lexer.mode else { return false }
        var old = Int(mode.depth)
        var new = Self.decode(mode.delimiter)
        let kind: TokenKind
        switch lexer.peek() {
        case 0x2B where new > 0: (kind, new) = (.inserted, new - 1)
        case 0x2D where old > 0: (kind, old) = (.deleted, old - 1)
        case 0x5C: kind = .comment
        case 0x20, 0x0A, 0x0D, 0: (kind, old, new) = (.plain, max(old - 1, 0), max(new - 1, 0))
        default:
            lexer.pop()
            return false
        }
        lexer.emit(kind, to: end)
        lexer.emitSpace(to: lexer.lineEnd)
        lexer.pop()
        if old > 0 || new > 0 {
            lexer.push(Mode(id: Self.hunkMode, depth: Int32(old), delimiter: Self.encode(new)))
        }
        return true
    }

    /// `@@ -a,b +c,d @@ context`: the `@@…@@` part is meta, the context after it plain.
    private func hunkHeader(_ lexer: inout Lexer, end: Int) {
        var index = lexer.position + 2
        var counts: [Int] = []
        while index < end, counts.count < 2 {
            let byte = lexer.byte(at: index)
            if byte == 0x2D || byte == 0x2B {
                let start = lexer.skip(.digits, from: index + 1)
                var count = start > index + 1 ? 1 : 0
                if lexer.byte(at: start) == 0x2C {
                    let digitsEnd = lexer.skip(.digits, from: start + 1, limit: 9)
                    count = Self.number(lexer.slice(start + 1, digitsEnd))
                    index = digitsEnd
                } else {
                    index = start
                }
                counts.append(count)
            } else if byte == 0x40 {
                break
            } else {
                index += 1
            }
        }
        var close = lexer.position + 2
        while close < end, !lexer.at("@@", offset: close - lexer.position) { close += 1 }
        close = min(close + 2, end)
        if lexer.modeID == Self.hunkMode { lexer.pop() }
        lexer.emit(.meta, to: close)
        lexer.emitSpace(to: lexer.lineEnd)
        if counts.count == 2, counts[0] > 0 || counts[1] > 0 {
            lexer.push(Mode(id: Self.hunkMode, depth: Int32(counts[0]), delimiter: Self.encode(counts[1])))
        }
    }

    private static func number(_ digits: UnsafeBufferPointer<UInt8>) -> Int {
        digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    private static func encode(_ value: Int) -> [UInt8] {
        let value = UInt32(clamping: value)
        return [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func decode(_ bytes: [UInt8]) -> Int {
        bytes.prefix(4).reduce(0) { $0 << 8 | Int($1) }
    }
}
