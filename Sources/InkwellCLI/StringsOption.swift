import FoundationEssentials
import Inkwell
import Rendering

/// `--strings FILE|LANG`: a built-in table (`de`) or a JSON file of keys over English.
enum StringsOption {
    static func load(_ parsed: ParsedArguments) throws(UsageError) -> Strings {
        guard let value = parsed.value("--strings") else { return .english }
        if let builtin = Strings.builtin(value) { return builtin }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path: value)
        } catch {
            throw .invalidValue(option: "--strings", value: value,
                                reason: "not a built-in language (\(Strings.builtinLanguages.joined(separator: ", "))) nor a readable file: \(error.reason)")
        }
        do {
            let overrides = try JSONDecoder().decode([String: String].self, from: Data(bytes))
            return Strings.english.overriding(with: overrides)
        } catch {
            throw .invalidValue(option: "--strings", value: value, reason: "expected a JSON object of string keys and values")
        }
    }
}
