import TestSupport
import Highlight
import Testing

/// A grammar defined in the tests: a word is `note.second` after a number, `note.third` after
/// a `note.custom` word, else `note.custom`; `<< >>` is a custom nesting block comment.
struct CustomKindGrammar: Grammar {
    let language = Language(name: "Custom", aliases: ["custom-test"])
    static let note = TokenKind("note.custom")
    static let block = BlockCommentSyntax(open: "<<", close: ">>", nests: true, kind: TokenKind("comment.block.custom"))

    func step(_ lexer: inout Lexer) {
        if lexer.modeID == Mode.blockComment { return lexer.continueBlockComment(Self.block) }
        if lexer.scanWhitespace() || lexer.scanBlockComment(Self.block) { return }
        if lexer.scanLineComment("#", kind: TokenKind("comment.doc")) { return }
        if lexer.scanNumber(NumberSyntax()) { return }
        if let end = lexer.identifierEnd() {
            if lexer.state.lastKindIs(.number) { return lexer.emit(TokenKind("note.second"), to: end) }
            return lexer.emit(lexer.state.lastKindIs(Self.note) ? TokenKind("note.third") : Self.note, to: end)
        }
        lexer.emitCharacter(.punctuation)
    }
}

@Suite struct EngineTests {
    @Test func customDottedKindsSurviveLexingAndStreaming() {
        let code = "alpha beta 42 << a << b >>\n c >> gamma"
        let expected = [
            Token(kind: "note.custom", text: "alpha"), Token(kind: .plain, text: " "),
            Token(kind: "note.third", text: "beta"), Token(kind: .plain, text: " "),
            Token(kind: .number, text: "42"), Token(kind: .plain, text: " "),
            Token(kind: "comment.block.custom", text: "<< a << b >>\n c >>"), Token(kind: .plain, text: " "),
            Token(kind: "note.second", text: "gamma"),
        ]
        #expect(Highlighter.highlight(code, grammar: CustomKindGrammar()) == expected)
        var incremental = IncrementalHighlight(grammar: CustomKindGrammar())
        var last: [Token] = []
        for scalar in code.unicodeScalars { last = incremental.append(String(scalar)) }
        #expect(last == expected)
        #expect(TokenKind("comment.block.custom").coreKind == .comment)
    }

    @Test func docCommentsDoNotCountAsTheLastToken() {
        let tokens = Highlighter.highlight("42 # doc\nword", grammar: CustomKindGrammar())
        #expect(tokens.last == Token(kind: "note.second", text: "word"))
        #expect(tokens.contains(Token(kind: "comment.doc", text: "# doc")))
    }

    @Test func lineEndStateIsSmallAndComparable() {
        var state = LexState()
        state.modes.append(Mode(id: Mode.string, variant: 2, delimiter: Array("\"\"\"".utf8)))
        var other = LexState()
        other.modes.append(Mode(id: Mode.string, variant: 2, delimiter: Array("\"\"\"".utf8)))
        #expect(state == other)
        other.context = 1
        #expect(state != other)
        #expect(state.lastKind == nil)
    }

    @Test func tokensNeverSplitMultibyteCharacters() {
        let code = "x = 'é😀' + é😀 # 日本\n\"\\é\""
        for language in Highlighter.languages.map(\.id) {
            for token in Highlighter.highlight(code, language: language) {
                #expect(!token.text.unicodeScalars.contains("\u{FFFD}"), "\(language)")
            }
        }
    }

    @Test func crlfAndLoneCRAreKept() {
        let code = "a = 1\r\nb = 'x\r\n'\rc"
        for language in Highlighter.languages.map(\.id) {
            #expect(Highlighter.highlight(code, language: language).map(\.text).joined() == code)
        }
        #expect(golden("# c\r\nx", "python") == ["comment # c", "plain x"])
    }
}

@Suite struct SpanTests {
    @Test(arguments: Highlighter.languages.map(\.id))
    func spansAgreeWithTokens(language: String) {
        var generator = SeededGenerator(seed: 5)
        for round in 0..<20 {
            let text = RandomText.make(&generator, pieces: 10 + round * 4)
            let spans = Highlighter.spans(text, language: language)
            let tokens = Highlighter.highlight(text, language: language)
            #expect(spans.map(\.kind) == tokens.map(\.kind))
            let bytes = Array(text.utf8)
            let texts = spans.map { String(decoding: bytes[$0.range], as: UTF8.self) }
            #expect(texts == tokens.map(\.text))
            #expect(spans.first?.range.lowerBound == 0 && spans.last?.range.upperBound == bytes.count)
        }
    }
}
