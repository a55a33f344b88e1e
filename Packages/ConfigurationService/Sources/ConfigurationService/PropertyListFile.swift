import FoundationEssentials
import UnicodeTextService

/// A plist of settings on disk, read as a dictionary of `SettingValue`s and written back as XML.
enum PropertyListFile {
    /// The top-level dictionary of `file`.
    static func entries(of file: URL) throws(ConfigurationError) -> [String: SettingValue] {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw .unreadable(path: file.path, reason: SystemErrorText.reason(for: error))
        }
        let object: SettingValue
        if let plain = PlainPropertyList.value(of: data) {
            object = plain
        } else {
            do {
                object = try PropertyListDecoder().decode(SettingValue.self, from: data)
            } catch {
                throw .malformed(path: file.path, reason: reason(error))
            }
        }
        guard case .dictionary(let entries) = object else {
            throw .malformed(path: file.path, reason: "the top level must be a dictionary of settings")
        }
        return entries
    }

    /// `entries` as an XML property list.
    static func data(_ entries: [String: SettingValue]) throws(ConfigurationError) -> Data {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        do {
            return try encoder.encode(SettingValue.dictionary(entries))
        } catch {
            throw .malformed(path: "(new settings)", reason: reason(error))
        }
    }

    /// The parser's own sentence ("Value missing for key inside <dict> at line 3"), which
    /// `PropertyListDecoder` keeps in the underlying error.
    static func reason(_ error: any Error) -> String {
        guard case .dataCorrupted(let context) = error as? DecodingError else {
            return String(describing: error)
        }
        if let underlying = context.underlyingError as? CocoaError,
            let sentence = underlying.userInfo["NSDebugDescription"] as? String
        {
            return sentence
        }
        return context.debugDescription
    }
}
