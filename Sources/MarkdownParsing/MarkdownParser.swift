import CCmarkGFM
import CMarkArena
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

    /// Creates a parser; all GFM extensions are on by default.
    public init(extensions: Extensions = .all, maxDepth: Int = 64) {
        self.extensions = extensions
        self.maxDepth = max(1, maxDepth)
    }

    /// Parses the whole text into a document.
    public func parse(_ text: String) -> Document {
        var copy = text
        return copy.withUTF8 { parse(utf8: $0) }
    }

    /// Parses UTF-8 bytes (a file as read) without first making a String of them.
    /// Invalid UTF-8 is repaired where text is taken from the tree.
    public func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Document {
        CoreExtensions.ensureRegistered()
        let options = CMARK_OPT_DEFAULT | (extensions.contains(.footnotes) ? CMARK_OPT_FOOTNOTES : 0)
        // The tree lives in this thread's arena and is released at once at the end, instead
        // of node by node (see cmark_arena.h).
        guard let parser = cmark_parser_new_with_mem(options, inkwell_arena_allocator()) else { return Document() }
        defer {
            cmark_parser_free(parser)
            inkwell_arena_reset()
        }
        var tasklist: OpaquePointer?
        for (name, value) in Extensions.names where value != .footnotes && extensions.contains(value) {
            guard let ext = cmark_find_syntax_extension(name) else { continue }
            cmark_parser_attach_syntax_extension(parser, ext)
            if value == .tasklist { tasklist = ext }
        }
        bytes.withMemoryRebound(to: CChar.self) { chars in
            cmark_parser_feed(parser, chars.baseAddress, chars.count)
        }
        guard let root = cmark_parser_finish(parser) else { return Document() }
        var converter = TreeConverter(maxDepth: maxDepth, tasklist: tasklist)
        return converter.convert(root)
    }
}

/// Registers cmark-gfm's core extensions exactly once per process.
enum CoreExtensions {
    // NB: cmark_gfm_core_extensions_ensure_registered() guards itself with a plain static flag,
    // which races when --jobs parses on several threads; a static let runs it once, safely.
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    static func ensureRegistered() {
        _ = registered
    }
}
