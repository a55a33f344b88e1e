import EndToEndSupport
import Foundation
import Testing

/// `Scripts/dependencies.sh`, the step every make target runs before compiling, run for real
/// on lists of our own.
extension EndToEnd {
    @Suite struct DependencyStep {
        static let repository = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        static let script = repository.appendingPathComponent("Scripts/dependencies.sh")

        /// Runs the step with `list` as its dependency list and `environment` added.
        func step(_ groups: [String], list: String, environment: [String: String] = [:]) throws -> RunResult {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "tidings-deps-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("Dependencies.txt")
            try Data(list.utf8).write(to: file)
            var variables = ProcessInfo.processInfo.environment
            variables["DEPENDENCIES_FILE"] = file.path
            variables["DEPENDENCIES_VENV"] = folder.appendingPathComponent("venv").path
            variables.merge(environment) { $1 }
            return try RunResult.run(
                URL(fileURLWithPath: "/bin/bash"), [Self.script.path] + groups, environment: variables,
                timeout: 300)
        }

        @Test func presentPackagesPassSilently() throws {
            let result = try step(["build"], list: "build debian bash\nbuild debian coreutils\n")
            #expect(result.status == 0)
            #expect(result.output.isEmpty)
            #expect(result.errors.isEmpty)
        }

        @Test func aMissingPackageThatCannotBeInstalledIsNamedWithTheCommandAndExits69() throws {
            let result = try step(
                ["build", "test"],
                list:
                    "build debian bash\ntest debian tidings-no-such-package\nbench debian tidings-not-asked-for\n",
                environment: ["DEPENDENCIES_INSTALL": "no"])
            #expect(result.status == 69)
            #expect(
                result.errors
                    == "dependencies: missing Debian packages: tidings-no-such-package; "
                    + "install them with: sudo apt-get install tidings-no-such-package\n")
        }

        @Test func aMissingPyPIPackageIsNamedWithTheCommand() throws {
            let result = try step(
                ["bench"], list: "bench pypi tidings-no-such-distribution\n",
                environment: ["DEPENDENCIES_INSTALL": "no"])
            #expect(result.status == 69)
            #expect(
                result.errors.hasPrefix("dependencies: missing PyPI packages: tidings-no-such-distribution;"))
            #expect(result.errors.contains("/bin/pip install tidings-no-such-distribution\n"))
        }

        @Test func aPyPIPackageMarkedWithAnEnvironmentGoesIntoAnEnvironmentOfItsOwn() throws {
            let result = try step(
                ["sync"], list: "sync pypi tidings-no-such-server venv:server\n",
                environment: ["DEPENDENCIES_INSTALL": "no"])
            #expect(result.status == 69)
            #expect(result.errors.contains("python3 -m venv "))
            #expect(result.errors.contains("/venv-server && "))
            #expect(result.errors.contains("/venv-server/bin/pip install tidings-no-such-server\n"))
            let wrong = try step(["sync"], list: "sync pypi tidings-no-such-server python:server\n")
            #expect(wrong.status == 69)
            #expect(wrong.errors.contains("the fourth column can only be venv:NAME, not 'python:server'"))
        }

        @Test(.enabled(if: geteuid() == 0, "installing needs root"))
        func aPackageDebianDoesNotHaveStopsWith69AsRoot() throws {
            let result = try step(["test"], list: "test debian tidings-no-such-package\n")
            #expect(result.status == 69)
            #expect(result.errors.contains("tidings-no-such-package"))
            #expect(result.errors.split(separator: "\n").count == 1)
        }

        @Test func anUnknownGroupIsNamedWithTheKnownOnes() throws {
            let result = try step(["benchmarks"], list: "build debian bash\ntest debian bash\n")
            #expect(result.status == 69)
            #expect(result.errors.hasPrefix("dependencies: no group 'benchmarks' in "))
            #expect(result.errors.hasSuffix("; the groups are: build test\n"))
        }

        @Test func anOldToolchainNamesTheVersionFoundAndTheOneNeeded() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "tidings-swift-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let swift = folder.appendingPathComponent("swift")
            try Data("#!/bin/sh\necho 'Swift version 5.10.1 (swift-5.10.1-RELEASE)'\n".utf8).write(to: swift)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
            let old = try step(["build"], list: "build debian bash\n", environment: ["SWIFT": swift.path])
            #expect(old.status == 69)
            #expect(old.errors.hasPrefix("dependencies: Swift 5.10.1 is too old: Tidings needs Swift 6."))
            let missing = try step(
                ["build"], list: "build debian bash\n",
                environment: ["SWIFT": folder.appendingPathComponent("none").path])
            #expect(missing.status == 69)
            #expect(missing.errors.contains("is not on the PATH; Tidings needs Swift 6."))
        }
    }
}
