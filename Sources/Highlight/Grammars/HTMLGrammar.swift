// HTML and XML. Text, `&entities;`, comments, CDATA, `<!DOCTYPE>` and `<?pi?>` (meta), tags with
// attributes whose values may be quoted over several lines. In HTML, the body of `<script>` is
// JavaScript and the body of `<style>` is CSS, lexed by those grammars through an embed mode
// (see HTMLGrammar+Embedding.swift) that ends at `</script` / `</style` wherever it appears.

/// HTML, or XML when `isXML` (no embedded languages).
struct HTMLGrammar: Grammar {
    let isXML: Bool
    let language: Language

    init(xml: Bool = false) {
        isXML = xml
        language =
            xml
            ? Language(
                name: "XML",
                aliases: ["xml", "xsd", "xsl", "xslt", "svg", "rss", "atom", "plist", "xaml", "wsdl", "xhtml+xml"],
                extensions: ["xml", "xsd", "xsl", "xslt", "svg", "rss", "atom", "plist", "xaml", "wsdl", "csproj"])
            : Language(name: "HTML", aliases: ["html", "htm", "xhtml"], extensions: ["html", "htm", "xhtml", "shtml"])
    }

    /// The grammar's mode ids and tag variants.
    enum HTMLMode {
        static let tag: UInt8 = 0xC0
        static let declaration: UInt8 = 0xC1
        static let embed: UInt8 = 0xC2
        static let plainTag: UInt8 = 0
        static let scriptTag: UInt8 = 1
        static let styleTag: UInt8 = 2
        static let closingTag: UInt8 = 3
    }

    static let strings = [
        StringSyntax(close: "\"", escape: nil, isMultiline: true),
        StringSyntax(close: "'", escape: nil, isMultiline: true),
    ]
    static let comments = [
        BlockCommentSyntax(open: "<!--", close: "-->"),
        BlockCommentSyntax(open: "<![CDATA[", close: "]]>", kind: .string),
    ]
    static let nameBody = ByteSet.identifierBody.union(ByteSet("-:."))
    static let entityBody = ByteSet.identifierBody.union(ByteSet("#"))
    static let textStop = ByteSet("<&")
    static let unquotedStop = ByteSet(" \t\r\n>\"'`=<")
    static let javaScript = JavaScriptGrammar(.javaScript)
    static let css = CSSGrammar(scss: false)

    func step(_ lexer: inout Lexer) {
        if let first = lexer.state.modes.first, first.id == HTMLMode.embed { return embedded(&lexer, first) }
        switch lexer.modeID {
        case Mode.string: return lexer.continueString(Self.strings[lexer.modeVariant % 2])
        case Mode.blockComment: return lexer.continueBlockComment(Self.comments[lexer.modeVariant % 2])
        case HTMLMode.tag: return tag(&lexer)
        case HTMLMode.declaration: return declaration(&lexer)
        default: text(&lexer)
        }
    }

    private func text(_ lexer: inout Lexer) {
        if lexer.scanBlockComment(Self.comments[0], variant: 0) { return }
        if lexer.scanBlockComment(Self.comments[1], variant: 1) { return }
        switch lexer.peek() {
        case 0x3C: if openTag(&lexer) { return }
        case 0x26:
            let end = lexer.skip(Self.entityBody, from: lexer.position + 1)
            if end > lexer.position + 1, lexer.byte(at: end) == 0x3B { return lexer.emit(.escape, to: end + 1) }
        default: break
        }
        var index = lexer.position + 1
        while index < lexer.lineEnd, !Self.textStop.contains(lexer.byte(at: index)) { index += 1 }
        lexer.emit(.plain, to: index)
    }

    /// `<name`, `</name`, `<!DOCTYPE`, `<?pi`.
    private func openTag(_ lexer: inout Lexer) -> Bool {
        let next = lexer.peek(1)
        if next == 0x21 || next == 0x3F {
            lexer.push(Mode(id: HTMLMode.declaration, delimiter: next == 0x3F ? [0x3F, 0x3E] : [0x3E]))
            declaration(&lexer, skipping: 2)
            return true
        }
        let closing = next == 0x2F
        let nameStart = lexer.position + (closing ? 2 : 1)
        guard ByteSet.identifierStart.contains(lexer.byte(at: nameStart)), lexer.byte(at: nameStart) < 0x80 else {
            return false
        }
        let nameEnd = lexer.skip(Self.nameBody, from: nameStart)
        var variant = closing ? HTMLMode.closingTag : HTMLMode.plainTag
        if !closing, !isXML {
            if Embedding.matchesFolded(lexer, "script", at: nameStart, count: 6), nameEnd == nameStart + 6 {
                variant = HTMLMode.scriptTag
            } else if Embedding.matchesFolded(lexer, "style", at: nameStart, count: 5), nameEnd == nameStart + 5 {
                variant = HTMLMode.styleTag
            }
        }
        lexer.emit(.punctuation, to: nameStart)
        lexer.emit(.tag, to: nameEnd)
        lexer.push(Mode(id: HTMLMode.tag, variant: variant))
        return true
    }

    private func declaration(_ lexer: inout Lexer, skipping: Int = 0) {
        guard let mode = lexer.mode else { return }
        var index = lexer.position + skipping
        while index < lexer.lineEnd {
            if lexer.matches(mode.delimiter, at: index) {
                lexer.emit(.meta, to: index + mode.delimiter.count)
                return lexer.pop()
            }
            index += 1
        }
        lexer.emit(.meta, to: index)
    }

    /// Inside `<tag ...>`: attributes, `=`, values, `>` or `/>`.
    private func tag(_ lexer: inout Lexer) {
        if lexer.scanWhitespace() { return }
        let byte = lexer.peek()
        switch byte {
        case 0x3E:
            lexer.emit(.punctuation, length: 1)
            let variant = lexer.modeVariant
            lexer.pop()
            if variant == Int(HTMLMode.scriptTag) || variant == Int(HTMLMode.styleTag), lexer.state.modes.isEmpty {
                lexer.state.context = 0
                lexer.push(Mode(id: HTMLMode.embed, variant: UInt8(variant)))
            }
            return
        case 0x2F where lexer.peek(1) == 0x3E:
            lexer.emit(.punctuation, length: 2)
            return lexer.pop()
        case 0x22: return lexer.beginString(Self.strings[0], variant: 0, openLength: 1)
        case 0x27: return lexer.beginString(Self.strings[1], variant: 1, openLength: 1)
        case 0x3D: return lexer.emit(.operator, length: 1)
        default: break
        }
        if lexer.state.lastKindIs(.operator), lexer.state.lastByte == 0x3D {
            var index = lexer.position
            while index < lexer.lineEnd, !Self.unquotedStop.contains(lexer.byte(at: index)) { index += 1 }
            if index > lexer.position { return lexer.emit(.string, to: index) }
        }
        if let end = lexer.identifierEnd(body: Self.nameBody) {
            return lexer.emit(lexer.modeVariant == Int(HTMLMode.closingTag) ? .tag : .attribute, to: end)
        }
        lexer.emit(.plain, length: 1)
    }

    /// Inside `<script>` or `<style>`: the embedded grammar up to the closing tag.
    private func embedded(_ lexer: inout Lexer, _ mode: Mode) {
        let isScript = mode.variant == HTMLMode.scriptTag
        var cache = Int(mode.depth)
        if lexer.position == lexer.lineStart || cache == 0 {
            let found = Embedding.findClosingTag(lexer, name: isScript ? "script" : "style", from: lexer.position)
            cache = found.map { $0 - lexer.lineStart + 1 } ?? -1
            lexer.state.modes[0].depth = Int32(clamping: cache)
        }
        let close = cache > 0 ? lexer.lineStart + cache - 1 : lexer.lineEnd
        guard lexer.position < close else {
            Embedding.close(&lexer, base: 0)
            _ = openTag(&lexer)
            return
        }
        let grammar: any Grammar = isScript ? Self.javaScript : Self.css
        Embedding.step(grammar, &lexer, base: 0, end: close)
    }
}
