// A splice of live frames (ListSplice.swift, HTMLListSplice.swift) takes the frame it is
// given for the last one its cache made: the one that ended with the block its memo is of.
// It checks so by the frame's length and its last bytes (a bounded number: the block may end
// with a long code block), and a splice that only adds to that block's end carries the check
// on to the frame it makes.
import Highlight

/// How a live frame ended: its length and its last bytes.
struct FrameEnding: Sendable {
    var length = 0
    var bytes: [UInt8] = []

    /// The most bytes kept to compare.
    static let checkedBytes = 1024

    /// A frame of `length` bytes whose last bytes from `start` on are `bytes` (at most
    /// `checkedBytes` of them are kept).
    init(length: Int, endingWith bytes: ArraySlice<UInt8>) {
        self.length = length
        self.bytes = Array(bytes.suffix(Self.checkedBytes))
    }

    init() {}

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
        let utf8 = made.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: max(start, utf8.count - Self.checkedBytes))
        return FrameEnding(length: utf8.count, endingWith: Array(utf8[from...])[...])
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
}
