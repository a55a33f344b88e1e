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

    /// The roles inside a feature, named by the suffix of a type's name, and the rules on them.
    public struct Roles: Decodable, Sendable {
        /// Role suffixes that only the packages of one layer may declare.
        public struct Placement: Decodable, Sendable {
            public let layer: String
            public let suffixes: [String]
        }

        /// `role-placement`: where each role lives.
        public let placements: [Placement]
        /// `weak-reference`: the suffixes that make a type a view or a view controller.
        public let viewSuffixes: [String]
        /// `weak-reference`: types with these suffixes hold views weakly, wherever they are.
        public let weakHolderSuffixes: [String]
        /// `weak-reference`: every type declared in these layers holds views weakly.
        public let weakHolderLayers: [String]
        /// `pure-builder`: the suffixes that make a type a builder.
        public let builderSuffixes: [String]
        /// `pure-builder`: a builder's file imports no module of these layers.
        public let builderForbiddenLayers: [String]
    }

    public let layers: [Layer]
    public let packagesDirectory: String
    public let appsDirectory: String
    public let harnessDirectory: String
    public let excludedDirectories: [String]
    public let bannedWords: [String]
    public let platformModules: Set<String>
    public let manifestTemplate: ManifestTemplate
    public let roles: Roles
    /// `main-actor-notifications`: the files, relative to the root, that alone may post to a
    /// NotificationCenter (the helper that posts on the main actor).
    public let notificationPosters: [String]
    /// `typed-options`: the files, relative to the root, that alone may write a command-line
    /// option's name (`"--feed"`): the typed declarations every command reads its options from.
    public let optionDeclarations: [String]
    /// The size the stripped release executable may reach, in bytes (`executable-size`).
    public let executableBudgetBytes: Int

    /// `executableBudgetBytes` as a budget.
    public var executableBudget: ExecutableBudget { ExecutableBudget(bytes: executableBudgetBytes) }

    /// Reads the rules from a property list file.
    public static func load(from file: URL) throws(CheckerError) -> ArchitectureRules {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw .configuration("cannot read the rules file \(file.path): \(error.localizedDescription)")
        }
        let rules: ArchitectureRules
        do {
            rules = try PropertyListDecoder().decode(ArchitectureRules.self, from: data)
        } catch let DecodingError.keyNotFound(key, _) {
            throw .configuration("the rules file \(file.path) has no key '\(key.stringValue)'")
        } catch {
            throw .configuration("the rules file \(file.path) is not valid: \(error)")
        }
        if let problem = rules.roleProblem {
            throw .configuration("the rules file \(file.path) is not valid: \(problem)")
        }
        return rules
    }

    /// What is wrong with the `roles` section, or nil when it names only known layers and
    /// capitalised suffixes.
    private var roleProblem: String? {
        let names = Set(layers.map(\.name))
        let referenced =
            roles.placements.map(\.layer) + roles.weakHolderLayers + roles.builderForbiddenLayers
        if let unknown = referenced.first(where: { !names.contains($0) }) {
            let known = names.sorted().joined(separator: ", ")
            return "roles name the layer '\(unknown)', which is not in layers (\(known))"
        }
        let suffixes =
            roles.placements.flatMap(\.suffixes) + roles.viewSuffixes + roles.weakHolderSuffixes
            + roles.builderSuffixes
        if let lowercase = suffixes.first(where: { $0.first?.isUppercase != true }) {
            return "the role suffix '\(lowercase)' must start with a capital letter: "
                + "it names the last word of a type"
        }
        return nil
    }

    /// The layer named `name`.
    public func layer(named name: String) -> Layer? {
        layers.first { $0.name == name }
    }

    /// The longest of `suffixes` that `name` ends in as a word, or nil.
    ///
    /// A role suffix is matched as the last camel-case word of the name, so letter case counts:
    /// `FeedView`, `ArticleListView`, `XMLView` and `View` itself end in `View`; `Preview`,
    /// `Overview`, `Review` and `Interview` do not (a lowercase `v` continues another word), and
    /// neither do `Views` or `ViewState` (the word is not the last). A dotted name is judged by
    /// its last component.
    public func roleSuffix(of name: String, among suffixes: [String]) -> String? {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return suffixes.filter { last.hasSuffix($0) }.max { $0.count < $1.count }
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
