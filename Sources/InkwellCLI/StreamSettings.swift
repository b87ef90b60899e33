import Inkwell

/// The stream command's options, checked.
struct StreamSettings {
    var options = RenderOptions(format: .html, isFragment: true)
    var input: String?
    var printsFrames = false

    init(_ parsed: ParsedArguments) throws(UsageError) {
        if let format = parsed.value("--input"), format != "text" {
            throw .invalidValue(option: "--input", value: format, reason: "expected text")
        }
        if let format = parsed.value("--to") {
            guard let value = OutputFormat(rawValue: format) else {
                let known = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
                throw .invalidValue(option: "--to", value: format, reason: "expected one of \(known)")
            }
            options.format = value
        }
        if let list = parsed.value("--extensions") {
            do {
                options.extensions = try Extensions(list: list)
            } catch {
                throw .invalidValue(option: "--extensions", value: list, reason: error.description)
            }
        }
        printsFrames = parsed.has("--frames")
        guard parsed.positionals.count <= 1 else {
            throw .conflict("'inkwell stream' renders one reply; got \(parsed.positionals.count) inputs.")
        }
        input = parsed.positionals.first.flatMap { $0 == "-" ? nil : $0 }
    }
}
