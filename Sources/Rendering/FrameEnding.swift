// A splice of live frames (ParagraphSplice.swift, CodePanelSplice.swift, ListSplice.swift,
// HTMLListSplice.swift) makes a frame from the last one its cache made: that frame's bytes up
// to where the memo's block begins, then the block laid out again. It checks it was given
// that frame by its length and its last bytes (for a list, a bounded number: its last item
// may be a long code block), and a splice that only adds to the block's end carries the
// check on to the frame it makes.
//
// A splice changes the last frame's String in place (`replaceEnd`): its kept bytes are not
// copied when the caller holds the only reference to it, as LiveRender does once the frame
// it handed out is dropped. A frame then costs the change, not the tail: copying the tail
// was two thirds of the time a reply that is one 100 KB code block took to stream.
import Highlight

/// How a live frame ended: its length and its last bytes.
struct FrameEnding: Sendable {
    var length = 0
    var bytes: [UInt8] = []

    /// The most bytes a list's ending keeps to compare.
    static let checkedBytes = 1024

    /// A frame of `length` bytes that ends with `bytes`.
    init(length: Int, endingWith bytes: some Collection<UInt8>) {
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
        // NB: read through a buffer: the generic copy of a UTF-8 view goes byte by byte.
        var frame = frame
        self = frame.withUTF8 {
            FrameEnding(length: $0.count, endingWith: UnsafeBufferPointer(rebasing: $0[Self.checkedStart(of: start, in: $0.count)...]))
        }
    }

    /// Whether `frame` ended so.
    func isEnd(of frame: String) -> Bool {
        frame.utf8.count == length && Self.frame(frame, endsWith: bytes[...])
    }

    /// The ending of `made`, a frame that kept the bytes of the frame this ending is of up to
    /// `kept` or more, then added to them: nil unless this was the ending of the frame before,
    /// `previousLength` bytes long, and `start` (where the memo's block begins) is among the
    /// kept bytes.
    func carried(fromLength previousLength: Int, to made: String, start: Int, kept: Int) -> FrameEnding? {
        guard previousLength == length, start <= kept else { return nil }
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
        var frame = previous
        replaceEnd(of: &frame, after: 0, with: bytes)
        return frame
    }

    /// Makes `frame`, the last one, a spliced frame in place: its first `start` bytes, then
    /// `bytes`, whose first bytes in common with what followed them in `frame` are kept as
    /// they are (not checked as UTF-8 again).
    static func replaceEnd(of frame: inout String, after start: Int, with bytes: UnsafeBufferPointer<UInt8>) {
        let from = min(start, frame.utf8.count)
        var kept = frame.withUTF8 { CommonPrefix.length(UnsafeBufferPointer(rebasing: $0[from...]), bytes) }
        // NB: at a character's first byte (the bytes before are the same in both).
        while kept > 0, kept < bytes.count, bytes[kept] & 0xC0 == 0x80 { kept -= 1 }
        replaceEnd(of: &frame, keeping: from + kept, with: UnsafeBufferPointer(rebasing: bytes[kept...]))
    }

    /// Makes `frame` its first `kept` bytes (they end at a line end or before a tag, a
    /// character boundary, so they are not checked as UTF-8 again), then `bytes`, in place
    /// when nothing else holds its storage.
    static func replaceEnd(of frame: inout String, keeping kept: Int, with bytes: UnsafeBufferPointer<UInt8>) {
        // NB: the index made without a view bound to a name: the view would hold the storage,
        // and the removal would copy it.
        frame.removeSubrange(frame.utf8.index(frame.utf8.startIndex, offsetBy: kept)...)
        frame.append(String(decoding: bytes, as: UTF8.self))
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
