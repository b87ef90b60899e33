// Haskell. `{- -}` comments nest (`continueBlockComment` keeps the depth); `{-# … #-}` pragmas
// are meta; `--` starts a comment only when the dashes are not part of an operator (`-->`).
// Capitalised names are types and constructors; `'` is a name character (`x'`, `foldl'`), so a
// character literal is recognised only as `'c'` / `'\n'`. A name at the start of a line that is
// followed by `::` or is in column 0 names a function (type signatures and equations).

/// Haskell.
struct HaskellGrammar: Grammar {
    let language = Language(name: "Haskell", aliases: ["haskell", "hs"], extensions: ["hs", "lhs", "hs-boot", "hsig"])

    static let words = WordList([
        .keyword: """
        case class data default deriving do else foreign if import in infix infixl infixr instance let
        module newtype of then type where forall mdo rec proc qualified as hiding family pattern stock
        anyclass via
        """,
        .constant: "True False otherwise undefined",
        .builtin: """
        map filter foldr foldl foldl' foldMap print putStrLn putStr show read return pure fmap mapM mapM_
        forM forM_ sequence traverse concat concatMap zip zipWith head tail length null reverse elem lookup
        fst snd id const flip error seq maybe either not and or any all sum product maximum minimum
        replicate take drop takeWhile dropWhile span words unwords lines unlines getLine readFile writeFile
        when unless mempty mappend succ pred toEnum fromEnum fromIntegral realToFrac min max
        """,
    ])
    static let numbers = NumberSyntax(separators: "_", hasHexFloat: true)
    static let symbols = ByteSet("!#$%&*+./<=>?@\\^|-~:")
    static let nameBody = ByteSet.identifierBody.union(ByteSet("'"))
    static let uppercase = ByteSet(range: 0x41...0x5A)
    static let nested = BlockCommentSyntax(open: "{-", close: "-}", nests: true)
    static let pragma = BlockCommentSyntax(open: "{-#", close: "#-}", kind: .meta)
    static let dashes = ByteSet("-")
    static let docComment = TokenKind("comment.doc")
    static let strings: [StringSyntax] = [StringSyntax(close: "\"")]

    func step(_ lexer: inout Lexer) {
        switch lexer.modeID {
        case Mode.string: return lexer.continueString(Self.strings[0])
        case Mode.blockComment: return lexer.continueBlockComment(lexer.modeVariant == 1 ? Self.pragma : Self.nested)
        default: break
        }
        if lexer.scanWhitespace() || lexer.scanBlockComment(Self.pragma, variant: 1)
            || lexer.scanBlockComment(Self.nested)
        {
            return
        }
        if lexer.at("--") {
            let end = lexer.skip(Self.dashes, from: lexer.position)
            if !Self.symbols.contains(lexer.byte(at: end)) {
                let doc = lexer.byte(at: lexer.skipSpaces(from: end))
                return lexer.emit(doc == 0x7C || doc == 0x5E ? Self.docComment : .comment, to: lexer.contentEnd)
            }
        }
        switch lexer.peek() {
        case 0x22: return lexer.beginString(Self.strings[0], variant: 0, openLength: 1)
        case 0x27:
            if !character(&lexer) { lexer.emit(.operator, length: 1) }  // `'Just`, `'[]`, TH `'name`
            return
        case 0x60:
            if let end = lexer.skipIdentifier(from: lexer.position + 1, body: Self.nameBody),
                lexer.byte(at: end) == 0x60
            {
                return lexer.emit(.operator, to: end + 1)
            }
        default: break
        }
        if lexer.scanNumber(Self.numbers) { return }
        if let end = lexer.identifierEnd(body: Self.nameBody) { return identifier(&lexer, end: end) }
        if !lexer.scanOperator(Self.symbols, punctuation: Self.punctuation) { lexer.emitCharacter() }
    }

    static let punctuation = ByteSet("()[]{},;")

    /// `'a'`, `'\n'`, `'\''`; a lone `'` (promoted constructor, TH quote) is an operator.
    private func character(_ lexer: inout Lexer) -> Bool {
        if lexer.peek(1) == 0x5C {
            var index = lexer.position + 3
            while index < lexer.position + 12, index < lexer.contentEnd, lexer.byte(at: index) != 0x27 { index += 1 }
            guard lexer.byte(at: index) == 0x27 else { return false }
            lexer.emit(.string, length: 1)
            lexer.emit(.escape, to: index)
            lexer.emit(.string, length: 1)
            return true
        }
        var index = lexer.position + 2
        while index < lexer.lineEnd, lexer.byte(at: index) & 0xC0 == 0x80 { index += 1 }
        guard lexer.peek(1) != 0x27, lexer.peek(1) != 0x0A, lexer.byte(at: index) == 0x27 else { return false }
        lexer.emit(.string, to: index + 1)
        return true
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        let word = lexer.slice(lexer.position, end)
        if Self.uppercase.contains(word[0]) {
            return lexer.emit(Self.words.kind(of: word) ?? .type, to: end)
        }
        let kind = Self.words.kind(of: word)
        if kind == .keyword { return lexer.emit(.keyword, to: end) }
        if lexer.isAtLineStart {
            let next = lexer.skipSpaces(from: end)
            let isSignature =
                lexer.at("::", offset: next - lexer.position) && !Self.symbols.contains(lexer.byte(at: next + 2))
            if isSignature || lexer.position == lexer.lineStart { return lexer.emit(.function, to: end) }
        }
        lexer.emit(kind ?? .plain, to: end)
    }
}
