/// An environment variable that starts with `TIDINGS_` but names no setting, such as a
/// script's own `TIDINGS_BIN`. It is ignored with a warning rather than stopping Tidings.
public struct IgnoredVariable: Equatable, Sendable {
    /// The variable, such as `TIDINGS_NETWORK_USERAGENT`.
    public let name: String
    /// The setting's variable it most likely meant (`TIDINGS_NETWORK_USER_AGENT`), when one
    /// is close enough to be a typo.
    public let closestSetting: String?

    public init(name: String, closestSetting: String?) {
        self.name = name
        self.closestSetting = closestSetting
    }

    /// One line for standard error.
    public var warning: String {
        let hint = closestSetting.map { "; did you mean \($0)?" } ?? ""
        return "tidings: warning: ignoring the environment variable \(name), which names no setting\(hint)"
    }

    /// The candidate nearest to `name` by edit distance, ignoring case and underscores, when
    /// it is within a quarter of the name's length (and at least 2 edits).
    static func closest(to name: String, among candidates: [String]) -> String? {
        func letters(_ text: String) -> [Character] {
            Array(
                text.dropFirst(ConfigurationLoader.environmentPrefix.count).lowercased().filter { $0 != "_" })
        }
        let target = letters(name)
        let limit = max(2, target.count / 4)
        let scored = candidates.map { ($0, editDistance(target, letters($0))) }
        guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }), best.1 <= limit else { return nil }
        return best.0
    }

    /// The Levenshtein distance, in one row of memory.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        var row = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var diagonal = row[0]
            row[0] = i + 1
            for (j, right) in b.enumerated() {
                let above = row[j + 1]
                row[j + 1] = min(above + 1, row[j] + 1, diagonal + (left == right ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }
}
