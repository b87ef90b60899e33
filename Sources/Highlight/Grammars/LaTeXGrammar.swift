// LaTeX (and plain TeX). `\commands` are keywords, `\%`-style escapes escape, `%` comments,
// `\begin{env}` / `\end{env}` name the environment (type), `[options]` right after a command
// are attributes, `\section{Title}` titles are headings, `#1` parameters variables. Math
// (`$...$`, `$$...$$`, `\(...\)`, `\[...\]`, and math environments such as `equation`) is a
// mode whose text is string with keyword commands; `verbatim`-like environments and `\verb|x|`
// are string, except `minted{lang}` bodies, lexed by that language's grammar. Modes carry their closing text (`$`, `\]`, `\end{align*}`) as the delimiter.

/// LaTeX.
struct LaTeXGrammar: Grammar {
    let language = Language(
        name: "LaTeX", aliases: ["latex", "tex", "context", "plaintex"],
        extensions: ["tex", "sty", "cls", "ltx", "dtx"])

    /// The grammar's mode ids.
    enum TeXMode {
        static let math: UInt8 = 0xD8
        static let verbatim: UInt8 = 0xD9
        /// The verbatim variant when the content is in no known language.
        static let unknown: UInt8 = 0xFF
    }

    static let headings = WordList([
        .heading: "part chapter section subsection subsubsection paragraph subparagraph title caption"
    ])
    static let mathEnvironments = WordList([
        .string: """
        equation equation* align align* gather gather* multline multline* displaymath math eqnarray eqnarray*
        flalign flalign* alignat alignat*
        """
    ])
    static let verbatimEnvironments = WordList([
        .string: "verbatim verbatim* lstlisting minted comment Verbatim filecontents"
    ])
    static let commandBody = ByteSet("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ@")
    static let environmentBody = ByteSet.identifierBody.union(ByteSet("*-"))
    static let textStop = ByteSet("\\%${}[]&~#^_0123456789")
    static let mathStop = ByteSet("\\%$")
    static let punctuation = ByteSet("{}[]")

    func step(_ lexer: inout Lexer) {
        if let first = lexer.state.modes.first, first.id == TeXMode.verbatim { return verbatim(&lexer, first) }
        if lexer.modeID == TeXMode.math, math(&lexer) { return }
        text(&lexer)
    }

    private func text(_ lexer: inout Lexer) {
        if lexer.scanWhitespace() || lexer.scanLineComment("%") { return }
        let byte = lexer.peek()
        switch byte {
        case 0x5C: return backslash(&lexer)
        case 0x24:
            let close: [UInt8] = lexer.peek(1) == 0x24 ? [0x24, 0x24] : [0x24]
            lexer.emit(.string, length: close.count)
            lexer.push(Mode(id: TeXMode.math, delimiter: close))
            return
        case 0x5B where lexer.state.lastKindIs(.keyword) || lexer.state.lastKindIs(.attribute):
            var end = lexer.position + 1
            while end < lexer.contentEnd, lexer.byte(at: end) != 0x5D, lexer.byte(at: end) != 0x5B { end += 1 }
            if lexer.byte(at: end) == 0x5D { return lexer.emit(.attribute, to: end + 1) }
        case 0x23 where ByteSet.digits.contains(lexer.peek(1)): return lexer.emit(.variable, length: 2)
        case 0x26, 0x7E, 0x5E, 0x5F: return lexer.emit(.operator, length: 1)
        default: break
        }
        if Self.punctuation.contains(byte) { return lexer.emit(.punctuation, length: 1) }
        if ByteSet.digits.contains(byte) { return lexer.emit(.number, to: lexer.skip(.digits, from: lexer.position)) }
        var index = lexer.position + 1
        while index < lexer.lineEnd, !Self.textStop.contains(lexer.byte(at: index)) { index += 1 }
        lexer.emit(.plain, to: index)
    }

    /// `\command`, `\begin{env}`, `\(`, `\[`, `\verb|x|`, or an escaped character.
    private func backslash(_ lexer: inout Lexer) {
        let next = lexer.peek(1)
        if next == 0x28 || next == 0x5B {
            lexer.emit(.string, length: 2)
            lexer.push(Mode(id: TeXMode.math, delimiter: [0x5C, next == 0x28 ? 0x29 : 0x5D]))
            return
        }
        let end = lexer.skip(Self.commandBody, from: lexer.position + 1)
        guard end > lexer.position + 1 else { return lexer.emit(.escape, length: 2) }
        let name = lexer.slice(lexer.position + 1, end)
        if name.spells("verb"), verb(&lexer, from: end) { return }
        let isBegin = name.spells("begin")
        let isHeading = Self.headings.kind(of: name) != nil
        let starred = lexer.byte(at: end) == 0x2A ? end + 1 : end
        lexer.emit(.keyword, to: starred)
        if isBegin || name.spells("end") { return environment(&lexer, begins: isBegin) }
        if isHeading { title(&lexer) }
    }

    /// `{name}` after `\begin` / `\end`; a math or verbatim environment pushes its mode.
    private func environment(_ lexer: inout Lexer, begins: Bool) {
        let start = lexer.position + 1
        let end = lexer.skip(Self.environmentBody, from: start)
        guard lexer.peek() == 0x7B, end > start, lexer.byte(at: end) == 0x7D else { return }
        let name = lexer.slice(start, end)
        let isMath = Self.mathEnvironments.kind(of: name) != nil
        let isVerbatim = Self.verbatimEnvironments.kind(of: name) != nil
        let closer = Array("\\end{".utf8) + Array(name) + [0x7D]
        lexer.emit(.punctuation, length: 1)
        lexer.emit(.type, to: end)
        lexer.emit(.punctuation, length: 1)
        guard begins, isMath || isVerbatim else { return }
        let language = name.spells("minted") ? mintedLanguage(&lexer) : nil
        lexer.state.context = 0
        lexer.push(
            Mode(id: isMath ? TeXMode.math : TeXMode.verbatim, variant: language ?? TeXMode.unknown, delimiter: closer))
    }

    /// `[options]{language}` after `\begin{minted}`: the registry index of the language, if known.
    private func mintedLanguage(_ lexer: inout Lexer) -> UInt8? {
        if lexer.peek() == 0x5B {
            var end = lexer.position + 1
            while end < lexer.contentEnd, lexer.byte(at: end) != 0x5D { end += 1 }
            lexer.emit(.attribute, to: end + 1)
        }
        guard lexer.peek() == 0x7B else { return nil }
        let start = lexer.position + 1
        let end = lexer.skip(Self.environmentBody, from: start)
        guard lexer.byte(at: end) == 0x7D else { return nil }
        let index = Embedding.grammarIndex(lexer, start, end)
        lexer.emit(.punctuation, length: 1)
        lexer.emit(.attribute, to: end)
        lexer.emit(.punctuation, length: 1)
        return index.flatMap { $0 < Int(TeXMode.unknown) ? UInt8($0) : nil }
    }

    /// `{Title}` after a sectioning command, when it closes on this line without nested braces.
    private func title(_ lexer: inout Lexer) {
        guard lexer.peek() == 0x7B else { return }
        var end = lexer.position + 1
        while end < lexer.contentEnd, lexer.byte(at: end) != 0x7D, lexer.byte(at: end) != 0x7B { end += 1 }
        guard lexer.byte(at: end) == 0x7D else { return }
        lexer.emit(.punctuation, length: 1)
        lexer.emit(.heading, to: end)
        lexer.emit(.punctuation, length: 1)
    }

    /// `\verb|text|` (any delimiter) as string; false when it does not close on this line.
    private func verb(_ lexer: inout Lexer, from: Int) -> Bool {
        let open = from + (lexer.byte(at: from) == 0x2A ? 1 : 0)
        let delimiter = lexer.byte(at: open)
        guard delimiter != 0, !ByteSet.whitespace.contains(delimiter), !Self.commandBody.contains(delimiter) else {
            return false
        }
        var close = open + 1
        while close < lexer.contentEnd, lexer.byte(at: close) != delimiter { close += 1 }
        guard close < lexer.contentEnd else { return false }
        lexer.emit(.keyword, to: open)
        lexer.emit(.string, to: close + 1)
        return true
    }

    /// Inside math: false (mode popped, nothing emitted) at an `\end{env}` closer.
    private func math(_ lexer: inout Lexer) -> Bool {
        guard let mode = lexer.mode else { return false }
        if lexer.matches(mode.delimiter, at: lexer.position) {
            if mode.delimiter.count > 2 {
                lexer.pop()
                return false
            }
            lexer.emit(.string, length: mode.delimiter.count)
            lexer.pop()
            return true
        }
        if lexer.scanLineComment("%") { return true }
        if lexer.peek() == 0x5C {
            let end = lexer.skip(Self.commandBody, from: lexer.position + 1)
            lexer.emit(end > lexer.position + 1 ? .keyword : .escape, to: max(end, lexer.position + 2))
            return true
        }
        var index = lexer.position + 1
        while index < lexer.lineEnd, !Self.mathStop.contains(lexer.byte(at: index)) { index += 1 }
        lexer.emit(.string, to: index)
        return true
    }

    /// Inside a verbatim environment up to its `\end{...}`: string, or the language named by a
    /// `minted` environment (embedded; the line is cut at the `\end`). `depth` caches where
    /// the `\end` is on the current line (0 unknown, -1 none, else offset + 1).
    private func verbatim(_ lexer: inout Lexer, _ mode: Mode) {
        var cache = Int(mode.depth)
        if lexer.position == lexer.lineStart || cache == 0 {
            var index = lexer.position
            while index < lexer.lineEnd, !(lexer.byte(at: index) == 0x5C && lexer.matches(mode.delimiter, at: index)) {
                index += 1
            }
            cache = index < lexer.lineEnd ? index - lexer.lineStart + 1 : -1
            lexer.state.modes[0].depth = Int32(clamping: cache)
        }
        let close = cache > 0 ? lexer.lineStart + cache - 1 : lexer.lineEnd
        guard lexer.position < close else {
            Embedding.close(&lexer, base: 0)
            return text(&lexer)
        }
        let index = Int(mode.variant)
        guard mode.variant != TeXMode.unknown, index < GrammarRegistry.all.count else {
            return lexer.emit(.string, to: close)
        }
        Embedding.step(GrammarRegistry.all[index], &lexer, base: 0, end: close)
    }
}
