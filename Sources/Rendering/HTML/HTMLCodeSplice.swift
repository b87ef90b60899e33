// The HTML side of CodePanelSplice.swift: while a reply's tail ends in an open code fence,
// most chunks only add code to it (`StreamUpdate.grewCode`). When the last live frame ended
// with that block's HTML, made from its memo (HTMLCodeMemo.swift), with nothing after it but
// closing tags, the new frame is the last one up to the tokens the memo keeps, then the HTML
// of the rest and the same closing tags: the frame `renderBytes(_:cache:)` makes of the grown
// tail, byte for byte, at the cost of the change, not of the block.
import Charting
import Highlight
import MarkdownModel

/// Where the last frame's last long code block wrote the HTML of its code, when nothing but
/// closing tags and line feeds followed it to the frame's end.
struct LastCodeBody: Sendable {
    /// Where the memo's HTML begins and ends in the frame...
    var start: Int
    var end: Int
    /// ...the bytes after it (the `</code></pre>` and the containers' closing tags)...
    var closing: [UInt8] = []
    /// ...and how the frame ended.
    var ending = FrameEnding()
}

extension HTMLRenderer {
    /// Makes `frame`, the last frame rendered with `cache`, the one with the code block it
    /// ends in grown to `code`: the frame `renderBytes(_:cache:)` would make of the grown
    /// tail, as a String. False, with `frame` as it was, when the last frame did not end with
    /// that block's HTML made from the memo, or the block may be drawn as a chart. `code` must
    /// be that block with bytes added at its end (`StreamUpdate.grewCode`): of the code the
    /// frame showed, only the end is compared.
    public func appendCode(_ code: CodeBlock, to frame: inout String, cache: inout FrameCache) -> Bool {
        if options.flavor == .enhanced, let fence = code.language?.lowercased(),
           fence == "json" || ChartDocument.chartLanguages.contains(fence) { return false }
        guard let body = cache.codeBody, body.ending.isEnd(of: frame), var memo = cache.code.take() else { return false }
        var copy = code.code
        guard memo.tokens.language == options.memoLanguage(of: code), var kept = copy.withUTF8({ memo.grow(to: $0) }) else {
            cache.code = memo
            return false
        }
        // NB: at a character's first byte (a token that grew may have changed inside one).
        while kept > 0, kept < memo.output.count, memo.output[kept] & 0xC0 == 0x80 { kept -= 1 }
        let previousLength = frame.utf8.count
        memo.output.withUnsafeBufferPointer {
            FrameEnding.replaceEnd(of: &frame, keeping: body.start + kept, with: UnsafeBufferPointer(rebasing: $0[kept...]))
        }
        body.closing.withUnsafeBufferPointer { frame.append(String(decoding: $0, as: UTF8.self)) }
        cache.codeBody = LastCodeBody(start: body.start, end: body.start + memo.output.count, closing: body.closing,
                                      ending: FrameEnding(of: frame, after: body.start))
        cache.code = memo
        cache.carryListTail(fromLength: previousLength, to: frame, kept: body.start + kept)
        return true
    }
}

extension HTMLRenderer.FrameCache {
    /// After a splice that kept `kept` bytes of a frame `previousLength` bytes long and made
    /// `made`: the list the last frame ended with, if any, ends this one (the splice was in its
    /// last item), and no frame of notes alone took it.
    mutating func carryListTail(fromLength previousLength: Int, to made: String, kept: Int) {
        notes = nil
        if var tail = listTail, let ending = tail.ending.carried(fromLength: previousLength, to: made, start: tail.start, kept: kept) {
            tail.ending = ending
            listTail = tail
        } else {
            listTail = nil
        }
    }
}

extension HTMLRenderer.Options {
    /// The language a code block's memo highlights it in: none (one plain token) in the
    /// compatible flavour or for a language the highlighter does not know.
    func memoLanguage(of block: CodeBlock) -> String? {
        flavor == .enhanced && Highlighter.language(named: block.language) != nil ? block.language : nil
    }
}

extension HTMLContext {
    /// The long code block whose HTML this frame wrote last, when only closing tags and line
    /// feeds follow it to the frame's end (a frame whose writer holds its bytes from
    /// `frameBytesBefore` on).
    func codeBodyAtEnd() -> LastCodeBody? {
        guard var body = codeBody, body.start >= frameBytesBefore else { return nil }
        let after = writer.bytes[(body.end - frameBytesBefore)...]
        guard after.withUnsafeBufferPointer({ HTMLRenderer.isClosingTags($0) }), let ending = frameEnding(after: body.start)
        else { return nil }
        body.closing = Array(after)
        body.ending = ending
        return body
    }
}
