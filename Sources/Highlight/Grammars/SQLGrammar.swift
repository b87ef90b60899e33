// SQL across the common dialects (ANSI, PostgreSQL, MySQL, SQLite, T-SQL). Words are looked up
// case-insensitively (lower-cased into a stack buffer). `'...'` strings double `''` to escape;
// `E'...'` has backslash escapes; `$$...$$` and `$tag$...$tag$` (PostgreSQL) span lines;
// `"name"`, `` `name` `` and `[name]` are quoted identifiers; `$1`, `:name`, `@name`, `?` are
// parameters/variables. `--` and `/* */` comments (`#` too, as in MySQL, at a word start).

/// SQL.
struct SQLGrammar: Grammar {
    let language = Language(
        name: "SQL",
        aliases: [
            "sql", "mysql", "postgresql", "postgres", "psql", "plpgsql", "sqlite", "sqlite3", "tsql", "t-sql", "mssql",
            "plsql", "mariadb", "pgsql",
        ],
        extensions: ["sql", "ddl", "dml"])

    static let words = WordList([
        .keyword: SQLGrammar.keywords,
        .constant: "true false null unknown current_date current_time current_timestamp localtime localtimestamp",
        .type: """
        int integer smallint bigint tinyint mediumint serial bigserial smallserial decimal numeric real float
        double precision char varchar nchar nvarchar text tinytext mediumtext longtext clob blob bytea binary
        varbinary boolean bool bit date time timestamp timestamptz interval year uuid json jsonb xml money
        inet cidr macaddr enum array int2 int4 int8 float4 float8 datetime datetime2 smalldatetime
        uniqueidentifier image ntext rowid tsvector tsquery point geometry geography
        """,
        .builtin: """
        count sum avg min max coalesce nullif ifnull isnull nvl cast convert concat concat_ws length
        char_length lower upper substr substring trim ltrim rtrim round floor ceil ceiling abs
        now date_trunc date_part extract to_char to_date to_number to_timestamp row_number rank dense_rank
        ntile lag lead first_value last_value nth_value string_agg array_agg json_agg jsonb_agg group_concat
        greatest least random generate_series position strftime julianday datediff dateadd getdate
        sysdate iif format lpad rpad split_part regexp_replace regexp_matches unnest
        """,
    ])
    static let keywords = """
        select from where and or not in is as on join inner left right full outer cross natural using
        group by order having limit offset fetch first next rows row only union all intersect except
        distinct insert into values update set delete create table view index unique primary key foreign
        references drop alter add column constraint default check cascade restrict if begin commit
        rollback transaction savepoint release case when then else end with recursive returning like
        ilike between asc desc nulls over partition window range preceding following unbounded current
        grant revoke to function procedure trigger returns language declare return for each execute
        schema database temporary temp replace truncate explain analyze vacuum lateral any some escape
        collate materialized sequence type extension do loop while exit perform raise notice exception
        elsif top merge matched pivot unpivot go use show describe auto_increment autoincrement engine
        charset comment modify rename after before instead of identity nocount output inserted deleted
        without zone filter within similar conflict nothing excluded overlaps exists
        """

    static let definers = WordList([.keyword: "function procedure"])
    static let numbers = NumberSyntax(separators: "", hasOctal: false, hasBinary: false)
    static let operators = ByteSet("+-*/%=<>!|&^~:.")
    static let parameterBody = ByteSet.identifierBody.union(ByteSet("@$#"))

    /// String syntaxes by mode variant: standard, escape string, dollar-quoted, `"`, backtick.
    static let strings: [StringSyntax] = [
        StringSyntax(close: "'", escape: nil, isMultiline: true),
        StringSyntax(close: "'", isMultiline: true),
        StringSyntax(close: "$$", escape: nil, isMultiline: true),
        StringSyntax(close: "\"", escape: nil, isMultiline: true, kind: .variable),
        StringSyntax(close: "`", escape: nil, isMultiline: true, kind: .variable),
    ]

    /// Context values kept in `state.context`.
    enum Context {
        static let functionName: UInt16 = 1
    }

    func step(_ lexer: inout Lexer) {
        switch lexer.modeID {
        case Mode.string: return lexer.continueString(Self.strings[lexer.modeVariant % Self.strings.count])
        case Mode.blockComment: return lexer.continueBlockComment(.c)
        default: break
        }
        if lexer.scanWhitespace() || lexer.scanLineComment("--") || lexer.scanBlockComment(.c) { return }
        if lexer.peek() == 0x23, lexer.peek(1) != 0x3E, lexer.state.lastKindIs(.punctuation) || lexer.isAtLineStart {
            return lexer.emit(.comment, to: lexer.contentEnd)
        }
        if stringOrQuoted(&lexer) || parameter(&lexer) || lexer.scanNumber(Self.numbers) { return }
        if let end = lexer.identifierEnd() { return identifier(&lexer, end: end) }
        lexer.state.context = 0
        if !lexer.scanOperator(Self.operators) { lexer.emitCharacter() }
    }

    private func stringOrQuoted(_ lexer: inout Lexer) -> Bool {
        let first = lexer.peek()
        switch first {
        case 0x27: lexer.beginString(Self.strings[0], variant: 0, openLength: 1)
        case 0x22: lexer.beginString(Self.strings[3], variant: 3, openLength: 1)
        case 0x60: lexer.beginString(Self.strings[4], variant: 4, openLength: 1)
        case 0x5B
        where lexer.state.lastKindIs(.keyword) || lexer.state.lastByte == 0x2E || lexer.state.lastByte == 0x2C:
            guard let close = bracketClose(lexer) else { return false }
            lexer.emit(.variable, to: close)
        case 0x24: return dollarQuote(&lexer)
        default:
            guard lexer.peek(1) == 0x27, first < 0x80 else { return false }
            switch first | 0x20 {
            case 0x65: lexer.beginString(Self.strings[1], variant: 1, openLength: 2)
            case 0x6E, 0x78, 0x62, 0x75: lexer.beginString(Self.strings[0], variant: 0, openLength: 2)
            default: return false
            }
        }
        return true
    }

    /// `[identifier]` (T-SQL) closed on this line, within 128 bytes.
    private func bracketClose(_ lexer: Lexer) -> Int? {
        var index = lexer.position + 1
        while index < min(lexer.contentEnd, lexer.position + 128) {
            if lexer.byte(at: index) == 0x5D { return index + 1 }
            if lexer.byte(at: index) == 0x5B { return nil }
            index += 1
        }
        return nil
    }

    /// `$$` or `$tag$` opening a dollar-quoted string.
    private func dollarQuote(_ lexer: inout Lexer) -> Bool {
        let tagEnd = lexer.skip(.identifierBody, from: lexer.position + 1, limit: 64)
        guard lexer.byte(at: tagEnd) == 0x24, !ByteSet.digits.contains(lexer.peek(1)) else { return false }
        let close = Array(lexer.slice(lexer.position, tagEnd + 1))
        lexer.beginString(Self.strings[2], variant: 2, openLength: close.count, close: close)
        return true
    }

    /// `$1`, `:name`, `@name`, `@@global`, `?`.
    private func parameter(_ lexer: inout Lexer) -> Bool {
        let first = lexer.peek()
        if first == 0x3F { return emitted(&lexer, .variable, lexer.position + 1) }
        if first == 0x24, ByteSet.digits.contains(lexer.peek(1)) {
            return emitted(&lexer, .variable, lexer.skip(.digits, from: lexer.position + 1))
        }
        guard first == 0x40 || (first == 0x3A && lexer.peek(1) != 0x3A && lexer.state.lastByte != 0x3A) else {
            return false
        }
        let start = lexer.position + (first == 0x40 && lexer.peek(1) == 0x40 ? 2 : 1)
        guard ByteSet.identifierStart.contains(lexer.byte(at: start)) else { return false }
        return emitted(&lexer, .variable, lexer.skip(Self.parameterBody, from: start))
    }

    private func emitted(_ lexer: inout Lexer, _ kind: TokenKind, _ end: Int) -> Bool {
        lexer.emit(kind, to: end)
        return true
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        let context = lexer.state.context
        lexer.state.context = 0
        if context == Context.functionName { return lexer.emit(.function, to: end) }
        let afterDot = lexer.state.lastKindIs(.operator) && lexer.state.lastByte == 0x2E
        let next = lexer.byte(at: lexer.skipSpaces(from: end))
        if afterDot { return lexer.emit(next == 0x28 ? .functionCall : .property, to: end) }
        guard let kind = Self.words.kindIgnoringASCIICase(of: lexer.slice(lexer.position, end)) else {
            return lexer.emit(next == 0x28 ? .functionCall : .plain, to: end)
        }
        if kind == .builtin, next != 0x28 { return lexer.emit(.plain, to: end) }
        let isDefinition =
            kind == .keyword && Self.definers.kindIgnoringASCIICase(of: lexer.slice(lexer.position, end)) != nil
        lexer.emit(kind, to: end)
        if isDefinition { lexer.state.context = Context.functionName }
    }
}

extension WordList {
    /// The word's kind, looked up with ASCII letters lower-cased (SQL, PHP keywords); the list
    /// holds lower-case words. Words longer than 32 bytes are never listed.
    func kindIgnoringASCIICase(of word: UnsafeBufferPointer<UInt8>) -> TokenKind? {
        guard word.count <= 32 else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            for (index, byte) in word.enumerated() { buffer[index] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
            return kind(of: UnsafeBufferPointer(rebasing: buffer[0..<word.count]))
        }
    }
}
