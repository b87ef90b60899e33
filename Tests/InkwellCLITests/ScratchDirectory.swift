import FoundationEssentials

/// A fresh directory under the system's temporary directory for one test, removed with
/// everything in it when the test lets go of it (tests run thousands of times; they must
/// not leave their files behind).
final class ScratchDirectory {
    let path: String

    init(_ label: String = "inkwell-tests") throws {
        path = FileManager.default.temporaryDirectory.path + "/\(label)-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
