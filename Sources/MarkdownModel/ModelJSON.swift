// The model's JSON (docs/json-schema.md), written straight into bytes.
//
// The Codable conformances define the JSON form; JSONEncoder with sorted keys produces it, but
// goes through a generic tree of containers and allocates for every key and value: the JSON of
// a 15 MB corpus took 3.4 s, ten times its HTML. This writer produces the same bytes as
// JSONEncoder with `[.sortedKeys, .withoutEscapingSlashes]` (plus `.prettyPrinted` when
// pretty), which the tests check on every sample and the GFM spec examples. Keys are written in
// sorted order by hand; a new field must go to its place in the order.

/// Writes documents and blocks as JSON.
public enum ModelJSON {
    /// A document, as `inkwell render --to json` prints it (pretty) or compact.
    public static func document(_ document: Document, pretty: Bool) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty)
        writer.object { w in
            w.key("blocks") { $0.blocks(document.blocks) }
        }
        return writer.bytes
    }

    /// One block (a committed block of a live frame).
    public static func block(_ block: Block, pretty: Bool) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty)
        writer.block(block)
        return writer.bytes
    }

    /// Appends `text` as a JSON string, quoted and escaped as JSONEncoder escapes it (quote,
    /// backslash and control characters; `/` and everything from DEL up as they are).
    public static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        var writer = JSONWriter(pretty: false, bytes: bytes)
        writer.string(text)
        bytes = writer.bytes
    }

    /// An array of blocks (a live frame's tail).
    public static func blocks(_ blocks: [Block], pretty: Bool) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty)
        writer.blocks(blocks)
        return writer.bytes
    }
}

/// JSON output in JSONEncoder's layout: `"key" : value` and two-space indents when pretty,
/// an empty container as `[`, an empty line and `]`.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    let pretty: Bool
    private var depth = 0
    /// Whether the innermost open container has no member yet.
    private var isEmpty = true

    init(pretty: Bool, bytes: [UInt8] = []) {
        self.pretty = pretty
        self.bytes = bytes
        self.bytes.reserveCapacity(bytes.count + 4096)
    }

    mutating func object(_ body: (inout JSONWriter) -> Void) {
        container(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), body)
    }

    mutating func array<Element>(_ elements: [Element], _ write: (inout JSONWriter, Element) -> Void) {
        container(open: UInt8(ascii: "["), close: UInt8(ascii: "]")) { w in
            for element in elements {
                w.member()
                write(&w, element)
            }
        }
    }

    private mutating func container(open: UInt8, close: UInt8, _ body: (inout JSONWriter) -> Void) {
        bytes.append(open)
        let outer = isEmpty
        isEmpty = true
        depth += 1
        body(&self)
        depth -= 1
        if pretty {
            if isEmpty { bytes.append(0x0A) }
            newline()
        }
        bytes.append(close)
        isEmpty = outer
    }

    /// Starts a member of the open container: the comma and, when pretty, its line.
    private mutating func member() {
        if !isEmpty { bytes.append(UInt8(ascii: ",")) }
        isEmpty = false
        if pretty { newline() }
    }

    private mutating func newline() {
        bytes.append(0x0A)
        let width = 2 * depth
        if width <= Self.spaces.count {
            bytes.append(contentsOf: Self.spaces[..<width])
        } else {
            bytes.append(contentsOf: repeatElement(0x20, count: width))
        }
    }

    private static let spaces = [UInt8](repeating: 0x20, count: 128)

    mutating func key(_ name: StaticString, _ value: (inout JSONWriter) -> Void) {
        member()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        if pretty { bytes.append(0x20) }
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(0x20) }
        value(&self)
    }

    mutating func key(_ name: StaticString, _ text: String) { key(name) { $0.string(text) } }
    mutating func key(_ name: StaticString, _ number: Int) { key(name) { $0.number(number) } }
    mutating func key(_ name: StaticString, _ flag: Bool) { key(name) { $0.literal(flag ? "true" : "false") } }

    mutating func literal(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func number(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// A string, escaped as JSONEncoder escapes it (quote, backslash and control characters;
    /// `/` and everything from DEL up as they are).
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                runStart = index + 1
                escape(byte)
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        default:
            bytes.append(UInt8(ascii: "u"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(Self.hexDigit(byte >> 4))
            bytes.append(Self.hexDigit(byte & 0x0F))
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}

// MARK: - The model

extension JSONWriter {
    mutating func blocks(_ blocks: [Block]) {
        array(blocks) { $0.block($1) }
    }

    mutating func inlines(_ inlines: [Inline]) {
        array(inlines) { $0.inline($1) }
    }

    mutating func range(_ range: SourceRange?) {
        guard let range else { return }
        key("range") { w in
            w.object { w in
                w.key("endColumn", range.endColumn)
                w.key("endLine", range.endLine)
                w.key("startColumn", range.startColumn)
                w.key("startLine", range.startLine)
            }
        }
    }

    mutating func block(_ block: Block) {
        object { w in
            switch block {
            case .paragraph(let paragraph):
                w.key("inlines") { $0.inlines(paragraph.inlines) }
                w.range(paragraph.range)
                w.key("type", "paragraph")
            case .heading(let heading):
                w.key("inlines") { $0.inlines(heading.inlines) }
                w.key("level", heading.level)
                w.range(heading.range)
                w.key("style", heading.style.rawValue)
                w.key("type", "heading")
            case .thematicBreak(let rule):
                w.range(rule.range)
                w.key("type", "thematic_break")
            case .blockQuote(let quote):
                w.key("blocks") { $0.blocks(quote.blocks) }
                w.range(quote.range)
                w.key("type", "block_quote")
            case .list(let list): w.list(list)
            case .codeBlock(let code): w.codeBlock(code)
            case .htmlBlock(let html):
                w.key("html", html.html)
                w.range(html.range)
                w.key("type", "html_block")
            case .table(let table):
                w.key("alignments") { $0.array(table.alignments) { $0.string($1.rawValue) } }
                w.key("header") { $0.row(table.header) }
                w.range(table.range)
                w.key("rows") { $0.array(table.rows) { $0.row($1) } }
                w.key("type", "table")
            case .footnoteDefinition(let definition):
                w.key("blocks") { $0.blocks(definition.blocks) }
                w.key("label", definition.label)
                w.range(definition.range)
                w.key("referenceCount", definition.referenceCount)
                w.key("type", "footnote_definition")
            }
        }
    }

    private mutating func list(_ list: List) {
        if case .ordered(_, let delimiter) = list.kind { key("delimiter", delimiter.rawValue) }
        key("items") { w in
            w.array(list.items) { w, item in
                w.object { w in
                    w.key("blocks") { $0.blocks(item.blocks) }
                    if let checkbox = item.checkbox { w.key("checkbox", checkbox.rawValue) }
                    w.range(item.range)
                }
            }
        }
        if case .bullet(let marker) = list.kind { key("marker", marker.rawValue) }
        key("ordered", list.isOrdered)
        range(list.range)
        if case .ordered(let start, _) = list.kind { key("start", start) }
        key("tight", list.isTight)
        key("type", "list")
    }

    private mutating func codeBlock(_ code: CodeBlock) {
        key("code", code.code)
        if case .fenced(let character, let length) = code.style {
            key("fence", character.rawValue)
            key("fenceLength", length)
            key("fenced", true)
        } else {
            key("fenced", false)
        }
        key("info", code.info)
        if let language = code.language { key("language", language) }
        range(code.range)
        key("type", "code_block")
    }

    private mutating func row(_ row: TableRow) {
        object { w in
            w.key("cells") { w in
                w.array(row.cells) { w, cell in w.object { w in w.key("inlines") { $0.inlines(cell.inlines) } } }
            }
        }
    }

    mutating func inline(_ inline: Inline) {
        object { w in
            switch inline {
            case .text(let text): w.key("text", text); w.key("type", "text")
            case .softBreak: w.key("type", "soft_break")
            case .lineBreak: w.key("type", "line_break")
            case .code(let text): w.key("text", text); w.key("type", "code")
            case .html(let text): w.key("text", text); w.key("type", "html")
            case .emphasis(let inlines): w.key("inlines") { $0.inlines(inlines) }; w.key("type", "emphasis")
            case .strong(let inlines): w.key("inlines") { $0.inlines(inlines) }; w.key("type", "strong")
            case .strikethrough(let inlines): w.key("inlines") { $0.inlines(inlines) }; w.key("type", "strikethrough")
            case .link(let link):
                w.key("destination", link.destination)
                w.key("inlines") { $0.inlines(link.inlines) }
                w.key("isAutolink", link.isAutolink)
                w.key("title", link.title)
                w.key("type", "link")
            case .image(let image):
                w.key("alt") { $0.inlines(image.alt) }
                w.key("source", image.source)
                w.key("title", image.title)
                w.key("type", "image")
            case .footnoteReference(let reference):
                w.key("label", reference.label)
                w.key("number", reference.number)
                w.key("occurrence", reference.occurrence)
                w.key("type", "footnote_reference")
            }
        }
    }
}
