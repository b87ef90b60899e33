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
    /// Invalid UTF-8 is repaired where text is taken from the tree. `firstLine` is the line
    /// number of the first byte, for text that is the tail of a larger document.
    public func parse(utf8 bytes: UnsafeBufferPointer<UInt8>, firstLine: Int = 1) -> Document {
        parse(utf8: bytes, firstLine: firstLine, allowsThreads: true)
    }

    /// Parses on this thread only, or, for a long text, converting on several (same result).
    func parse(utf8 bytes: UnsafeBufferPointer<UInt8>, firstLine: Int, allowsThreads: Bool) -> Document {
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
        for (value, address) in CoreExtensions.syntaxExtensions where extensions.contains(value) {
            guard let ext = OpaquePointer(bitPattern: address) else { continue }
            cmark_parser_attach_syntax_extension(parser, ext)
            if value == .tasklist { tasklist = ext }
        }
        bytes.withMemoryRebound(to: CChar.self) { chars in
            cmark_parser_feed(parser, chars.baseAddress, chars.count)
        }
        // The root crosses the lock as an address: a Mutex result must be Sendable.
        let finished = InlinePhase.lock.withLock { _ in cmark_parser_finish(parser).map(UInt.init(bitPattern:)) }
        guard let address = finished, let root = NodePointer(bitPattern: address) else { return Document() }
        if allowsThreads, let cuts = ParallelConversion.cuts(of: root, sourceLength: bytes.count, lineCount: Int(inkwell_end_line(root))) {
            return ParallelConversion.convert(root, cuts: cuts, maxDepth: maxDepth, tasklist: tasklist, lineOffset: firstLine - 1)
        }
        var converter = TreeConverter(maxDepth: maxDepth, tasklist: tasklist, lineOffset: firstLine - 1)
        return converter.convert(root)
    }
}

/// Serialises cmark's inline phase across threads.
///
/// NB: cmark-gfm 0.29 keeps the table of special inline characters in a process-wide array:
/// every parser adds its extensions' characters (`~` for strikethrough, `:` and `w` for
/// autolinks) when its inline phase starts and removes them when it ends. Two parsers in that
/// phase at once (`--jobs`, tests in parallel) remove each other's characters and strikethrough
/// or autolinks silently go missing. Later cmark-gfm versions keep the table per parser; until
/// Debian ships one, only one thread at a time runs `cmark_parser_finish`. Block parsing,
/// conversion and rendering stay parallel.
enum InlinePhase {
    static let lock = Mutex(())
}

/// Registers cmark-gfm's core extensions exactly once per process.
enum CoreExtensions {
    // NB: cmark_gfm_core_extensions_ensure_registered() guards itself with a plain static flag,
    // which races when --jobs parses on several threads; a static let runs it once, safely.
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// Each syntax extension's handle, looked up by name once (a streamed reply parses its
    /// tail thousands of times); addresses, since C pointers are not Sendable.
    static let syntaxExtensions: [(Extensions, UInt)] = {
        _ = registered
        return Extensions.names.compactMap { name, value in
            guard value != .footnotes, let ext = cmark_find_syntax_extension(name) else { return nil }
            return (value, UInt(bitPattern: ext))
        }
    }()

    static func ensureRegistered() {
        _ = registered
    }
}
