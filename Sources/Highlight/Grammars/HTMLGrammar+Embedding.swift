// Embedding one grammar inside another (CSS and JavaScript in HTML, fenced code in Markdown,
// shell in Dockerfile `RUN` and Makefile recipes). The host keeps one mode of its own at index
// `base` of the stack; everything above it belongs to the embedded grammar. For one step the
// host hides its own modes (so the embedded grammar sees the stack it would see at top level,
// and a host nested in itself finds its own modes) and, where the embedded region ends inside
// the line (`</script>`), cuts the line there so no embedded token runs past it.
// NB: written here, not in the engine, because the engine files are being changed in parallel;
// it only uses the lexer's internal `lineEnd` setter.

/// Helpers for grammars that embed other grammars.
enum Embedding {
    /// The most modes a chain of embedded grammars may hold in total; deeper ones are dropped.
    static let maxTotalDepth = 48

    /// Runs one `step` of `grammar` with the modes `0...base` hidden and the line cut at `end`.
    static func step(_ grammar: any Grammar, _ lexer: inout Lexer, base: Int, end: Int) {
        guard base < lexer.state.modes.count, end > lexer.position else { return }
        // NB: the usual case (one host mode) moves a single Mode, without allocating an array.
        let hidden = base == 0 ? [] : Array(lexer.state.modes[...base])
        let host = lexer.state.modes[base]
        lexer.state.modes.removeFirst(base + 1)
        let lineEnd = lexer.lineEnd
        lexer.lineEnd = min(end, lineEnd)
        grammar.step(&lexer)
        lexer.lineEnd = lineEnd
        if base == 0 {
            lexer.state.modes.insert(host, at: 0)
        } else {
            lexer.state.modes.insert(contentsOf: hidden, at: 0)
        }
        let excess = lexer.state.modes.count - maxTotalDepth
        if excess > 0 { lexer.state.modes.removeLast(excess) }
    }

    /// Pops the modes above `base` and the mode at `base` (the embedded region ends), and clears
    /// the grammar context the embedded grammar may have left.
    static func close(_ lexer: inout Lexer, base: Int) {
        if base < lexer.state.modes.count { lexer.state.modes.removeLast(lexer.state.modes.count - base) }
        lexer.state.context = 0
    }

    /// The end of the line's text without its `\r\n`, whatever the position.
    static func textEnd(_ lexer: Lexer) -> Int {
        var end = lexer.lineEnd
        if end > lexer.lineStart, lexer.byte(at: end - 1) == 0x0A { end -= 1 }
        if end > lexer.lineStart, lexer.byte(at: end - 1) == 0x0D { end -= 1 }
        return end
    }

    /// True when the line's text ends with a backslash (a continuation line).
    static func continues(_ lexer: Lexer) -> Bool {
        let end = textEnd(lexer)
        return end > lexer.lineStart && lexer.byte(at: end - 1) == 0x5C
    }

    /// The registry index of the grammar named by the bytes `start..<end` (a fence info string).
    static func grammarIndex(_ lexer: Lexer, _ start: Int, _ end: Int) -> Int? {
        guard end > start, end - start <= 64, let key = GrammarRegistry.normalized(lexer.text(start, end)) else {
            return nil
        }
        if let index = GrammarRegistry.index[key] ?? GrammarRegistry.index["." + key] { return index }
        guard key.hasPrefix(".") else { return nil }
        return GrammarRegistry.index[String(key.dropFirst())]
    }

    /// Index of the first `</name` (ASCII case-insensitive) at or after `from` on the line.
    static func findClosingTag(_ lexer: Lexer, name: StaticString, from: Int) -> Int? {
        let count = name.utf8CodeUnitCount
        var index = from
        while index + 1 < lexer.lineEnd {
            if lexer.byte(at: index) == 0x3C, lexer.byte(at: index + 1) == 0x2F,
                matchesFolded(lexer, name, at: index + 2, count: count)
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// True when the bytes at `index` spell `word` ignoring ASCII case.
    static func matchesFolded(_ lexer: Lexer, _ word: StaticString, at index: Int, count: Int) -> Bool {
        guard index + count <= lexer.lineEnd else { return false }
        let pointer = word.utf8Start
        for offset in 0..<count where lexer.byte(at: index + offset) | 0x20 != pointer[offset] | 0x20 {
            return false
        }
        return true
    }
}
