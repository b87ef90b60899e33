/// Decides which link and image URLs may reach a page.
///
/// Dropped: `javascript:`, `vbscript:`, `file:` and `data:` URLs, except `data:image/png`,
/// `gif`, `jpeg` and `webp` (cmark-gfm's rule). The scheme is compared the way browsers read it:
/// case-insensitive, after leading spaces and control characters, with tabs and newlines inside
/// ignored, so `JaVa\nScript:` is caught too.
public enum URLPolicy {
    /// Whether `url` is one of the schemes that run code or read local files.
    public static func isDangerous(_ url: String) -> Bool {
        var scheme: [UInt8] = []
        var started = false
        for byte in url.utf8 {
            if !started && byte <= 0x20 { continue }
            started = true
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            scheme.append(byte | (isASCIILetter(byte) ? 0x20 : 0))
            if scheme.count >= 20 { break }
        }
        func hasPrefix(_ prefix: String) -> Bool {
            scheme.starts(with: prefix.utf8)
        }
        if hasPrefix("javascript:") || hasPrefix("vbscript:") || hasPrefix("file:") { return true }
        guard hasPrefix("data:") else { return false }
        return !(hasPrefix("data:image/png") || hasPrefix("data:image/gif")
                 || hasPrefix("data:image/jpeg") || hasPrefix("data:image/webp"))
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
