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

    @Test func roleNamedTypesLiveInTheirLayer() throws {
        let findings = try FixtureRepository.findings("roles")
        #expect(
            findings.map(Located.init) == [
                Located(.rolePlacement, "Apps/Shell/Sources/Shell/Shell.swift", 2),
                Located(.rolePlacement, "Packages/FeedLogic/Sources/FeedLogic/Feed.swift", 11),
                Located(.rolePlacement, "Packages/FeedLogic/Sources/FeedLogic/Feed.swift", 14),
                Located(.rolePlacement, "Packages/FeedUI/Sources/FeedUI/FeedScreen.swift", 10),
                Located(.rolePlacement, "Packages/FetchService/Sources/FetchService/Request.swift", 2),
                Located(.rolePlacement, "Packages/FetchService/Sources/FetchService/Request.swift", 3),
            ])
        #expect(
            findings[1].message
                == "class FeedView is declared in FeedLogic (logic), but a name ending in View belongs to the "
                + "interface layer; move it to a …UI package or name it for what it is")
        #expect(findings[2].message.hasPrefix("protocol FeedListViewModel is declared in FeedLogic (logic)"))
        #expect(
            findings[3].message.contains(
                "a name ending in Store belongs to the logic layer; move it to a …Logic package"))
        #expect(findings[5].message.hasPrefix("typealias PageView"))
    }

    @Test func uiObjectsHeldOutsideTheInterfaceAreWeak() throws {
        let findings = try FixtureRepository.findings("weak")
        let session = "Packages/ReadingLogic/Sources/ReadingLogic/ReadingSession.swift"
        #expect(
            findings.map(Located.init) == [
                Located(.weakReference, "Packages/DisplayService/Sources/DisplayService/Presenter.swift", 3),
                Located(.weakReference, "Packages/DisplayService/Sources/DisplayService/Presenter.swift", 8),
                Located(.weakReference, session, 4),
                Located(.weakReference, session, 5),
                Located(.weakReference, session, 6),
                Located(.weakReference, session, 7),
                Located(.weakReference, session, 12),
                Located(.weakReference, "Packages/ReadingUI/Sources/ReadingUI/OpenArticleUseCase.swift", 3),
            ])
        #expect(
            findings[2].message
                == "ReadingSession in ReadingLogic (logic) holds the UI object 'view: ReadingView?' strongly; "
                + "declare it weak (weak var view: ReadingView?): the interface layer owns every UI object's lifetime"
        )
        #expect(findings[4].message.contains("'shown: (any View)?'"))
        #expect(findings[5].message.contains("'spare: ReadingView'"))
        #expect(
            findings[7].message.hasPrefix("OpenArticleUseCase (a UseCase) holds the UI object 'controller:"))
    }

    @Test func buildersKeepNoStateAndUseNoService() throws {
        let findings = try FixtureRepository.findings("builder")
        let builder = "Packages/CardsUI/Sources/CardsUI/CardBuilder.swift"
        #expect(
            findings.map(Located.init) == [
                Located(.pureBuilder, builder, 2),
                Located(.pureBuilder, builder, 7),
                Located(.pureBuilder, builder, 9),
            ])
        #expect(
            findings[0].message.hasPrefix(
                "the file of the builder CardBuilder imports NetworkService from NetworkService (service); "
                    + "a builder uses no service"))
        #expect(
            findings[1].message
                == "builder CardBuilder keeps state in the stored var 'cache'; a builder only turns a model into "
                + "a view bean: make it a let, a computed property or a local")
    }

    @Test func inoutParametersUnderPackagesFail() throws {
        let findings = try FixtureRepository.findings("inout")
        #expect(
            findings.map(Located.init) == [
                Located(.noInout, "Packages/MathService/Sources/MathService/Counter.swift", 3),
                Located(.noInout, "Packages/MathService/Sources/MathService/Counter.swift", 9),
                Located(.noInout, "Packages/MathService/Tests/MathServiceTests/MathServiceTests.swift", 4),
            ])
        #expect(
            findings[0].message
                == "parameter 'value' is inout; parameters are values: take the value and return the result "
                + "(a tuple or a small struct for several)")
        #expect(findings[1].message.hasPrefix("a function type takes an inout;"))
    }

    @Test func onlyTheMainActorHelperPostsNotifications() throws {
        let findings = try FixtureRepository.findings("notifications")
        let refresher = "Packages/RefreshLogic/Sources/RefreshLogic/Refresher.swift"
        #expect(
            findings.map(Located.init) == [
                Located(.mainActorNotifications, refresher, 9),
                Located(.mainActorNotifications, refresher, 17),
                Located(.mainActorNotifications, refresher, 22),
                Located(.mainActorNotifications, refresher, 34),
            ])
        #expect(
            findings[0].message
                == "NotificationCenter.default.post(name:…) posts to a NotificationCenter directly; post only "
                + "through the main-actor helper "
                + "(Packages/ArticleLogic/Sources/ArticleLogic/ArticlesChangedBroadcast.swift) "
                + "so that observers run on the main actor")
        #expect(findings[1].message.hasPrefix("other.post(…)"))
        #expect(findings[3].message.hasPrefix("post(name:…)"))
    }

    @Test func everyRuleHasAFailingFixture() throws {
        var seen: Set<RuleID> = []
        for fixture in [
            "direction", "cycle", "undeclared", "names", "membership", "settings", "roles", "weak", "builder",
            "inout", "notifications", "tables", "options", "foundation",
        ] {
            seen.formUnion(try FixtureRepository.findings(fixture).map(\.rule))
        }
        #expect(seen == Set(RuleID.allCases))
    }
}

/// The `roles` section of the rules file is checked when it is read.
@Suite struct RolesConfiguration {
    /// The repository's rules file with `roles[key]` set to `value`, written to a temporary file.
    func rulesFile(settingRole key: String, to value: [String]) throws -> URL {
        let data = try Data(contentsOf: FixtureRepository.rulesFile)
        var plist = try #require(
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        var roles = try #require(plist["roles"] as? [String: Any])
        roles[key] = value
        plist["roles"] = roles
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rules-\(UUID().uuidString).plist")
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: file)
        return file
    }

    @Test func anUnknownLayerIsAConfigurationError() throws {
        let file = try rulesFile(settingRole: "weakHolderLayers", to: ["logic", "widgets"])
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            _ = try ArchitectureRules.load(from: file)
            Issue.record("an unknown layer was accepted")
        } catch {
            #expect(error.description.contains("roles name the layer 'widgets', which is not in layers"))
        }
    }

    @Test func aLowercaseSuffixIsAConfigurationError() throws {
        let file = try rulesFile(settingRole: "builderSuffixes", to: ["builder"])
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            _ = try ArchitectureRules.load(from: file)
            Issue.record("a lowercase role suffix was accepted")
        } catch {
            #expect(error.description.contains("the role suffix 'builder' must start with a capital letter"))
        }
    }
}

/// A table has one owner, and a store is internal.
@Suite struct TableFixtureTests {
    @Test func aTriggerOnAnotherPackagesTableAndAPublicStoreFail() throws {
        let findings = try FixtureRepository.findings("tables")
        let loans = "Packages/LoanLogic/Sources/LoanLogic/LoanStore.swift"
        #expect(
            findings.map(Located.init) == [
                Located(.internalStore, loans, 3),
                Located(.tableOwnership, loans, 6),
            ])
        #expect(
            findings[0].message
                == "struct LoanStore is public; a store is internal to its package: let other packages "
                + "reach its tables through the package's protocol")
        #expect(
            findings[1].message
                == "trigger loans_forget is put on books, which ShelfLogic owns; a package changes only its "
                + "own tables: follow the owner's announced changes through its protocol instead")
    }

    @Test func schemaStatementsAreReadFromStringsButNotComments() {
        let statements = SchemaStatement.statements(
            in: """
                // CREATE TABLE commented (id);
                let sql = "create virtual table if not exists search using fts5(title)"
                let other = \"\"\"
                    ALTER TABLE tags_keyed RENAME TO tags;
                    CREATE TRIGGER t1 BEFORE UPDATE OF a, b ON main.things BEGIN SELECT 1; END;
                    DROP TRIGGER t0;
                    \"\"\"
                """)
        #expect(
            statements == [
                SchemaStatement(.table("search"), line: 2),
                SchemaStatement(.table("tags"), line: 4),
                SchemaStatement(.trigger(name: "t1", table: "things"), line: 5),
                SchemaStatement(.dropTrigger("t0"), line: 6),
            ])
    }
}

/// A command-line option is named only where it is declared.
@Suite struct OptionFixtureTests {
    @Test func anOptionNamedByAStringOutsideItsDeclarationFails() throws {
        let findings = try FixtureRepository.findings("options")
        let command = "Packages/ListUI/Sources/ListUI/ListCommand.swift"
        #expect(
            findings.map(Located.init) == [
                Located(.typedOptions, command, 5), Located(.typedOptions, command, 6),
            ])
        #expect(
            findings.first?.message
                == "the option --all is named by a string; declare it once, typed, in "
                + "Packages/NavigationUI/Sources/NavigationUI/CommandOptions.swift, and read it from that declaration"
        )
    }
}

/// The product imports FoundationEssentials, never Foundation; tests may import either.
@Suite struct FoundationFixtureTests {
    @Test func productSourcesImportFoundationEssentialsOnly() throws {
        let findings = try FixtureRepository.findings("foundation")
        let page = "Packages/ReaderUI/Sources/ReaderUI/Page.swift"
        #expect(findings.map(Located.init) == [Located(.foundationEssentials, page, 1)])
        #expect(
            findings.first?.message
                == "ReaderUI imports Foundation, which links ICU's data into tidings; import "
                + "FoundationEssentials, and replace what only Foundation has")
    }
}
