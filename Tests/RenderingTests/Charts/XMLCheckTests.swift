import Testing

@Suite struct XMLCheckTests {
    @Test(arguments: [
        "<a><b></a>", "<a>", "<a x=1/>", "<a x=\"1\" x=\"2\"/>", "<a>&bogus;</a>", "<a>& b</a>",
        "<a/><b/>", "<a x=\"<\"/>", "text<a/>",
    ])
    func rejectsMalformed(text: String) {
        #expect(XMLCheck.problem(in: text) != nil)
    }

    @Test func acceptsWellFormed() {
        #expect(XMLCheck.problem(in: "<a x=\"1 &amp; 2\">\n<b/>&lt;&#39;<c></c>\n</a>\n") == nil)
    }
}
