/// Cheap language guesses from the first characters of a text.
enum LanguageGuess {
    /// Interpreters named in a shebang line and the id they imply.
    static let interpreters: [(String, String)] = [
        ("python", "python"), ("node", "javascript"), ("deno", "typescript"), ("bash", "bash"),
        ("zsh", "zsh"), ("sh", "sh"), ("ruby", "ruby"), ("perl", "perl"), ("php", "php"),
        ("swift", "swift"), ("lua", "lua"), ("fish", "fish"), ("ksh", "bash"), ("dash", "sh"),
    ]

    /// A language id, or nil.
    static func guess(_ code: String) -> String? {
        let head = String(code.utf8.prefix(512)) ?? String(code.prefix(256))
        let trimmed = head.drop(while: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
        if trimmed.hasPrefix("#!") { return shebang(String(trimmed.prefix(while: { $0 != "\n" }))) }
        if trimmed.hasPrefix("<?php") { return "php" }
        let lower = trimmed.prefix(32).lowercased()
        if lower.hasPrefix("<!doctype html") || lower.hasPrefix("<html") { return "html" }
        if trimmed.hasPrefix("diff --git") || trimmed.hasPrefix("@@ ")
            || trimmed.hasPrefix("--- ") && code.contains("\n+++ ")
        {
            return "diff"
        }
        if trimmed.hasPrefix("$ ") { return "console" }
        if isJSON(trimmed) { return "json" }
        return nil
    }

    private static func shebang(_ line: String) -> String? {
        let words = line.dropFirst(2).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
        guard let path = words.first, let command = path.split(separator: "/").last else { return nil }
        let program = command == "env" ? words.dropFirst().first(where: { !$0.hasPrefix("-") }) : command
        guard let program else { return nil }
        let name = program.prefix(while: { $0.isLetter })
        return interpreters.first(where: { $0.0 == name })?.1
    }

    private static func isJSON(_ text: Substring) -> Bool {
        guard let first = text.first, first == "{" || first == "[" else { return false }
        let rest = text.dropFirst().drop(while: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
        guard let next = rest.first else { return false }
        return first == "{" ? next == "\"" || next == "}" : "\"{[-0123456789]".contains(next)
    }
}
