import ArchitectureChecking
import Foundation

/// Paths and loaders for the fixture monorepos next to this package.
enum FixtureRepository {
    static let packageFolder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let repositoryRoot = packageFolder.deletingLastPathComponent().deletingLastPathComponent()
    static let rulesFile = repositoryRoot.appendingPathComponent("Config/Architecture.plist")
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
        "architecture-checker-tests")

    /// The repository's real rules.
    static var rules: ArchitectureRules {
        do {
            return try ArchitectureRules.load(from: rulesFile)
        } catch {
            preconditionFailure("the repository's rules do not load: \(error)")
        }
    }

    static func root(_ name: String) -> URL {
        packageFolder.appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    static func load(_ name: String) throws -> Repository {
        try RepositoryLoader(root: root(name), rules: rules, manifests: ManifestLoader(cacheDirectory: cache))
            .load()
    }

    /// The findings of the fixture as (rule id, path, line) triples.
    static func findings(_ name: String) throws -> [Finding] {
        ArchitectureCheck.run(on: try load(name), rules: rules).findings
    }
}

/// A finding's location and rule, which the fixture tests compare exactly.
struct Located: Equatable, CustomStringConvertible {
    let rule: RuleID
    let path: String
    let line: Int

    init(_ rule: RuleID, _ path: String, _ line: Int) {
        self.rule = rule
        self.path = path
        self.line = line
    }

    init(_ finding: Finding) {
        self.init(finding.rule, finding.path, finding.line)
    }

    var description: String { "\(path):\(line) [\(rule.rawValue)]" }
}
