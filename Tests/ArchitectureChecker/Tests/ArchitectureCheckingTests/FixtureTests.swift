import ArchitectureChecking
import Foundation
import Testing

/// Each fixture monorepo breaks one rule; the checker must name the rule, the file and the line.
@Suite struct FixtureTests {
    @Test func cleanFixturePasses() throws {
        let repository = try FixtureRepository.load("clean")
        let report = ArchitectureCheck.run(on: repository, rules: FixtureRepository.rules)
        #expect(report.findings == [])
        #expect(report.packageCount == 4)
        #expect(report.sourceFileCount == 8)
    }

    @Test func upwardEdgesAndEdgesIntoTheAppFail() throws {
        let findings = try FixtureRepository.findings("direction")
        #expect(
            findings.map(Located.init) == [
                Located(.layerDirection, "Packages/ReadingLogic/Package.swift", 8),
                Located(.layerDirection, "Packages/StoreService/Package.swift", 8),
                Located(.layerDirection, "Packages/StoreService/Sources/StoreService/Store.swift", 2),
            ])
        #expect(findings[0].message.contains("nothing may depend on the app"))
        #expect(
            findings[1].message
                == "StoreService (service) depends on ReadingLogic (logic); service may use only service")
    }

    @Test func cyclesArePrintedWhole() throws {
        let findings = try FixtureRepository.findings("cycle")
        #expect(
            findings.map(Located.init) == [
                Located(.dependencyCycle, "Packages/ALogic/Package.swift", 8),
                Located(.dependencyCycle, "Packages/LoopService/Package.swift", 18),
            ])
        #expect(findings[0].message == "packages form a cycle: ALogic → BLogic → ALogic")
        #expect(
            findings[1].message == "targets of LoopService form a cycle: LoopParts → LoopService → LoopParts")
    }

    @Test func transitivelyReachableImportIsUndeclared() throws {
        let findings = try FixtureRepository.findings("undeclared")
        #expect(
            findings.map(Located.init) == [
                Located(.undeclaredImport, "Packages/ReadLogic/Sources/ReadLogic/Reader.swift", 3)
            ])
        #expect(findings[0].message.contains("reachable only through ParseService"))
    }

    @Test func bannedNamesFailWhereverTheyAppear() throws {
        let findings = try FixtureRepository.findings("names")
        #expect(
            findings.map(Located.init) == [
                Located(.bannedName, "Packages/CommonKit", 1),
                Located(.bannedName, "Packages/CommonKit/Package.swift", 4),
                Located(.layerMembership, "Packages/CommonKit/Package.swift", 4),
                Located(.bannedName, "Packages/CommonKit/Package.swift", 6),
                Located(.bannedName, "Packages/CommonKit/Package.swift", 12),
                Located(.bannedName, "Packages/CommonKit/Package.swift", 18),
                Located(.bannedName, "Packages/CommonKit/Sources/CommonKit", 1),
                Located(.bannedName, "Packages/CommonKit/Tests/CommonKitTests", 1),
                Located(.bannedName, "Packages/CommonKit/Tests/CommonKitTests/CommonKitTests.swift", 1),
                Located(.bannedName, "Packages/FormatService/Sources/FormatService/TempFile.swift", 1),
                Located(.bannedName, "Packages/FormatService/Sources/FormatService/TempFile.swift", 5),
            ])
        #expect(
            findings[1].message
                == "package 'CommonKit' begins with the banned word 'Common'; name it for what it does")
        #expect(findings[10].message.contains("type 'BaseFormatter'"))
    }

    @Test func packagesOutsideALayerFail() throws {
        let findings = try FixtureRepository.findings("membership")
        #expect(
            findings.map(Located.init) == [
                Located(.layerMembership, "Packages/EmptyFolder", 1),
                Located(.layerMembership, "Packages/LonelyService/Package.swift", 4),
                Located(.layerMembership, "Packages/WidgetKit/Package.swift", 4),
                Located(.layerMembership, "Stray/OrphanService/Package.swift", 1),
            ])
        #expect(findings[1].message.contains("no test target"))
        #expect(findings[2].message.contains("has no layer"))
    }

    @Test func manifestThatLeavesTheTemplateFails() throws {
        let findings = try FixtureRepository.findings("settings")
        #expect(
            findings.map(Located.init) == [
                Located(.uniformSettings, "Packages/OddService/Package.swift", 1),
                Located(.uniformSettings, "Packages/OddService/Package.swift", 12),
                Located(.uniformSettings, "Packages/OddService/Package.swift", 18),
                Located(.uniformSettings, "Packages/OddService/Package.swift", 20),
            ])
        #expect(findings[0].message == "tools version 6.0.0 differs from the template's 6.2")
        #expect(findings[3].message == "language modes [5] differ from the template's [6]")
    }

    @Test func everyRuleHasAFailingFixture() throws {
        var seen: Set<RuleID> = []
        for fixture in ["direction", "cycle", "undeclared", "names", "membership", "settings"] {
            seen.formUnion(try FixtureRepository.findings(fixture).map(\.rule))
        }
        #expect(seen == Set(RuleID.allCases))
    }
}
