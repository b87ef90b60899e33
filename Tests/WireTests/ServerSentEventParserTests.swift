import Testing
import Wire

/// SSE framing edge cases.
@Suite struct ServerSentEventParserTests {
    static func events(_ lines: [String]) -> [ServerSentEvent] {
        var parser = ServerSentEventParser()
        var events = lines.flatMap { parser.feed(line: $0) }
        if let last = parser.finish() { events.append(last) }
        return events
    }

    @Test func multiLineDataJoinsWithNewlines() {
        let events = Self.events(["data: {\"a\":", "data:  1}", "", "data:x", ""])
        #expect(events.map(\.data) == ["{\"a\":\n 1}", "x"])
        #expect(events.map(\.line) == [1, 4])
    }

    @Test func commentsNamesIDsAndFieldsWithoutColons() {
        let events = Self.events([
            ": keep-alive", "event: message_start", "id: 7", "retry: 1000", "data", "",
            "event: ping", "",
            "data: after",
        ])
        #expect(
            events == [
                ServerSentEvent(name: "message_start", data: "", id: "7", line: 2),
                ServerSentEvent(name: nil, data: "after", id: "7", line: 9),
            ])
    }

    @Test func crlfAndLoneCRFrameAlike() {
        let crlf = Self.events(["data: one\r", "\r", "data: two\r", "\r"])
        let lone = Self.events(["data: one\r\rdata: two\r\r"])
        #expect(crlf.map(\.data) == ["one", "two"])
        #expect(lone.map(\.data) == ["one", "two"])
    }

    @Test func aByteOrderMarkIsSkipped() {
        #expect(Self.events(["\u{FEFF}data: x", ""]).map(\.data) == ["x"])
    }

    @Test func decodingIsTheSameInAnyChunking() throws {
        for name in Fixtures.sampleNames {
            let format = try #require(Fixtures.format(of: name))
            let text = try Fixtures.text(name)
            var whole = format.makeDecoder()
            let expected = whole.decode(text)
            let bytes = Array(text.utf8)
            var decoder = format.makeDecoder()
            var buffer = LineBuffer()
            var events: [StreamEvent] = []
            var start = 0
            var size = 1
            while start < bytes.count {
                let end = min(bytes.count, start + size)
                for line in buffer.append(bytes[start..<end]) { events += decoder.feed(line: line) }
                start = end
                size = size % 13 + 1
            }
            if let last = buffer.finish() { events += decoder.feed(line: last) }
            events += decoder.finish()
            #expect(events == expected, "\(name)")
        }
    }
}
