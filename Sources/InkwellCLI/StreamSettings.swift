import Inkwell
import Wire

/// The stream command's options, checked.
struct StreamSettings {
    var options = RenderOptions(format: .html, isFragment: true)
    var input: String?
    /// The wire format; nil means detect it from the first lines.
    var format: StreamFormat?
    var printsFrames = false

    init(_ parsed: ParsedArguments) throws(UsageError) {
        if let name = parsed.value("--input") {
            guard let value = StreamFormat(rawValue: name) else {
                let known = StreamFormat.allCases.map(\.rawValue).joined(separator: ", ")
                throw .invalidValue(option: "--input", value: name, reason: "expected one of \(known)")
            }
            format = value
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
