import Testing

@testable import Theming

@Suite struct ColorTests {
    @Test(arguments: [
        ("#ff0000", 255, 0, 0), ("#FFF", 255, 255, 255), ("#0a3069", 10, 48, 105),
        ("#abc", 0xAA, 0xBB, 0xCC),
    ])
    func parsesHex(text: String, r: Int, g: Int, b: Int) throws {
        let color = try #require(Color(parsing: text))
        #expect([Int(color.r), Int(color.g), Int(color.b)] == [r, g, b])
        #expect(color.basic == nil)
    }

    @Test(arguments: ["blu", "#12", "#1234", "#gggggg", "", "#", "ff0000", "#ff00001"])
    func rejectsMalformed(text: String) {
        #expect(Color(parsing: text) == nil)
    }

    @Test func parsesAllSixteenNames() throws {
        for basic in BasicColor.allCases {
            let color = try #require(Color(parsing: basic.name))
            #expect(color.basic == basic)
        }
        #expect(Color(parsing: "bright-black")?.basic == .brightBlack)
        #expect(Color(parsing: "BRIGHT_WHITE")?.basic == .brightWhite)
    }

    @Test func encodesHexLowercase() {
        #expect(Color(r: 0xAB, g: 0x0C, b: 0xFF).hex == "#ab0cff")
        #expect(Color(.red).hex == "#aa0000")
        #expect(Color(parsing: "#0f0")?.hex == "#00ff00")
    }

    @Test(arguments: [
        ("#ff0000", 196, BasicColor.red), ("#00ff00", 46, .green), ("#0000ff", 21, .blue),
        ("#ffffff", 231, .brightWhite), ("#000000", 16, .black), ("#808080", 244, .white),
        ("#555555", 240, .brightBlack),
        ("#5f87af", 67, .white), ("#ffff00", 226, .brightYellow), ("#ff5555", 203, .brightRed),
        ("#080808", 232, .black), ("#eeeeee", 255, .brightWhite), ("#00aaaa", 37, .cyan),
    ])
    func downgrades(text: String, index: Int, basic: BasicColor) throws {
        let color = try #require(Color(parsing: text))
        #expect(Int(color.ansi256Index) == index, "\(text) -> 256")
        #expect(color.nearestBasic == basic, "\(text) -> 16")
    }

    @Test func namedColoursKeepTheirIndex() {
        #expect(Color(.brightBlue).ansi256Index == 12)
        #expect(Color(.brightBlue).nearestBasic == .brightBlue)
    }

    @Test func cubeRoundTrips() {
        for index in UInt8(16)...UInt8(255) {
            #expect(Color.ansi256(index).ansi256Index == index, "index \(index)")
        }
    }

    @Test func sgrCodes() {
        #expect(BasicColor.red.foregroundCode == 31)
        #expect(BasicColor.brightWhite.foregroundCode == 97)
    }
}
