/// Every grammar the highlighter knows. To add a language, append ONE line to `all`.
enum GrammarRegistry {
    /// The grammars, in the order `Highlighter.languages` lists them.
    static let all: [any Grammar] = [
        PythonGrammar(),
        JavaScriptGrammar(.javaScript),
        JavaScriptGrammar(.jsx),
        JavaScriptGrammar(.typeScript),
        JavaScriptGrammar(.tsx),
        CFamilyGrammar(.c),
        CFamilyGrammar(.cpp),
        CFamilyGrammar(.objectiveC),
        SwiftGrammar(),
        JSONGrammar(),
        ShellGrammar(),
        GoGrammar(),
        JavaGrammar(),
        KotlinGrammar(),
        CSharpGrammar(),
        RustGrammar(),
        ScalaGrammar(),
        DartGrammar(),
        ProtobufGrammar(),
        GraphQLGrammar(),
        PowerShellGrammar(),
        PerlGrammar(),
        LuaGrammar(),
        RubyGrammar(),
        PHPGrammar(),
        HaskellGrammar(),
        ElixirGrammar(),
        RGrammar(),
        JuliaGrammar(),
        DiffGrammar(),
        ShellSessionGrammar(),
        SQLGrammar(),
        HTMLGrammar(),
        HTMLGrammar(xml: true),
        CSSGrammar(scss: false),
        CSSGrammar(scss: true),
        YAMLGrammar(),
        MarkdownGrammar(),
        TOMLGrammar(),
        INIGrammar(),
        DockerfileGrammar(),
        MakefileGrammar(),
        LaTeXGrammar(),
        // Add new grammars above this line, one per line.
    ]

    /// Alias, name and `.extension` (all lower-cased) to index in `all`; first one wins.
    static let index: [String: Int] = {
        var index: [String: Int] = [:]
        for (position, grammar) in all.enumerated() {
            let language = grammar.language
            for key in [language.name.lowercased()] + language.aliases where index[key] == nil {
                index[key] = position
            }
            for ext in language.extensions where index["." + ext] == nil {
                index["." + ext] = position
            }
        }
        return index
    }()

    /// The grammar for a name, alias, `.ext`, or fence info string.
    static func grammar(named raw: String?) -> (any Grammar)? {
        guard let key = normalized(raw) else { return nil }
        if let position = index[key] { return all[position] }
        if let position = index["." + key] { return all[position] }
        if key.hasPrefix("."), let position = index[String(key.dropFirst())] { return all[position] }
        return nil
    }

    // NB: made once; a Set literal per lookup cost more than lexing a short code block.
    private static let separators: Set<Character> = [" ", "\t", ",", "{", "}", "\n", "\r"]

    /// The first word of an info string, lower-cased, without `{`, `}` or a `language-` prefix.
    static func normalized(_ raw: String?) -> String? {
        guard let raw else { return nil }
        guard let word = raw.split(whereSeparator: { separators.contains($0) }).first else { return nil }
        var key = word.lowercased()
        if key.hasPrefix("language-") { key.removeFirst("language-".count) }
        return key.isEmpty ? nil : key
    }
}
