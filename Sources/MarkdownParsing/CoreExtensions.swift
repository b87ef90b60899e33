import CCmarkGFM
import Synchronization

/// Serialises cmark's inline phase across threads.
///
/// NB: cmark-gfm 0.29 keeps the table of special inline characters in a process-wide array:
/// every parser adds its extensions' characters (`~` for strikethrough, `:` and `w` for
/// autolinks) when its inline phase starts and removes them when it ends. Two parsers in that
/// phase at once (`--jobs`, the pieces of a long text) remove each other's characters and
/// strikethrough or autolinks silently go missing. The lists cannot simply be pinned in the
/// table: the inline parser also reads them to find which extension owns a delimiter. Later
/// cmark-gfm versions keep the table per parser; until Debian ships one, only one thread at a
/// time runs `cmark_parser_finish`. Block parsing, conversion and rendering stay parallel.
enum InlinePhase {
    private static let lock = Mutex(())

    static func finish(_ parser: UnsafeMutablePointer<cmark_parser>) -> NodePointer? {
        // The root crosses the lock as an address: a Mutex result must be Sendable.
        let address = lock.withLock { _ in cmark_parser_finish(parser).map(UInt.init(bitPattern:)) }
        return address.flatMap { NodePointer(bitPattern: $0) }
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
