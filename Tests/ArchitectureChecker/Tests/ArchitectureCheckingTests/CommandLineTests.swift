import ArchitectureChecking
import Foundation
import Testing

/// Runs the built `architecture-checker` binary, which sits next to the test bundle.
func runChecker(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("architecture-checker")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments + ["--cache", FixtureRepository.cache.path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
        process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self)
    )
}

@Suite struct CheckerCommandLine {
    let rules = ["--rules", FixtureRepository.rulesFile.path]

    @Test func exitsZeroOnACleanTree() throws {
        let result = try runChecker(["--root", FixtureRepository.root("clean").path] + rules)
        #expect(result.status == 0)
        #expect(result.output == "architecture check: no violations in 4 packages, 8 source files\n")
    }

    @Test func exitsOneAndPrintsCompilerStyleLines() throws {
        let result = try runChecker(["check", "--root", FixtureRepository.root("undeclared").path] + rules)
        #expect(result.status == 1)
        let first = try #require(result.output.split(separator: "\n").first)
        #expect(
            first.hasPrefix(
                "Packages/ReadLogic/Sources/ReadLogic/Reader.swift:3: error: [undeclared-import] ReadLogic imports FetchService"
            ))
    }

    @Test func jsonCarriesTheSameFindings() throws {
        let result = try runChecker(
            ["--root", FixtureRepository.root("cycle").path, "--format", "json"] + rules)
        #expect(result.status == 1)
        let report = try JSONDecoder().decode(CheckReport.self, from: Data(result.output.utf8))
        #expect(report.findings.map(\.rule) == [.dependencyCycle, .dependencyCycle])
        #expect(report.findings.first?.path == "Packages/ALogic/Package.swift")
    }

    @Test(arguments: [
        ("roles", RuleID.rolePlacement), ("weak", .weakReference), ("builder", .pureBuilder),
        ("inout", .noInout), ("notifications", .mainActorNotifications),
    ])
    func roleRulesPrintTheirIdsAsTextAndJSON(fixture: String, rule: RuleID) throws {
        let root = FixtureRepository.root(fixture).path
        let text = try runChecker(["--root", root] + rules)
        #expect(text.status == 1)
        let lines = text.output.split(separator: "\n").dropLast().map(String.init)
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.contains(": error: [\(rule.rawValue)] ") })
        let json = try runChecker(["--root", root, "--format", "json"] + rules)
        #expect(json.status == 1)
        let report = try JSONDecoder().decode(CheckReport.self, from: Data(json.output.utf8))
        #expect(report.findings.map(\.formatted) == lines)
        #expect(Set(report.findings.map(\.rule)) == [rule])
    }

    @Test func exitsTwoOnUsageAndConfigurationErrors() throws {
        let usage = try runChecker(["--format", "yaml"])
        #expect(usage.status == 2)
        #expect(usage.errors.contains("--format takes text or json"))
        let missingRules = try runChecker([
            "--root", FixtureRepository.root("clean").path, "--rules", "/nonexistent.plist",
        ])
        #expect(missingRules.status == 2)
        #expect(missingRules.errors.contains("cannot read the rules file /nonexistent.plist"))
    }
}

@Suite struct GeneratedFiles {
    @Test func graphIsColouredByLayer() throws {
        let graph = PackageGraph(
            repository: try FixtureRepository.load("clean"), rules: FixtureRepository.rules)
        let mermaid = graph.mermaid
        #expect(mermaid.hasPrefix("flowchart TD"))
        #expect(mermaid.contains("classDef service fill:#ffe5bf"))
        #expect(mermaid.contains("    GammaUI:::interface"))
        #expect(mermaid.contains("    GammaUI --> BetaLogic"))
        #expect(mermaid.contains("    Demo --> GammaUI"))
        // The app's tests alone use BetaLogic: that edge is drawn apart.
        #expect(mermaid.contains("    Demo -. tests .-> BetaLogic"))
        #expect(!mermaid.contains("    Demo --> BetaLogic"))
        #expect(graph.dot.contains("\"Demo\" -> \"BetaLogic\" [style=dashed, label=\"tests\"];"))
        #expect(graph.dot.contains("\"AlphaService\" [fillcolor=\"#ffe5bf\""))
        #expect(graph.dot.contains("\"BetaLogic\" -> \"AlphaService\";"))
    }

    @Test func workspaceDeclaresEveryTestTargetOnce() throws {
        let repository = try FixtureRepository.load("clean")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workspace-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let workspace = SharedWorkspace(repository: repository, excludedDirectories: ["Apps/Demo"])
        #expect(workspace.packagesInDependencyOrder.map(\.name) == ["AlphaService", "BetaLogic", "GammaUI"])
        try workspace.write(to: output)
        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(
            manifest.contains(
                #".testTarget(name: "GammaUITests", dependencies: [.product(name: "GammaUI", package: "gammaui")]"#
            ))
        #expect(!manifest.contains("DemoTests"))
        let link = try FileManager.default.destinationOfSymbolicLink(
            atPath: output.appendingPathComponent("Tests/BetaLogicTests").path)
        #expect(link.hasSuffix("Fixtures/clean/Packages/BetaLogic/Tests/BetaLogicTests"))
    }
}
