/// The themes compiled into the module (their JSON is in `BuiltinThemes.swift`).
extension Theme {
    /// Names of the built-in themes, sorted.
    public static var builtinNames: [String] { BuiltinThemes.json.keys.sorted() }

    /// A built-in theme by name, with its counterpart (the other appearance) attached.
    public static func named(_ name: String) throws(ThemeError) -> Theme {
        try builtin(name, followCounterpart: true)
    }

    /// A built-in theme by name, or else the theme file at `nameOrPath` (a path has a `/`
    /// or ends in `.json`; any other unknown name is `ThemeError.unknownTheme`).
    public static func load(_ nameOrPath: String) throws(ThemeError) -> Theme {
        if BuiltinThemes.json[nameOrPath] != nil { return try named(nameOrPath) }
        if !nameOrPath.contains("/") && !nameOrPath.hasSuffix(".json") {
            throw .unknownTheme(name: nameOrPath, known: builtinNames)
        }
        return try ThemeLoader.load(contentsOf: nameOrPath)
    }

    static func builtin(_ name: String, followCounterpart: Bool) throws(ThemeError) -> Theme {
        guard let json = BuiltinThemes.json[name] else {
            throw .unknownTheme(name: name, known: builtinNames)
        }
        var theme = try ThemeLoader.load(json: json, path: "builtin:\(name).json")
        if followCounterpart, let other = theme.counterpart, other != name,
            !theme.alternates.contains(where: { $0.appearance != theme.appearance }),
            BuiltinThemes.json[other] != nil
        {
            let alternate = try builtin(other, followCounterpart: false)
            if alternate.appearance != theme.appearance {
                theme.alternates.append(alternate)
            }
        }
        return theme
    }
}
