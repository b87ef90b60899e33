#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain POSIX file access: fast to start (no Foundation), and errors carry `strerror` text.
enum FileSystem {
    /// Reads a whole file, or throws why not.
    static func read(path: String) throws(FileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(path: path, reason: lastError()) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw FileError(path: path, reason: "is a directory")
        }
        guard let bytes = readAll(descriptor: descriptor) else {
            throw FileError(path: path, reason: lastError())
        }
        return bytes
    }

    static func readAll(descriptor: Int32) -> [UInt8]? {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return result }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            result.append(contentsOf: chunk[0..<count])
        }
    }

    /// Writes a whole file, creating its parent directories.
    static func write(_ bytes: [UInt8], path: String) throws(FileError) {
        try makeDirectories(parentOf: path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileError(path: path, reason: lastError()) }
        defer { close(descriptor) }
        guard writeAll(bytes, descriptor: descriptor) else { throw FileError(path: path, reason: lastError()) }
    }

    @discardableResult
    static func writeAll(_ bytes: [UInt8], descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    static func makeDirectories(parentOf path: String) throws(FileError) {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
        try makeDirectory(String(path[..<slash]))
    }

    static func makeDirectory(_ path: String) throws(FileError) {
        if isDirectory(path) { return }
        try makeDirectories(parentOf: path)
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw FileError(path: path, reason: lastError())
        }
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The entries of a directory, sorted, without `.` and `..`.
    static func entries(of path: String) throws(FileError) -> [String] {
        guard let directory = opendir(path) else { throw FileError(path: path, reason: lastError()) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}

/// A file that could not be read or written.
struct FileError: Error, CustomStringConvertible {
    var path: String
    var reason: String

    var description: String { "\(path): \(reason)" }
}
