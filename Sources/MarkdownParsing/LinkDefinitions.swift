// Link reference definitions made by one stretch of text, for parsing another.
//
// cmark resolves `[text][label]` and `[label]` against the definitions of the whole text it
// parses. A long text parsed in pieces (PieceParsing) and a streamed reply whose tail is
// parsed alone (Streaming) both parse text whose definitions are elsewhere: these are read
// from that text in cmark's block phase alone, and handed to the parse of the rest in one
// table (reference_table.h), sorted and deduplicated as cmark sorts its own map, so a link
// finds them as in one parse of everything.
import CCmarkGFM
import CMarkArena

/// Link reference definitions, sorted as cmark looks them up, the first of each label only.
/// Immutable, so parsers on several threads may share one.
public final class LinkDefinitions: @unchecked Sendable {
    /// One definition as a parser made it, and where: the stretch of text it came from (its
    /// order among the stretches), then its order in that stretch.
    struct Definition {
        var label: [UInt8]
        var url: [UInt8]
        var title: [UInt8]
        var stretch: Int
        var age: UInt32
    }

    private let definitions: [Definition]
    /// The C table a parser looks references up in.
    let table: OpaquePointer

    /// nil when there are none (or the table cannot be made).
    init?(_ made: [Definition]) {
        // cmark's order: by label bytes (strcmp), the first definition of a label winning.
        let sorted = made.sorted {
            $0.label != $1.label ? $0.label.lexicographicallyPrecedes($1.label) : ($0.stretch, $0.age) < ($1.stretch, $1.age)
        }
        var unique: [Definition] = []
        for definition in sorted where unique.last?.label != definition.label { unique.append(definition) }
        let bytes = unique.reduce(0) { $0 + $1.label.count + $1.url.count + $1.title.count }
        guard !unique.isEmpty, let table = inkwell_reference_table_new(unique.count, bytes) else { return nil }
        for definition in unique {
            inkwell_reference_table_append(table, definition.label, definition.label.count, definition.url,
                                           definition.url.count, definition.title, definition.title.count)
        }
        self.definitions = unique
        self.table = table
    }

    deinit { inkwell_reference_table_free(table) }

    /// How many labels are defined.
    public var count: Int { definitions.count }

    /// The labels these define and `earlier` does not (as cmark normalises them: case folded,
    /// white space collapsed). Both are sorted by label, so one walk finds them.
    public func labels(notIn earlier: LinkDefinitions?) -> [[UInt8]] {
        let known = earlier?.definitions ?? []
        var added: [[UInt8]] = []
        var index = 0
        for definition in definitions {
            while index < known.count, known[index].label.lexicographicallyPrecedes(definition.label) { index += 1 }
            if index < known.count, known[index].label == definition.label { continue }
            added.append(definition.label)
        }
        return added
    }

    /// The definitions `text` makes (whole blocks, as a document's text is cut at a block's
    /// start), read by `parser`'s block phase; nil when it makes none.
    public static func made(by text: UnsafeBufferPointer<UInt8>, parser: MarkdownParser) -> LinkDefinitions? {
        LinkDefinitions(read(text, stretch: 0, parser: parser))
    }

    /// These definitions, then those `text` (which follows theirs) makes: a label defined in
    /// both keeps its first definition, as in one text.
    public func adding(madeBy text: UnsafeBufferPointer<UInt8>, parser: MarkdownParser) -> LinkDefinitions {
        let later = Self.read(text, stretch: 1, parser: parser)
        guard !later.isEmpty else { return self }
        return LinkDefinitions(definitions.map { var earlier = $0; earlier.stretch = 0; return earlier } + later) ?? self
    }

    /// What the block phase makes of `text`: a blank line and a break fed after it end its last
    /// paragraph, where definitions are made.
    static func read(_ text: UnsafeBufferPointer<UInt8>, stretch: Int, parser: MarkdownParser) -> [Definition] {
        CoreExtensions.ensureRegistered()
        return parser.withCmarkParser { cmark, _ in
            parser.feed(cmark, text)
            definitionsEnd.withUnsafeBufferPointer { parser.feed(cmark, $0) }
            var result: [Definition] = []
            var entry = inkwell_first_reference(cmark)
            while let current = entry {
                let label = inkwell_reference_label(current).map { Array(UnsafeBufferPointer(start: $0, count: labelLength($0))) } ?? []
                result.append(Definition(label: label, url: bytes(inkwell_reference_url(current)),
                                         title: bytes(inkwell_reference_title(current)), stretch: stretch,
                                         age: UInt32(inkwell_reference_age(current))))
                entry = inkwell_next_reference(current)
            }
            return result
        }
    }

    private static let definitionsEnd: [UInt8] = Array("\n\n***\n".utf8)

    private static func labelLength(_ label: UnsafePointer<UInt8>) -> Int {
        var length = 0
        while label[length] != 0 { length += 1 }
        return length
    }

    private static func bytes(_ chunk: inkwell_bytes) -> [UInt8] {
        guard let data = chunk.data, chunk.length > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: Int(chunk.length)))
    }
}
