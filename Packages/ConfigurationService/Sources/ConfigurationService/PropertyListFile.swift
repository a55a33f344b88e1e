import Foundation

/// A plist of settings on disk, read as a dictionary of `SettingValue`s and written back as XML.
enum PropertyListFile {
    /// The top-level dictionary of `file`.
    static func entries(of file: URL) throws(ConfigurationError) -> [String: SettingValue] {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw .unreadable(path: file.path, reason: error.localizedDescription)
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw .malformed(path: file.path, reason: reason(error))
        }
        guard case .dictionary(let entries)? = SettingValue(propertyList: object) else {
            throw .malformed(path: file.path, reason: "the top level must be a dictionary of settings")
        }
        return entries
    }

    /// `entries` as an XML property list.
    static func data(_ entries: [String: SettingValue]) throws(ConfigurationError) -> Data {
        do {
            return try PropertyListSerialization.data(
                fromPropertyList: SettingValue.dictionary(entries).propertyList, format: .xml, options: 0)
        } catch {
            throw .malformed(path: "(new settings)", reason: reason(error))
        }
    }

    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }
}

extension SettingValue {
    /// The value as `PropertyListSerialization` takes it.
    var propertyList: Any {
        switch self {
        case .string(let text): text
        case .integer(let number): NSNumber(value: number)
        case .real(let number): NSNumber(value: number)
        case .boolean(let flag): NSNumber(value: flag)
        case .array(let items): items.map(\.propertyList)
        case .dictionary(let entries): entries.mapValues(\.propertyList)
        }
    }
}
