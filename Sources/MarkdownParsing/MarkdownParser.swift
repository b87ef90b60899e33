import CCmarkGFM
import CMarkArena
import Synchronization
import MarkdownModel

/// Parses markdown into a `Document` with cmark-gfm. The only type in Inkwell that talks to C.
///
/// Parsing never fails: every input is some markdown. Nesting deeper than `maxDepth` is
/// flattened to text so that no later recursive walk (rendering, hashing, deinit) can overflow
/// the stack on hostile input.
public struct MarkdownParser: Sendable {
    /// The GFM extensions to enable.
    public var extensions: Extensions
    /// Blocks and inlines nested deeper than this become plain text.
    public var maxDepth: Int
    /// Whether a long text may be parsed in pieces on all cores (the document is the same);
    /// false parses every text in one piece on the calling thread.
    public var allowsThreads: Bool
    /// Link reference definitions made by text before the text parsed (the committed part of
    /// a streamed reply, whose tail is parsed alone): its references find them, as in one
    /// parse of both texts; a definition of the same label in the text parsed comes second.
    public var definitionsBefore: LinkDefinitions?
    /// The footnotes of that text: the references it made and its definitions, so that the
    /// text's references find them and are numbered on from them (see FootnotesBefore).
    public var footnotesBefore: FootnotesBefore?

    /// Creates a parser; all GFM extensions are on by default.
    public init(extensions: Extensions = .all, maxDepth: Int = 64, allowsThreads: Bool = true) {
        self.extensions = extensions
        self.maxDepth = max(1, maxDepth)
        self.allowsThreads = allowsThreads
    }

    /// Parses the whole text into a document.
    public func parse(_ text: String) -> Document {
        var copy = text
        return copy.withUTF8 { parse(utf8: $0) }
    }

    /// Parses UTF-8 bytes (a file as read) without first making a String of them.
    /// Invalid UTF-8 is repaired where text is taken from the tree. `firstLine` is the line
    /// number of the first byte, for text that is the tail of a larger document.
    /// A long text is parsed on several threads unless `allowsThreads` is false (same result).
    public func parse(utf8 bytes: UnsafeBufferPointer<UInt8>, firstLine: Int = 1) -> Document {
        CoreExtensions.ensureRegistered()
        if let footnotes = footnotesBefore, !footnotes.isEmpty, extensions.contains(.footnotes) {
            // NB: should a stretch leave a block open, the text alone is still its own parse.
            if let document = parse(utf8: bytes, firstLine: firstLine, after: footnotes) { return document }
            var alone = self
            alone.footnotesBefore = nil
            return alone.parse(utf8: bytes, firstLine: firstLine)
        }
        // NB: pieces look their references up in a table of their own definitions.
        if allowsThreads, definitionsBefore == nil, let document = PieceParsing.parse(bytes, with: self, firstLine: firstLine) {
            return document
        }
        return withCmarkParser { parser, tasklist in
            feed(parser, bytes)
            // NB: a reference needs a `]`. A text that makes no definitions of its own (no
            // `]:`) looks its references up in the table itself; else the table is copied
            // into the parser's map ahead of its own (cmark sorts that at its first lookup).
            if let definitionsBefore, bytes.contains(UInt8(ascii: "]")) {
                if ByteSearch.contains(bytes, "]:") {
                    inkwell_reference_table_add_entries(definitionsBefore.table, parser)
                } else {
                    inkwell_reference_table_install(definitionsBefore.table, parser)
                }
            }
            guard let root = InlinePhase.finish(parser) else { return Document() }
            if allowsThreads, let cuts = ParallelConversion.cuts(of: root, sourceLength: bytes.count,
                                                                 lineCount: Int(inkwell_end_line(root))) {
                return ParallelConversion.convert(root, cuts: cuts, maxDepth: maxDepth, tasklist: tasklist,
                                                  lineOffset: firstLine - 1)
            }
            var converter = TreeConverter(maxDepth: maxDepth, tasklist: tasklist, lineOffset: firstLine - 1)
            return converter.convert(root)
        }
    }

    /// Runs `body` with a new cmark parser, its extensions attached (and the tasklist
    /// extension's handle, to read checkboxes). The parser and its tree live in this thread's
    /// arena, released at once when `body` returns (see cmark_arena.h): nothing of the tree may
    /// escape `body`.
    func withCmarkParser<T>(_ body: (UnsafeMutablePointer<cmark_parser>, OpaquePointer?) -> T) -> T {
        let options = CMARK_OPT_DEFAULT | (extensions.contains(.footnotes) ? CMARK_OPT_FOOTNOTES : 0)
        guard let parser = cmark_parser_new_with_mem(options, inkwell_arena_allocator()) else {
            fatalError("cmark_parser_new_with_mem failed")  // the arena aborts before it could
        }
        defer {
            cmark_parser_free(parser)
            inkwell_arena_reset()
        }
        var tasklist: OpaquePointer?
        for (value, address) in CoreExtensions.syntaxExtensions where extensions.contains(value) {
            guard let ext = OpaquePointer(bitPattern: address) else { continue }
            cmark_parser_attach_syntax_extension(parser, ext)
            if value == .tasklist { tasklist = ext }
        }
        return body(parser, tasklist)
    }

    /// Feeds bytes to the parser's block phase.
    func feed(_ parser: UnsafeMutablePointer<cmark_parser>, _ bytes: UnsafeBufferPointer<UInt8>) {
        bytes.withMemoryRebound(to: CChar.self) { chars in
            cmark_parser_feed(parser, chars.baseAddress, chars.count)
        }
    }
}
