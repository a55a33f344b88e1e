public import Foundation

/// The rules the checker enforces, read from `Config/Architecture.plist`.
public struct ArchitectureRules: Decodable, Sendable {
    /// A layer: the suffix that puts a package in it, and the layers it may depend on.
    public struct Layer: Decodable, Sendable, Hashable {
        public let name: String
        public let suffix: String
        public let mayUse: [String]
    }

    /// What every manifest must declare.
    public struct ManifestTemplate: Decodable, Sendable {
        public let toolsVersion: String
        public let languageModes: [String]
        /// Settings written as `kind(argument)`, e.g. `enableUpcomingFeature(ExistentialAny)`.
        public let swiftSettings: [String]
    }

    public let layers: [Layer]
    public let packagesDirectory: String
    public let appsDirectory: String
    public let harnessDirectory: String
    public let excludedDirectories: [String]
    public let bannedWords: [String]
    public let platformModules: Set<String>
    public let manifestTemplate: ManifestTemplate

    /// Reads the rules from a property list file.
    public static func load(from file: URL) throws(CheckerError) -> ArchitectureRules {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw .configuration("cannot read the rules file \(file.path): \(error.localizedDescription)")
        }
        do {
            return try PropertyListDecoder().decode(ArchitectureRules.self, from: data)
        } catch let DecodingError.keyNotFound(key, _) {
            throw .configuration("the rules file \(file.path) has no key '\(key.stringValue)'")
        } catch {
            throw .configuration("the rules file \(file.path) is not valid: \(error)")
        }
    }

    /// The layer a package belongs to by its name's suffix, or nil when no suffix matches.
    public func layer(ofPackageNamed name: String) -> Layer? {
        layers.first { name.hasSuffix($0.suffix) && name.count > $0.suffix.count }
    }

    /// The banned word `name` is, or begins with, or nil when it is allowed.
    ///
    /// A name begins with a word when the word is followed by the end of the name, by a
    /// separator (`_`, `-`, `.` or a space) or by a capital letter after a lowercase one, so
    /// `BaseView`, `base_view` and `tempFile` are banned while `Baseline`, `Template`,
    /// `Base64` and `DownloadTool` are not. Letter case is ignored when matching the word.
    public func bannedWord(in name: String) -> String? {
        let characters = Array(name)
        for word in bannedWords.sorted(by: { $0.count > $1.count }) {
            let length = word.count
            guard characters.count >= length,
                String(characters[0..<length]).lowercased() == word.lowercased()
            else { continue }
            guard length < characters.count else { return word }
            let next = characters[length]
            let last = characters[length - 1]
            if "_-. ".contains(next) || (next.isUppercase && last.isLowercase) {
                return word
            }
        }
        return nil
    }
}

/// A failure that stops the checker before it can judge the tree (exit code 2).
public enum CheckerError: Error, Equatable, CustomStringConvertible {
    case usage(String)
    case configuration(String)

    public var description: String {
        switch self {
        case .usage(let message), .configuration(let message): message
        }
    }
}
