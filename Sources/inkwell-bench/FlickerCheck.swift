// A screening tool for healing, for a person to read: streams files a byte at a time through
// the live HTML rendering and prints the steps where the visible text (committed blocks and
// tail, tags stripped, white space collapsed) is not the text before it with more at the end.
// Most such steps are flicker: brackets or pipes shown for a moment, then taken back. Some are
// expected: a late link definition turning text into links, a table's cells losing the pipes
// once its delimiter row comes, an image (whose alt text is an attribute) finishing.
import FoundationEssentials
import Inkwell

/// Prints up to `limit` steps of `text` where what is shown does not extend what was shown.
func flickerCheck(_ text: [UInt8], name: String, limit: Int = 20) {
    var live = LiveRender(options: RenderOptions(format: .html, isFragment: true))
    var committed = ""
    var before = ""
    var reported = 0
    for (index, byte) in text.enumerated() where reported < limit {
        let frame = live.append(utf8: [byte])
        committed += frame.committed.joined()
        let shown = visibleText(committed + frame.provisional)
        // NB: the last word shown may still change (an entity, a word that becomes a link's).
        var settled = before.dropLast(before.reversed().prefix { $0 != " " }.count)
        while settled.last == " " { settled = settled.dropLast() }
        if !shown.hasPrefix(settled) {
            reported += 1
            let common = zip(settled, shown).prefix { $0 == $1 }.count
            let context = String(decoding: text[max(0, index - 40)...index], as: UTF8.self)
            print("\(name) byte \(index), after \(String(reflecting: context)):\n"
                + "  was: \(String(reflecting: String(settled.dropFirst(max(0, common - 30)).prefix(60))))\n"
                + "  now: \(String(reflecting: String(shown.dropFirst(max(0, common - 30)).prefix(60))))")
        }
        before = shown
    }
}

/// The text of an HTML fragment as it reads: tags dropped, the common entities decoded, runs
/// of white space as one space.
private func visibleText(_ html: String) -> String {
    var text = ""
    var inTag = false
    for character in html {
        if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
    }
    for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&amp;", "&")] {
        text = text.replacing(entity, with: character)
    }
    return text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
}
