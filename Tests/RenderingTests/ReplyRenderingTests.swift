import FoundationEssentials
import MarkdownModel
import ReplyModel
import Rendering
import Testing
import Theming

@Suite struct ReplyRenderingTests {
    func html(_ reply: Reply, strings: Strings = .english) -> String {
        ReplyHTMLRenderer(strings: strings).render(reply, document: Document(), reasoning: [Document()])
    }

    @Test(arguments: [
        (ReasoningPart(text: "", isStreaming: true), "Thinking…", true),
        (ReasoningPart(text: "", duration: 12.7), "Thought for 12s", false),
        (ReasoningPart(text: "", duration: 0.2), "Thought for 1s", false),
        (ReasoningPart(text: "", duration: 65), "Thought for 1m 5s", false),
        (ReasoningPart(text: ""), "Thought process", false),
    ] as [(ReasoningPart, String, Bool)])
    func reasoningTitles(part: ReasoningPart, title: String, isOpen: Bool) {
        let output = html(Reply(parts: [.reasoning(part)]))
        #expect(output.contains("<summary dir=\"auto\">\(title)</summary>"))
        #expect(output.contains("<details class=\"reasoning\" open>") == isOpen)
    }

    @Test(arguments: [
        (ToolCall(id: "1", name: "get_weather", status: .completed, summary: "14 °C", duration: 0.42), "✓", "get weather", "14 °C", "0.4s"),
        (ToolCall(id: "1", name: "x", status: .awaitingApproval), "✋", "x", "Waiting for approval", nil),
        (ToolCall(id: "1", name: "x", status: .awaitingClient), "📱", "x", "Waiting for the device", nil),
        (ToolCall(id: "1", name: "x", status: .failed, duration: 13.4), "!", "x", "Didn't complete", "13s"),
        (ToolCall(id: "1", name: "x", status: .cancelled, duration: 65), "✕", "x", "Cancelled", "1m 5s"),
        (ToolCall(id: "1", name: "x", displayTitle: "Search", status: ToolCallStatus(rawValue: "queued")), "◌", "Search", nil, nil),
        (ToolCall(id: "1", name: "x", status: .cancelled, approval: Approval(decision: .declined)), "✕", "x", "Declined", nil),
    ] as [(ToolCall, String, String, String?, String?)])
    func toolCallSteps(call: ToolCall, mark: String, title: String, detail: String?, duration: String?) {
        let output = html(Reply(parts: [.toolCall(call)]))
        #expect(output.contains("aria-hidden=\"true\">\(mark)</span>"))
        #expect(output.contains("<span class=\"tool-title\" dir=\"auto\">\(title)</span>"))
        #expect(output.contains("tool-detail") == (detail != nil))
        if let detail { #expect(output.contains(">\(detail)</span>")) }
        #expect(output.contains("tool-duration") == (duration != nil))
        if let duration { #expect(output.contains(">\(duration)</span>")) }
    }

    @Test func approvalCardCapitalisesTheReason() {
        let call = ToolCall(id: "1", name: "send", status: .awaitingApproval,
                            approval: Approval(title: "Send it?", message: "To Ana.", reason: "it costs money", allowTitle: "Send"))
        let output = html(Reply(parts: [.toolCall(call)]))
        #expect(output.contains("<strong>Send it?</strong>"))
        #expect(output.contains(">It costs money.</p>"))
        #expect(output.contains(">Send</span>"))
        #expect(output.contains(">Don&#39;t Allow</span>") || output.contains(">Don't Allow</span>"))
    }

    @Test func unknownPartsSayTheyCannotBeShown() {
        #expect(html(Reply(parts: [.unknown(kind: "data-x")])).contains("A step this version can't show"))
    }

    @Test func hostileStepTextIsEscaped() {
        let call = ToolCall(id: "1", name: "<script>x</script>", status: .failed, summary: "<img src=x onerror=y>")
        let output = html(Reply(parts: [.toolCall(call), .source(SourcePart(url: "javascript:alert(1)", title: "t"))]))
        #expect(!output.contains("<script"))
        #expect(!output.contains("<img"))
        #expect(output.contains("<a href=\"\""))
    }

    @Test func rightToLeftLabelsAreMarkedForTheBrowser() {
        let arabic = Strings.english.overriding(with: ["reasoning.title.thought_for": "فكّر لمدة %@", "language": "ar"])
        let output = html(Reply(parts: [.reasoning(ReasoningPart(text: "", duration: 3))]), strings: arabic)
        #expect(output.contains("<summary dir=\"auto\">فكّر لمدة 3s</summary>"))
        #expect(arabic.languageCode == "ar")
    }

    @Test func terminalStepsComeBeforeTheText() throws {
        let theme = try Theme.named("plain")
        let renderer = ReplyANSIRenderer(options: ANSIRenderer.Options(width: 60, theme: theme))
        let reply = Reply(parts: [.toolCall(ToolCall(id: "1", name: "get_weather", status: .completed, duration: 2)),
                                  .text(TextPart(markdown: "Done."))])
        let lines = renderer.render(reply, document: Document(blocks: [.paragraph(Paragraph(inlines: [.text("Done.")]))]),
                                    reasoning: []).map(\.text)
        #expect(lines.first?.contains("✓ get weather · 2s") == true)
        #expect(lines.last?.contains("Done.") == true)
    }

    /// In a narrow terminal the second button goes under the first; neither breaks apart.
    @Test(arguments: [28, 60])
    func approvalButtonsStayWhole(width: Int) throws {
        let renderer = ReplyANSIRenderer(options: ANSIRenderer.Options(width: width, theme: try Theme.named("plain")))
        let call = ToolCall(id: "1", name: "delete_files", status: .awaitingApproval, approval: Approval())
        let lines = renderer.render(Reply(parts: [.toolCall(call)]), document: Document(), reasoning: [])
            .map { $0.text.replacing("\u{A0}", with: " ") }
        for button in ["[ Allow ]", "[ Don't Allow ]"] {
            #expect(lines.contains { $0.contains(button) }, "\(button) at \(width) columns in \(lines)")
        }
    }
}

@Suite struct StringsTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Rendering/Resources")

    @Test(arguments: ["en", "de"])
    func embeddedTablesMatchTheirResourceFiles(language: String) throws {
        let data = try Data(contentsOf: Self.resources.appendingPathComponent("strings.\(language).json"))
        let table = try JSONDecoder().decode([String: String].self, from: data)
        #expect(Strings.builtin(language)?.table == table, "run python3 scripts/gen_builtin_strings.py")
    }

    @Test func everyLanguageHasEveryEnglishKey() throws {
        let english = try #require(Strings.builtin("en"))
        for language in Strings.builtinLanguages {
            let table = try #require(Strings.builtin(language))
            #expect(Set(table.table.keys) == Set(english.table.keys), "\(language)")
        }
    }

    @Test func missingKeysFallBackToEnglish() {
        let partial = Strings(table: ["code_block.copy": "Copier"], languageCode: "fr")
        #expect(partial["code_block.copy"] == "Copier")
        #expect(partial["code_block.copied"] == "Copied")
        #expect(partial["no.such.key"] == "no.such.key")
        #expect(Strings.builtin("de")?.format("reasoning.title.thought_for", "5s") == "Nachgedacht für 5s")
    }
}
