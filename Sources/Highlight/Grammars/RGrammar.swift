// R. Names may contain `.` and `_` (`is.na`, `.hidden`); strings span lines; raw strings
// `r"(...)"`, `R"--[...]--"` close with the matching bracket and dashes (kept as the closer).
// `%op%` is one operator; a name followed by `<-`/`=` and `function` names a function; names
// after `$` and `@` are properties. `#'` roxygen lines are doc comments.

/// R.
struct RGrammar: Grammar {
    let language = Language(
        name: "R", aliases: ["r", "rlang", "rscript", "splus"], extensions: ["r", "rprofile", "rhistory"])

    static let words = WordList([
        .keyword: "if else repeat while function for in next break",
        .constant: """
        TRUE FALSE NULL NA NA_integer_ NA_real_ NA_character_ NA_complex_ Inf NaN T F
        """,
        .builtin: """
        c list print cat paste paste0 library require data.frame matrix vector length sum mean median sd
        seq seq_len seq_along rep apply lapply sapply vapply mapply Map Reduce Filter return invisible
        stop warning message tryCatch is.na is.null names nrow ncol head tail str summary class
        as.numeric as.character as.integer factor levels unique sort order which max min range round
        nchar sprintf format substr gsub sub grepl regmatches strsplit toupper tolower exists get assign
        environment new.env setwd getwd source read.csv write.csv switch identical all any
        """,
    ])
    static let numbers = NumberSyntax(
        separators: "", hasOctal: false, hasBinary: false, hasHexFloat: true, suffixStart: "Li",
        allowsTrailingDot: false)
    static let operators = ByteSet("+-*/^=<>!&|~?:$@%")
    static let nameStart = ByteSet.identifierStart.union(ByteSet("."))
    static let nameBody = ByteSet.identifierBody.union(ByteSet("."))
    static let docComment = TokenKind("comment.doc")
    static let dashes = ByteSet("-")

    /// String syntaxes by mode variant: `"`, `'`, raw (closer at run time), backtick name.
    static let strings: [StringSyntax] = [
        StringSyntax(close: "\"", isMultiline: true), StringSyntax(close: "'", isMultiline: true),
        StringSyntax(close: ")\"", escape: nil, isMultiline: true),
        StringSyntax(close: "`", escape: nil, isMultiline: true, kind: .variable),
    ]

    func step(_ lexer: inout Lexer) {
        if lexer.modeID == Mode.string {
            return lexer.continueString(Self.strings[lexer.modeVariant % Self.strings.count])
        }
        if lexer.scanWhitespace() || lexer.scanLineComment("#'", kind: Self.docComment) || lexer.scanLineComment("#") {
            return
        }
        switch lexer.peek() {
        case 0x22: return lexer.beginString(Self.strings[0], variant: 0, openLength: 1)
        case 0x27: return lexer.beginString(Self.strings[1], variant: 1, openLength: 1)
        case 0x60: return lexer.beginString(Self.strings[3], variant: 3, openLength: 1)
        case 0x72, 0x52: if rawString(&lexer) { return }
        case 0x25:
            var end = lexer.position + 1
            while end < lexer.contentEnd, end < lexer.position + 64, lexer.byte(at: end) != 0x25,
                !ByteSet.whitespace.contains(lexer.byte(at: end))
            {
                end += 1
            }
            if lexer.byte(at: end) == 0x25 { return lexer.emit(.operator, to: end + 1) }
        case 0x5C where lexer.peek(1) == 0x28: return lexer.emit(.keyword, length: 1)  // `\(x)` lambda
        default: break
        }
        if lexer.scanNumber(Self.numbers) { return }
        if let end = lexer.identifierEnd(start: Self.nameStart, body: Self.nameBody) {
            return identifier(&lexer, end: end)
        }
        if !lexer.scanOperator(Self.operators) { lexer.emitCharacter() }
    }

    /// `r"(...)"`, `R'[...]'`, `r"---{...}---"`.
    private func rawString(_ lexer: inout Lexer) -> Bool {
        let quote = lexer.peek(1)
        guard quote == 0x22 || quote == 0x27 else { return false }
        let dashesEnd = lexer.skip(Self.dashes, from: lexer.position + 2, limit: 32)
        let close: UInt8
        switch lexer.byte(at: dashesEnd) {
        case 0x28: close = 0x29
        case 0x5B: close = 0x5D
        case 0x7B: close = 0x7D
        default: return false
        }
        let dashCount = dashesEnd - lexer.position - 2
        let closer = [close] + Array(repeating: UInt8(0x2D), count: dashCount) + [quote]
        lexer.beginString(Self.strings[2], variant: 2, openLength: dashesEnd + 1 - lexer.position, close: closer)
        return true
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        let word = lexer.slice(lexer.position, end)
        let afterMember =
            lexer.state.lastKindIs(.operator) && (lexer.state.lastByte == 0x24 || lexer.state.lastByte == 0x40)
        let next = lexer.skipSpaces(from: end)
        if afterMember { return lexer.emit(lexer.byte(at: next) == 0x28 ? .functionCall : .property, to: end) }
        if let kind = Self.words.kind(of: word), kind != .builtin || lexer.byte(at: next) == 0x28 {
            return lexer.emit(kind, to: end)
        }
        if lexer.byte(at: next) == 0x28 { return lexer.emit(.functionCall, to: end) }
        lexer.emit(Self.definesFunction(lexer, after: next) ? .function : .plain, to: end)
    }

    /// True when `<-`, `<<-` or `=` and then `function` (or `\(`) follow at `index`.
    private static func definesFunction(_ lexer: Lexer, after index: Int) -> Bool {
        var index = index
        if lexer.byte(at: index) == 0x3C, lexer.byte(at: index + 1) == 0x3C { index += 1 }
        if lexer.byte(at: index) == 0x3C, lexer.byte(at: index + 1) == 0x2D {
            index += 2
        } else if lexer.byte(at: index) == 0x3D, lexer.byte(at: index + 1) != 0x3D {
            index += 1
        } else {
            return false
        }
        index = lexer.skipSpaces(from: index)
        if lexer.byte(at: index) == 0x5C, lexer.byte(at: index + 1) == 0x28 { return true }
        return lexer.slice(index, index + 8).spells("function")
            && !ByteSet.identifierBody.contains(lexer.byte(at: index + 8))
    }
}
