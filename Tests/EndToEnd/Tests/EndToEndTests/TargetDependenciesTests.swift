import Foundation
import Testing

/// Every documented make target installs what its suites start: the groups a target gives
/// `Scripts/dependencies.sh` (`DEPS_GROUPS` in the Makefile) hold every server and tool that the
/// sources of its suites use. (`make reliability` once installed no sync servers, and stopped at
/// its sync kill case on a fresh machine.)
extension EndToEnd {
    @Suite struct TargetDependencies {
        static let repository = DependencyStep.repository

        /// What a suite's sources use, by what they call, and the package that brings it.
        static let uses: [(marker: String, package: String)] = [
            ("SyncServerProcess", "tt-rss"), ("SyncServerProcess", "coldsweat==0.10.2"),
            ("sync-servers/", "tt-rss"), ("TmuxSession", "tmux"), ("\"newsboat\"", "newsboat"),
        ]

        /// The folders whose sources each target runs.
        static let suites: [String: [String]] = [
            "test": ["Packages", "Tests/EndToEnd", "Tests/Reliability", "Tests/ComparisonBenchmarks/Tests"],
            "reliability": ["Tests/Reliability/Sources"],
            "bench": [
                "Tests/ComparisonBenchmarks/Sources", "Tests/LibraryBenchmarks/Sources",
                "Tests/NetworkBenchmarks/Sources", "Tests/ParserBenchmarks/Sources",
                "Tests/StorageBenchmarks/Sources",
            ],
        ]

        /// The groups each target installs, from the Makefile (`build` alone by default).
        static func groups() throws -> [String: [String]] {
            let makefile = try String(
                contentsOf: repository.appendingPathComponent("Makefile"), encoding: .utf8)
            var groups: [String: [String]] = [:]
            for line in makefile.split(separator: "\n") {
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[1].hasPrefix(" DEPS_GROUPS = ") else { continue }
                groups[String(parts[0])] = parts[1].dropFirst(" DEPS_GROUPS = ".count)
                    .split(separator: " ").map(String.init)
            }
            return groups
        }

        /// The packages each group of `Config/Dependencies.txt` installs.
        static func packages() throws -> [String: Set<String>] {
            let list = try String(
                contentsOf: repository.appendingPathComponent("Config/Dependencies.txt"), encoding: .utf8)
            var packages: [String: Set<String>] = [:]
            for line in list.split(separator: "\n") where !line.hasPrefix("#") {
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                guard fields.count >= 3 else { continue }
                packages[String(fields[0]), default: []].insert(String(fields[2]))
            }
            return packages
        }

        /// The markers of `uses` found in the Swift sources under `folder`.
        static func markers(under folder: String) -> Set<String> {
            let root = repository.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
                return []
            }
            var found: Set<String> = []
            for case let file as URL in files
            where file.pathExtension == "swift" && !file.path.contains("/.build/")
                && !file.path.hasSuffix("TargetDependenciesTests.swift")
            {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                for (marker, _) in uses where text.contains(marker) { found.insert(marker) }
            }
            return found
        }

        @Test func everyTargetInstallsWhatItsSuitesStart() throws {
            let groups = try Self.groups()
            let packages = try Self.packages()
            for (target, folders) in Self.suites {
                let installed = (groups[target] ?? ["build"]).reduce(into: Set<String>()) {
                    $0.formUnion(packages[$1] ?? [])
                }
                let used = folders.reduce(into: Set<String>()) { $0.formUnion(Self.markers(under: $1)) }
                for (marker, package) in Self.uses where used.contains(marker) {
                    #expect(
                        installed.contains(package),
                        "make \(target) runs sources that use \(marker), but its groups \(groups[target] ?? []) do not install \(package)"
                    )
                }
            }
        }
    }
}
