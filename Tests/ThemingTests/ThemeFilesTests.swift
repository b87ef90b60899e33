import FoundationEssentials
import Testing

@testable import Theming

/// The shipped theme files: each loads, and the compiled-in copies match them.
@Suite struct ThemeFilesTests {
    static let themesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Themes")

    static func themeFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: themesFolder.path)
            .filter { $0.hasSuffix(".json") }.sorted()
            .map { themesFolder.appendingPathComponent($0) }
    }

    @Test func everyFileLoads() throws {
        let files = try ThemeFilesTests.themeFiles()
        #expect(files.count >= 4)
        for file in files {
            let theme = try ThemeLoader.load(contentsOf: file.path)
            #expect(theme.name == ThemeLoader.baseName(file.path))
            for element in ThemeElement.allCases {
                _ = theme.style(for: element)
            }
        }
    }

    @Test func builtinsMatchTheFiles() throws {
        let files = try ThemeFilesTests.themeFiles()
        #expect(Theme.builtinNames == files.map { ThemeLoader.baseName($0.path) })
        for file in files {
            let text = try String(decoding: Data(contentsOf: file), as: UTF8.self)
            let name = ThemeLoader.baseName(file.path)
            #expect(
                BuiltinThemes.json[name] == text.trimmingTrailingNewlines,
                "BuiltinThemes.swift is stale for \(name): run python3 scripts/gen_builtin_themes.py"
            )
        }
    }

    @Test(arguments: ["dark", "light", "high-contrast"])
    func colouredThemesStyleEveryCoreToken(name: String) throws {
        let theme = try Theme.named(name)
        for kind in Theme.coreTokenKinds {
            #expect(theme.tokenStyle(for: kind).foreground != nil, "\(name): \(kind)")
        }
        #expect(theme.style(for: .chart).palette?.count ?? 0 >= 6)
        #expect(theme.variant(for: .dark) != nil && theme.variant(for: .light) != nil)
    }

    @Test func plainThemeHasNoColour() throws {
        let theme = try Theme.named("plain")
        #expect(theme.appearance == .any)
        for (element, style) in theme.resolvedElements {
            #expect(style.text.foreground == nil && style.text.background == nil, "\(element)")
            #expect(style.borderColor == nil && style.barColor == nil, "\(element)")
        }
        for (kind, style) in theme.resolvedTokens {
            #expect(style.foreground == nil && style.background == nil, "\(kind)")
        }
        #expect(theme.style(for: .strong).text.bold == true)
        #expect(theme.style(for: .emphasis).text.italic == true)
    }

    @Test func darkAndLightPointAtEachOther() throws {
        let dark = try Theme.named("dark")
        #expect(dark.appearance == .dark)
        #expect(dark.variant(for: .light)?.name == "light")
        let light = try Theme.named("light")
        #expect(light.variant(for: .dark)?.name == "dark")
    }

    @Test func unknownBuiltinNamesTheKnownOnes() {
        #expect(throws: ThemeError.unknownTheme(name: "drak", known: Theme.builtinNames)) {
            try Theme.named("drak")
        }
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var copy = self
        while copy.hasSuffix("\n") { copy.removeLast() }
        return copy
    }
}
