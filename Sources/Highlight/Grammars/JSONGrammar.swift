// JSON, with the JSONC/JSON5 extras (comments, single quotes, unquoted keys, hex, NaN). A
// string or name followed on the same line by `:` is a key (property).

/// JSON and its relaxed relatives.
struct JSONGrammar: Grammar {
    let language = Language(
        name: "JSON", aliases: ["json", "jsonc", "json5", "jsonl", "ndjson", "geojson", "webmanifest"],
        extensions: ["json", "jsonc", "json5", "jsonl", "geojson"])

    static let words = WordList([.constant: "true false null NaN Infinity"])
    static let numbers = NumberSyntax(separators: "", hasOctal: false, hasBinary: false)
    static let strings = [StringSyntax(close: "\""), StringSyntax(close: "'")]
    static let numberStart = ByteSet("0123456789.")
    static let nameBody = ByteSet.identifierBody.union(ByteSet("$"))
    static let punctuation = ByteSet("{}[],:")

    func step(_ lexer: inout Lexer) {
        if lexer.modeID != 0 {
            switch lexer.modeID {
            case Mode.string: return lexer.continueString(Self.strings[lexer.modeVariant % 2])
            case Mode.blockComment: return lexer.continueBlockComment(.c)
            default: break
            }
        }
        if lexer.scanWhitespace() || lexer.scanLineComment("//") || lexer.scanBlockComment(.c) { return }
        let byte = lexer.peek()
        if byte == 0x22 || byte == 0x27 { return string(&lexer, quote: byte) }
        if byte == 0x2D || byte == 0x2B, Self.numberStart.contains(lexer.peek(1)) {
            lexer.emit(.number, length: 1)
        }
        if lexer.scanNumber(Self.numbers) { return }
        if let end = lexer.identifierEnd(body: Self.nameBody) {
            let kind = Self.words.kind(of: lexer.slice(lexer.position, end)) ?? .plain
            return lexer.emit(isKey(lexer, after: end) ? .property : kind, to: end)
        }
        lexer.emit(Self.punctuation.contains(byte) ? .punctuation : .plain, length: 1)
    }

    private func string(_ lexer: inout Lexer, quote: UInt8) {
        var index = lexer.position + 1
        while index < lexer.contentEnd, lexer.byte(at: index) != quote {
            index += lexer.byte(at: index) == 0x5C ? 2 : 1
        }
        if index < lexer.contentEnd, isKey(lexer, after: index + 1) {
            return lexer.emit(.property, to: index + 1)
        }
        let variant: UInt8 = quote == 0x22 ? 0 : 1
        lexer.beginString(Self.strings[Int(variant)], variant: variant, openLength: 1)
    }

    private func isKey(_ lexer: Lexer, after end: Int) -> Bool {
        lexer.byte(at: lexer.skipSpaces(from: end)) == 0x3A
    }
}
