// The HTML side of LastNotes.swift: a live fragment that was only footnote definitions (one
// footnote section) notes where each `<li>` began; the next frame, when its tail is notes
// alone that keep the first ones, is the last frame up to the first note that changed, then
// the notes from there and the section's closing tags.
import MarkdownModel

extension HTMLRenderer {
    /// Makes `frame`, the last frame rendered with `cache`, the one with the footnote
    /// definitions it was made of now `notes` (the tail, notes alone): the frame
    /// `renderBytes(_:cache:)` would make of them, as a String, laid out from the first that
    /// changed. False, with `frame` as it was, when the last frame was not those notes alone
    /// (then the caller renders the tail).
    public func appendNotes(_ notes: [Block], to frame: inout String, cache: inout FrameCache) -> Bool {
        guard let last = cache.notes, let change = last.firstChanged(in: notes, after: frame) else { return false }
        var context = frameContext(capacity: 1024, cache: &cache)
        context.frameBytesBefore = change.kept
        context.inFootnotes = true
        context.notes = last.keeping(change.index, of: notes)
        context.blocks(Array(notes[change.index...]))
        context.closeFootnotes()
        cache.keepMemos(of: context)
        // NB: the kept bytes end before a `<li>` or the closing tags; the note that changed
        // mostly begins as it did (its blocks but the last copied, HTMLChildrenMemo.swift).
        context.writer.bytes.withUnsafeBufferPointer { FrameEnding.replaceEnd(of: &frame, after: change.kept, with: $0) }
        if change.index == notes.count, let start = cache.notes?.starts.dropLast().last {
            cache.notes?.ending = FrameEnding(of: frame, after: start)   // every note kept
        }
        return true
    }
}

extension HTMLContext {
    /// Notes that a footnote definition begins here: only in a live frame whose notes began
    /// it (see `footnoteDefinition`), at the top level.
    mutating func noteFootnote(_ definition: FootnoteDefinition) {
        guard items != nil, listDepth == 0, notes != nil else {
            notes = nil
            return
        }
        let start = frameBytesBefore + writer.bytes.count
        notes?.note(.footnoteDefinition(definition), at: start)
    }

    /// Notes that the notes end here, before the section's closing tags.
    mutating func noteNotesEnd() {
        let end = frameBytesBefore + writer.bytes.count
        notes?.end(at: end)
    }

    /// Notes how the frame ends, after those tags.
    mutating func noteNotesEnding() {
        guard let start = notes?.starts.dropLast().last else { return }
        let ending = frameEnding(after: start) ?? FrameEnding()
        notes?.ending = ending
    }
}
