// The other chunks a streaming reply mostly brings add code to the fence its tail ends in
// (`StreamUpdate.grewCode`). When the last live frame ended with that block's panel, laid out
// from a memo (CodePanelMemo.swift), the new frame is the last one up to the panel's lines
// the memo still keeps, then the rest of the code laid out and the panel's bottom line: the
// frame `renderString` makes of the grown tail, byte for byte, without walking the tail.
import Charting
import MarkdownModel
import Theming

/// How a memo's code panel was laid out in its frame.
struct PanelLayout: Sendable {
    let frame: PanelFrame
    let style: TextStyle
    /// Where the panel's code lines start in the frame...
    let bodyStart: Int
    /// ...and how the frame ended, when the panel ended it: with the panel's bytes after the
    /// lines the memo keeps (its last line, the bottom).
    var ending = FrameEnding()
}

extension ANSIRenderer {
    /// Makes `frame`, the last frame rendered with `cache`, the one with the code block it ends
    /// in grown to `code`: the frame `renderString` would make of the tail so grown, laid out
    /// from the first line the memo of its panel does not keep. False, with `frame` as it was,
    /// when the last frame did not end with that panel, laid out from a memo, or the block may
    /// be drawn as a chart. `code` must be that block with bytes added at its end
    /// (`StreamUpdate.grewCode`): of the code the frame showed, only the end is compared.
    public func appendCode(_ code: CodeBlock, to frame: inout String, cache: inout FrameCache) -> Bool {
        let language = code.language
        // NB: a `json` block may become a chart once it is whole; until its text can end one,
        // it is code, as the last frame showed it.
        if let fence = language?.lowercased(),
           fence == "json" && ChartDocument.mayBeChart(code.code) || ChartDocument.chartLanguages.contains(fence) { return false }
        guard var writer = cache.writer.take() else { return false }
        guard var splice = writer.beginCodeSplice(code.code, language: language.map(TerminalText.singleLine), after: frame) else {
            cache.writer = consume writer
            return false
        }
        let layout = splice.layout
        layOutRest(of: &splice.memo, style: layout.style, frame: layout.frame, bodyStart: layout.bodyStart, into: &writer)
        writer.emit(layout.frame.bottom)
        writer.notePanelEnd()
        writer.spliceAddingToEnd(into: &frame)
        cache.writer = consume writer
        return true
    }
}

extension TerminalWriter {
    /// Starts a frame that is `previous`, the last one, up to the lines of the panel it ends
    /// with that its memo still keeps once it takes `code`, with the panel's gutters in force;
    /// nil when `previous` does not end with the panel of the memo the last frame made, or
    /// the memo cannot take the code (then the writer is untouched, or has only lost it).
    mutating func beginCodeSplice(_ code: String, language: String?, after previous: String)
        -> (memo: CodePanelMemo, layout: PanelLayout)?
    {
        guard let layout = madeCodePanel?.layout, layout.ending.isEnd(of: previous),
              var memo = madeCodePanel.take() else { return nil }
        var code = code
        guard memo.key.element == .codeBlock, memo.key.language == language,
              code.withUTF8({ code in memo.grownPrefix(of: code).map { memo.update(raw: code, sharing: $0) } ?? false }) else {
            madeCodePanel = memo
            return nil
        }
        clearFrame()
        frameBytesBefore = layout.bodyStart + memo.lines.bytes.count + memo.rows.encoded.bytes.count
        restoreGutters(memo.key.gutters, used: true)
        return (memo, layout)
    }

    /// Notes where the panel just laid out from the memo made in this frame ends, and its
    /// bytes after the lines the memo keeps (the last row of its last line on).
    mutating func notePanelEnd() {
        // NB: no copy of the memo is bound: changing it below would copy its bytes.
        guard let layout = madeCodePanel?.layout, let lines = madeCodePanel?.lines.bytes.count,
              let rows = madeCodePanel?.rows.bytesBeforeLastRow else { return }
        let kept = lines + rows
        let keptEnd = layout.bodyStart + kept - frameBytesBefore
        let ending = FrameEnding(length: frameBytesBefore + encodedCount, endingWith: keptEnd >= 0 ? encoded(from: keptEnd)[...] : [])
        madeCodePanel?.layout?.ending = ending
    }
}
