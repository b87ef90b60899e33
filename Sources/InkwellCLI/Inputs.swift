/// One reply to render: where it came from and where its output goes under `--out-dir`.
struct InputItem {
    enum Source {
        case standardInput
        case file(String)
    }

    var source: Source
    /// The path relative to the output directory, without extension (`notes/reply`).
    var relativeName: String
    /// Found by walking a directory (a JSON file there that is not a message is skipped).
    var isFromWalk = false

    /// Whether the input is an agent message (`.json`) rather than markdown.
    var isMessage: Bool {
        if case .file(let path) = source { return Inputs.fileExtension(of: path) == "json" }
        return false
    }

    /// The name errors use.
    var displayName: String {
        switch source {
        case .standardInput: "<stdin>"
        case .file(let path): path
        }
    }
}

/// Turns the command's arguments into the list of replies to render.
enum Inputs {
    /// The extensions a directory walk picks up (a named file is taken whatever its extension).
    static let markdownExtensions: Set<String> = ["md", "markdown", "txt", "json"]

    /// The items, and an error for each argument that names nothing readable.
    static func collect(_ arguments: [String]) -> (items: [InputItem], errors: [FileError]) {
        if arguments.isEmpty { return ([InputItem(source: .standardInput, relativeName: "stdin")], []) }
        var items: [InputItem] = []
        var errors: [FileError] = []
        for argument in arguments {
            if argument == "-" {
                items.append(InputItem(source: .standardInput, relativeName: "stdin"))
            } else if FileSystem.isDirectory(argument) {
                walk(argument, relative: "", into: &items, errors: &errors)
            } else if FileSystem.exists(argument) {
                items.append(InputItem(source: .file(argument), relativeName: stem(of: lastComponent(argument))))
            } else {
                errors.append(FileError(path: argument, reason: "No such file or directory"))
            }
        }
        return (items, errors)
    }

    private static func walk(_ directory: String, relative: String, into items: inout [InputItem],
                             errors: inout [FileError]) {
        let names: [String]
        do {
            names = try FileSystem.entries(of: directory)
        } catch {
            errors.append(error)
            return
        }
        for name in names where !name.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            if FileSystem.isDirectory(path) {
                walk(path, relative: relativePath, into: &items, errors: &errors)
            } else if markdownExtensions.contains(fileExtension(of: name)) {
                items.append(InputItem(source: .file(path), relativeName: stem(of: relativePath), isFromWalk: true))
            }
        }
    }

    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    static func fileExtension(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    static func stem(of path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path }
        return String(path.dropLast(name.distance(from: dot, to: name.endIndex)))
    }
}
