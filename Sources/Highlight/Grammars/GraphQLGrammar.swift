// GraphQL (queries and SDL). Keywords count only outside braces (`{ type }` selects a field
// named `type`), so a grammar mode counts the braces across lines. Inside braces, names are
// fields (property), capitalised names types and ALL_CAPS enum values constants; a name before
// `:` (argument, alias) is a property. Operation and fragment names are functions, spreads
// (`...Name`) calls. `$var` is a variable, `@directive` an attribute,
// `"""block strings"""` span lines.

/// GraphQL.
struct GraphQLGrammar: Grammar {
    let language = Language(name: "GraphQL", aliases: ["graphql", "gql"], extensions: ["graphql", "gql", "graphqls"])

    static let words = WordList([
        .keyword: """
        query mutation subscription fragment on type interface union enum input scalar schema extend directive
        implements repeatable
        """,
        .constant: "true false null",
    ])
    static let numbers = NumberSyntax(separators: "", hasHex: false, hasOctal: false, hasBinary: false)
    static let operators = ByteSet("=!|&:.-")
    static let punctuation = ByteSet("()[],")
    static let typeIntroducers = WordList([
        .keyword: "type interface union enum input scalar on implements extend"
    ])
    static let operations = WordList([.keyword: "query mutation subscription fragment"])

    /// The grammar mode inside `{ ... }`; its depth counts the nested braces.
    enum SelectionMode {
        static let id: UInt8 = Mode.firstGrammarID
    }

    /// String syntaxes by mode variant: string, block string.
    static let strings: [StringSyntax] = [
        StringSyntax(close: "\""), StringSyntax(close: "\"\"\"", escape: nil, isMultiline: true),
    ]

    /// Context values kept in `state.context`.
    enum Context {
        static let typeName: UInt16 = 1
        static let operationName: UInt16 = 2
    }

    func step(_ lexer: inout Lexer) {
        if lexer.modeID == Mode.string {
            return lexer.continueString(Self.strings[lexer.modeVariant % Self.strings.count])
        }
        if lexer.scanWhitespace() || lexer.scanLineComment("#") { return }
        switch lexer.peek() {
        case 0x22:
            let isBlock = lexer.at("\"\"\"")
            return lexer.beginString(
                Self.strings[isBlock ? 1 : 0], variant: isBlock ? 1 : 0, openLength: isBlock ? 3 : 1)
        case 0x24, 0x40:
            if let end = lexer.skipIdentifier(from: lexer.position + 1) {
                return lexer.emit(lexer.peek() == 0x24 ? .variable : .attribute, to: end)
            }
        case 0x7B, 0x7D: return brace(&lexer)
        default: break
        }
        if lexer.scanNumber(Self.numbers) { return }
        if let end = lexer.identifierEnd() { return identifier(&lexer, end: end) }
        lexer.state.context = 0
        _ = lexer.scanOperator(Self.operators, punctuation: Self.punctuation)
    }

    private func brace(_ lexer: inout Lexer) {
        lexer.state.context = 0
        let inside = lexer.modeID == SelectionMode.id
        let depth = inside ? lexer.mode?.depth ?? 0 : 0
        if lexer.peek() == 0x7B {
            if inside { lexer.setDepth(min(depth + 1, Int32.max - 1)) } else { lexer.push(Mode(id: SelectionMode.id)) }
        } else if inside {
            if depth > 0 { lexer.setDepth(depth - 1) } else { lexer.pop() }
        }
        lexer.emit(.punctuation, length: 1)
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        let context = lexer.state.context
        lexer.state.context = 0
        let word = lexer.slice(lexer.position, end)
        let inside = lexer.modeID == SelectionMode.id
        if let kind = Self.words.kind(of: word), kind == .constant || !inside || word.spells("on") {
            lexer.emit(kind, to: end)
            if Self.typeIntroducers.kind(of: word) != nil { lexer.state.context = Context.typeName }
            if Self.operations.kind(of: word) != nil { lexer.state.context = Context.operationName }
            return
        }
        if context == Context.typeName { return lexer.emit(.type, to: end) }
        if context == Context.operationName { return lexer.emit(.function, to: end) }
        if lexer.state.lastKindIs(.operator), lexer.state.lastByte == 0x2E { return lexer.emit(.functionCall, to: end) }
        let nameKind = JavaGrammar.nameKind(word)
        let isTypePosition = lexer.state.lastByte == 0x3A || lexer.state.lastByte == 0x5B
        if nameKind != .plain { return lexer.emit(isTypePosition ? .type : nameKind, to: end) }
        let isKey = lexer.byte(at: lexer.skipSpaces(from: end)) == 0x3A
        lexer.emit(inside || isKey ? .property : .plain, to: end)
    }
}
