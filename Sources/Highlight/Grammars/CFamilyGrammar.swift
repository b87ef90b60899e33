// C, C++ and Objective-C share one grammar configured by a dialect. A `#` opening a line is a
// preprocessor directive (meta); `<file.h>` after `#include`/`#import` is a string. C++ raw
// strings `R"delim(...)delim"` keep their closer in the string mode, so they run over lines.
// An identifier before `(` is a function definition after a type or name, a call otherwise.

/// C and the languages built on it.
struct CFamilyGrammar: Grammar {
    /// Which member of the family.
    struct Dialect: Sendable {
        let language: Language
        let words: WordList
        let isObjectiveC: Bool
    }

    let dialect: Dialect
    var language: Language { dialect.language }

    init(_ dialect: Dialect) { self.dialect = dialect }

    static let numbers = NumberSyntax(separators: "'", hasOctal: false, hasHexFloat: true, suffixStart: "uUlLfFzZ")
    static var operators: ByteSet { ByteSet(bits: (0xF400_EC62_0000_0000, 0x5000_0000_4000_0000, 0, 0)) }
    static let typeIntroducers = WordList([.keyword: "struct class enum union typename namespace"])
    static let stringPrefixes = ByteSet("LuU")
    static let rawDelimiterStop = ByteSet("( \\)\"")

    /// String syntaxes by mode variant: normal string, char, raw string.
    static let strings: [StringSyntax] = [
        StringSyntax(close: "\""), StringSyntax(close: "'"), StringSyntax(close: ")\"", escape: nil, isMultiline: true),
    ]

    /// Context values kept in `state.context`.
    enum Context {
        static let typeName: UInt16 = 1
        static let include: UInt16 = 2
    }

    func step(_ lexer: inout Lexer) {
        if lexer.modeID != 0 {
            switch lexer.modeID {
            case Mode.string: return lexer.continueString(Self.strings[lexer.modeVariant % Self.strings.count])
            case Mode.blockComment: return lexer.continueBlockComment(.c)
            default: break
            }
        }
        code(&lexer)
    }

    private func code(_ lexer: inout Lexer) {
        // NB: dispatch on the first byte; each branch tries only the scanners that can match.
        let byte = lexer.peek()
        switch byte {
        case 0x20, 0x09...0x0D:
            _ = lexer.scanWhitespace()
            return
        case 0x2F:
            if lexer.scanLineComment("//") || lexer.scanBlockComment(.c) { return }
        case 0x23:
            if lexer.isAtLineStart { return directive(&lexer) }
        default: break
        }
        if lexer.state.context == Context.include {
            if byte == 0x3C { return includePath(&lexer) }
            lexer.state.context = 0
        }
        switch byte {
        case 0x22, 0x27, 0x4C, 0x52, 0x55, 0x75, 0x40:
            if string(&lexer) { return }
        case 0x30...0x39, 0x2E:
            if lexer.scanNumber(Self.numbers) { return }
        default: break
        }
        if dialect.isObjectiveC, byte == 0x40, let end = lexer.skipIdentifier(from: lexer.position + 1) {
            return lexer.emit(.keyword, to: end)
        }
        switch byte {
        case 0x41...0x5A, 0x5F, 0x61...0x7A, 0x80...0xFF:
            return identifier(&lexer, end: lexer.skip(.identifierBody, from: lexer.position + 1))
        default: break
        }
        lexer.state.context = 0
        _ = lexer.scanOperator(Self.operators)
    }

    private func directive(_ lexer: inout Lexer) {
        let nameStart = lexer.skipSpaces(from: lexer.position + 1)
        let end = lexer.skip(.identifierBody, from: nameStart)
        let name = lexer.slice(nameStart, end)
        lexer.emit(.meta, to: end)
        let isInclude = name.spells("include") || name.spells("import")
        lexer.state.context = isInclude ? Context.include : 0
    }

    /// `<file.h>` after `#include` / `#import`.
    private func includePath(_ lexer: inout Lexer) {
        var end = lexer.position + 1
        while end < lexer.contentEnd, lexer.byte(at: end) != 0x3E { end += 1 }
        lexer.emit(.string, to: end + 1)
    }

    /// A string or character literal with its prefix (`L`, `u8`, `R"(`, `@` in Objective-C).
    private func string(_ lexer: inout Lexer) -> Bool {
        var index = lexer.position
        if dialect.isObjectiveC, lexer.peek() == 0x40 { index += 1 }
        if lexer.at("u8", offset: index - lexer.position) {
            index += 2
        } else if Self.stringPrefixes.contains(lexer.byte(at: index)) {
            index += 1
        }
        if lexer.byte(at: index) == 0x52, lexer.byte(at: index + 1) == 0x22 {
            return rawString(&lexer, quote: index + 1)
        }
        switch lexer.byte(at: index) {
        case 0x22: lexer.beginString(Self.strings[0], variant: 0, openLength: index + 1 - lexer.position)
        case 0x27: lexer.beginString(Self.strings[1], variant: 1, openLength: index + 1 - lexer.position)
        default: return false
        }
        return true
    }

    /// `R"delim(` ... `)delim"`: the closer is kept in the mode, so the string spans lines.
    private func rawString(_ lexer: inout Lexer, quote: Int) -> Bool {
        var paren = quote + 1
        while paren < lexer.contentEnd, paren - quote <= 17, !Self.rawDelimiterStop.contains(lexer.byte(at: paren)) {
            paren += 1
        }
        guard lexer.byte(at: paren) == 0x28 else { return false }
        let close = [0x29] + Array(lexer.slice(quote + 1, paren)) + [0x22]
        lexer.beginString(Self.strings[2], variant: 2, openLength: paren + 1 - lexer.position, close: close)
        return true
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        let context = lexer.state.context
        lexer.state.context = 0
        let word = lexer.slice(lexer.position, end)
        if context == Context.typeName { return lexer.emit(.type, to: end) }
        if let kind = dialect.words.kind(of: word) {
            lexer.emit(kind, to: end)
            if Self.typeIntroducers.kind(of: word) != nil {
                lexer.state.context = Context.typeName
            }
            return
        }
        if ByteSet.identifierBody.contains(lexer.byte(at: end)) { return lexer.emit(.plain, to: end) }
        guard lexer.byte(at: lexer.skipSpaces(from: end)) == 0x28 else { return lexer.emit(.plain, to: end) }
        let isDefinition = lexer.state.lastKindIs(.type) || lexer.state.lastKindIs(.plain)
        lexer.emit(isDefinition ? .function : .functionCall, to: end)
    }
}
