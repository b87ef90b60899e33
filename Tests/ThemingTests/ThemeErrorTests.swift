import FoundationEssentials
import Testing
import Theming

/// Bad theme files: every message names the file, the JSON path and what is wrong.
@Suite struct ThemeErrorTests {
    func message(_ json: String, file: String = "my.json") -> String {
        do {
            _ = try ThemeLoader.load(json: json, path: file)
            return "loaded without error"
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        (
            ##"{"elements": {"h2": {"foreground": "blu"}}}"##,
            ##"my.json: elements.h2.foreground: expected a colour like #rrggbb, got "blu""##
        ),
        (
            ##"{"elements": {"h2": {"forground": "#fff"}}}"##,
            ##"my.json: elements.h2.forground: unknown key "forground" (did you mean "foreground"?)"##
        ),
        (
            ##"{"elements": {"heding": {}}}"##,
            ##"my.json: elements.heding: unknown key "heding" (did you mean "heading"?)"##
        ),
        (
            ##"{"colours": {}}"##,
            ##"my.json: colours: unknown key "colours""##
        ),
        (
            ##"{"elments": {}}"##,
            ##"my.json: elments: unknown key "elments" (did you mean "elements"?)"##
        ),
        (
            ##"{"elements": {"strong": {"bold": "yes"}}}"##,
            ##"my.json: elements.strong.bold: expected true or false, got "yes""##
        ),
        (
            ##"{"elements": {"document": {"margin": -1}}}"##,
            "my.json: elements.document.margin: expected a whole number of columns 0–200, got -1"
        ),
        (
            ##"{"elements": {"h1": {"barColor": "#fff"}}}"##,
            ##"my.json: elements.h1.barColor: "barColor" does not apply to h1; it applies to blockQuote, reasoning"##
        ),
        (
            ##"{"elements": {"list": {"bullets": ["•", 3]}}}"##,
            "my.json: elements.list.bullets[1]: expected a string, got 3"
        ),
        (
            ##"{"palette": {"accent": "#00f"}, "elements": {"link": {"foreground": "$acent"}}}"##,
            ##"my.json: elements.link.foreground: no palette colour named "acent" (did you mean "$accent"?)"##
        ),
        (
            ##"{"tokens": {"keywrod": {"bold": true}}}"##,
            ##"my.json: tokens.keywrod: unknown key "keywrod" (did you mean "keyword"?)"##
        ),
        (
            ##"{"tokens": {"string": {"mark": "x"}}}"##,
            ##"my.json: tokens.string.mark: unknown key "mark""##
        ),
        (
            ##"{"appearance": "dusk"}"##,
            ##"my.json: appearance: expected "dark", "light" or "any", got "dusk""##
        ),
        (
            ##"{"variants": {"light": {"palette": {"ink": 12}}}}"##,
            "my.json: variants.light.palette.ink: expected a colour like #rrggbb, got 12"
        ),
        (
            ##"{"elements": []}"##,
            "my.json: elements: expected an object, got an array"
        ),
        (
            ##"{"elements": {"list": {"enumeration": "greek"}}}"##,
            "my.json: elements.list.enumeration: expected one of decimal, lowerAlpha, upperAlpha, lowerRoman, upperRoman, got \"greek\""
        ),
    ])
    func namesFileFieldAndProblem(json: String, expected: String) {
        #expect(message(json) == expected)
    }

    @Test func malformedJSONNamesTheFile() {
        let text = message(##"{"elements": {"##, file: "broken.json")
        #expect(text.hasPrefix("broken.json: not valid JSON"))
    }

    @Test func unreadableFileNamesIt() {
        #expect(throws: ThemeError.self) {
            try ThemeLoader.load(contentsOf: "/nonexistent/inkwell/theme.json")
        }
        do {
            _ = try ThemeLoader.load(contentsOf: "/nonexistent/inkwell/theme.json")
        } catch {
            #expect(error.description.hasPrefix("/nonexistent/inkwell/theme.json: cannot read"))
        }
    }

    @Test func counterpartSiblingFileIsLoaded() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("inkwell-theme-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let night = ##"{"appearance": "dark", "counterpart": "day", "elements": {}}"##
        let day = ##"{"appearance": "light", "elements": {"document": {"foreground": "#123456"}}}"##
        try Data(night.utf8).write(to: folder.appendingPathComponent("night.json"))
        try Data(day.utf8).write(to: folder.appendingPathComponent("day.json"))
        let theme = try Theme.load(folder.appendingPathComponent("night.json").path)
        #expect(theme.name == "night")
        let light = try #require(theme.variant(for: .light))
        #expect(light.name == "day")
        #expect(light.style(for: .paragraph).text.foreground?.hex == "#123456")
    }
}
