public import ArchitectureChecking

/// A feature's name and the forms the templates use: `ReadingList` gives the packages
/// `ReadingListLogic` and `ReadingListUI`, the property `readingList`, the route
/// `tidings://reading-list`, the table prefix `reading_list` and the title `Reading list`.
public struct FeatureName: Equatable, Sendable {
    /// UpperCamelCase, as given.
    public let upper: String
    /// lowerCamelCase, for properties and route constants.
    public let lower: String
    /// The words in lower case joined by `-`: the route's host.
    public let route: String
    /// The words in lower case joined by `_`: the table and schema names.
    public let table: String
    /// The words as a sentence-case title: `Reading list`.
    public let title: String

    /// Checks `name` against the naming rules: UpperCamelCase (letters and digits, starting
    /// with a capital, at least one lower-case letter), not ending in a layer suffix, and not a
    /// banned word or beginning with one.
    public init(_ name: String, rules: ArchitectureRules) throws(ScaffoldError) {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else {
            throw .invalidName(name, reason: "it must be UpperCamelCase, starting with a capital letter")
        }
        guard
            name.unicodeScalars.allSatisfy({
                ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
            })
        else {
            throw .invalidName(name, reason: "it must be UpperCamelCase: letters and digits only")
        }
        guard name.unicodeScalars.contains(where: { ("a"..."z").contains($0) }) else {
            throw .invalidName(name, reason: "it must be UpperCamelCase, not all capitals")
        }
        if let suffix = rules.layers.map(\.suffix).first(where: { name.hasSuffix($0) }) {
            throw .invalidName(
                name, reason: "it ends in the layer suffix '\(suffix)'; the scaffold adds Logic and UI itself"
            )
        }
        if let word = rules.bannedWord(in: name) {
            throw .invalidName(
                name, reason: "it begins with the banned word '\(word)'; name the feature for what it does")
        }
        let words = Self.words(of: name)
        upper = name
        lower = words[0].lowercased() + words.dropFirst().joined()
        route = words.map { $0.lowercased() }.joined(separator: "-")
        table = words.map { $0.lowercased() }.joined(separator: "_")
        let sentence = words.map { $0.lowercased() }.joined(separator: " ")
        title = sentence.prefix(1).uppercased() + sentence.dropFirst()
    }

    /// The text of the prose title: `reading list`.
    public var prose: String { title.lowercased() }

    /// Splits UpperCamelCase into words: `ReadingList` → Reading, List; `HTTPCache` → HTTP,
    /// Cache; `Mp3Files` → Mp3, Files.
    static func words(of name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let previous = index > 0 ? characters[index - 1] : nil
            let startsWord =
                character.isUppercase
                && (previous.map { $0.isLowercase || $0.isNumber } == true
                    || (previous?.isUppercase == true && next?.isLowercase == true))
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
