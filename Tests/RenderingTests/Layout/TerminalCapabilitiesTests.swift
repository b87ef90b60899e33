import Testing
import Theming

@testable import Rendering

@Suite struct TerminalCapabilitiesTests {
    @Test(arguments: [
        ([:], true, ColorDepth.ansi16),
        (["TERM": "xterm-256color"], true, .ansi256),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], true, .trueColor),
        (["COLORTERM": "24bit"], true, .trueColor),
        (["TERM": "xterm-direct"], true, .trueColor),
        (["TERM": "xterm-256color"], false, .none),
        (["TERM": "dumb"], true, .none),
        (["NO_COLOR": "1", "COLORTERM": "truecolor"], true, .none),
        (["NO_COLOR": "", "TERM": "xterm-256color"], true, .ansi256),
        (["NO_COLOR": "1", "FORCE_COLOR": "3"], false, .none),
        (["FORCE_COLOR": "1"], false, .ansi16),
        (["FORCE_COLOR": "2"], false, .ansi256),
        (["FORCE_COLOR": "3"], false, .trueColor),
        (["FORCE_COLOR": "0", "COLORTERM": "truecolor"], true, .none),
        (["FORCE_COLOR": "true", "TERM": "dumb"], false, .ansi16),
        (["FORCE_COLOR": "1", "COLORTERM": "truecolor"], false, .trueColor),
        (["FORCE_COLOR": ""], false, .ansi16),
    ])
    func colourDepth(environment: [String: String], isTTY: Bool, expected: ColorDepth) {
        #expect(
            TerminalCapabilities.detect(environment: environment, isTTY: isTTY).depth == expected)
    }

    @Test(arguments: [
        (["TERM_PROGRAM": "iTerm.app"], true, true), (["TERM_PROGRAM": "WezTerm"], true, true),
        (["TERM_PROGRAM": "vscode"], true, true), (["TERM_PROGRAM": "Apple_Terminal"], true, false),
        (["VTE_VERSION": "6003"], true, true), (["VTE_VERSION": "4601"], true, false),
        (["TERM": "xterm-kitty"], true, true), (["TERM": "foot"], true, true),
        (["WT_SESSION": "abc"], true, true), (["WT_SESSION": "abc"], false, false),
        ([:], true, false), (["FORCE_HYPERLINK": "1"], false, true),
        (["FORCE_HYPERLINK": "0", "TERM_PROGRAM": "iTerm.app"], true, false),
        (["TERM": "dumb", "WT_SESSION": "x"], true, false),
    ])
    func hyperlinks(environment: [String: String], isTTY: Bool, expected: Bool) {
        #expect(
            TerminalCapabilities.detect(environment: environment, isTTY: isTTY).hyperlinks
                == expected)
    }

    @Test func explicitOverrideWins() {
        let env = ["TERM_PROGRAM": "iTerm.app"]
        #expect(
            !TerminalCapabilities.detect(environment: env, isTTY: true, hyperlinks: false)
                .hyperlinks)
        #expect(
            TerminalCapabilities.detect(environment: [:], isTTY: false, hyperlinks: true).hyperlinks
        )
    }
}
