// A splice of live frames (ParagraphSplice.swift, CodePanelSplice.swift, ListSplice.swift,
// HTMLListSplice.swift) makes a frame from the last one its cache made: that frame's bytes up
// to where the memo's block begins, then the block laid out again. It checks it was given
// that frame by its length and its last bytes (for a list, a bounded number: its last item
// may be a long code block), and a splice that only adds to the block's end carries the
// check on to the frame it makes.
import Highlight

/// How a live frame ended: its length and its last bytes.
struct FrameEnding: Sendable {
    var length = 0
    var bytes: [UInt8] = []

    /// The most bytes a list's ending keeps to compare.
    static let checkedBytes = 1024

    /// A frame of `length` bytes that ends with `bytes`.
    init(length: Int, endingWith bytes: ArraySlice<UInt8>) {
        self.length = length
        self.bytes = Array(bytes)
    }

    init() {}

    /// Where the bytes to keep of a block from `start` on begin in a frame of `count` bytes:
    /// at most `checkedBytes` of them.
    static func checkedStart(of start: Int, in count: Int) -> Int {
        max(start, count - checkedBytes)
    }

    /// How `frame` ends, for a block that began `start` bytes into it.
    init(of frame: String, after start: Int) {
        let utf8 = frame.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: Self.checkedStart(of: start, in: utf8.count))
        self.init(length: utf8.count, endingWith: Array(utf8[from...])[...])
    }

    /// Whether `frame` ended so.
    func isEnd(of frame: String) -> Bool {
        frame.utf8.count == length && Self.frame(frame, endsWith: bytes[...])
    }

    /// The ending of `made`, a frame that kept the bytes of the frame this ending is of up to
    /// `kept` or more, then added to them: nil unless this was the ending of `previous` and
    /// `start` (where the memo's block begins) is among the kept bytes.
    func carried(from previous: String, to made: String, start: Int, kept: Int) -> FrameEnding? {
        guard previous.utf8.count == length, start <= kept else { return nil }
        // NB: by index: the generic `suffix` of a sequence would read all of the frame.
        return FrameEnding(of: made, after: start)
    }

    /// Whether the frame `previous` ends with `bytes` (the lines a memo laid out last): a
    /// splice checks it is given the frame the cache made last.
    static func frame(_ previous: String, endsWith bytes: ArraySlice<UInt8>) -> Bool {
        var frame = previous
        return frame.withUTF8 { frame in
            bytes.withUnsafeBufferPointer { bytes in
                bytes.count <= frame.count
                    && CommonPrefix.length(UnsafeBufferPointer(rebasing: frame[(frame.count - bytes.count)...]), bytes) == bytes.count
            }
        }
    }

    /// `bytes` (a live frame) as a String: the bytes it begins with in common with
    /// `previous` (the frame before, which a frame laid out anew mostly repeats: a long
    /// paragraph's lines from its memo) taken from it, the rest made from `bytes`. Making a
    /// String checks every byte as UTF-8, which took half the time of a 63 KB frame; comparing
    /// them costs a tenth of that.
    static func string(of bytes: UnsafeBufferPointer<UInt8>, reusing previous: String) -> String {
        string(of: bytes, after: 0, reusing: previous)
    }

    /// The same for a spliced frame: the first `start` bytes of `previous`, then `bytes`,
    /// whose first bytes in common with what followed them in `previous` are taken from it.
    static func string(of bytes: UnsafeBufferPointer<UInt8>, after start: Int, reusing previous: String) -> String {
        var previous = previous
        var kept = previous.withUTF8 { CommonPrefix.length(UnsafeBufferPointer(rebasing: $0[min(start, $0.count)...]), bytes) }
        // NB: at a character's first byte (the bytes before are the same in both).
        while kept > 0, kept < bytes.count, bytes[kept] & 0xC0 == 0x80 { kept -= 1 }
        let rest = String(decoding: UnsafeBufferPointer(rebasing: bytes[kept...]), as: UTF8.self)
        return start + kept == 0 ? rest : splice(previous, keeping: start + kept, then: rest)
    }

    /// A spliced frame: the first `kept` bytes of `previous` (they end at a line end or before
    /// a tag, a character boundary, so they are not checked as UTF-8 again), then `rest`.
    static func splice(_ previous: String, keeping kept: Int, then rest: String) -> String {
        let end = previous.utf8.index(previous.utf8.startIndex, offsetBy: kept)
        var made = String()
        made.reserveCapacity(kept + rest.utf8.count)
        made.append(contentsOf: previous[..<end])
        made.append(rest)
        return made
    }
}

extension TerminalWriter {
    /// How the frame written so far ends, for a block that began `start` bytes into it (its
    /// last bytes from there, at most `FrameEnding.checkedBytes`); nil when the block began
    /// in the bytes kept from the frame before.
    func frameEnding(after start: Int) -> FrameEnding? {
        guard start >= frameBytesBefore else { return nil }
        let from = FrameEnding.checkedStart(of: start - frameBytesBefore, in: encodedCount)
        return FrameEnding(length: frameBytesBefore + encodedCount, endingWith: encoded(from: from)[...])
    }
}

extension HTMLContext {
    /// `TerminalWriter.frameEnding(after:)` for an HTML frame.
    func frameEnding(after start: Int) -> FrameEnding? {
        guard start >= frameBytesBefore else { return nil }
        let from = FrameEnding.checkedStart(of: start - frameBytesBefore, in: writer.bytes.count)
        return FrameEnding(length: frameBytesBefore + writer.bytes.count, endingWith: writer.bytes[from...])
    }
}
