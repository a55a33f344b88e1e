import Foundation
import Testing

@testable import FeatureScaffolding

/// Generation and refusals, in copies of the checkout (nothing is built here; see
/// `GeneratedFeatureBuilds` for that).
@Suite struct Scaffolding {
    func scaffold(_ tree: TreeCopy) throws -> FeatureScaffold {
        try FeatureScaffold(root: tree.root)
    }

    @Test func theMvvmShapeWritesTheFourPlusOneRoles() throws {
        let tree = try TreeCopy()
        defer { tree.remove() }
        let outcome = try scaffold(tree).generate("Bookmarks", shape: .mvvm)
        #expect(
            outcome.created.filter { $0.hasPrefix("Packages/BookmarksUI/Sources/") } == [
                "Packages/BookmarksUI/Sources/BookmarksUI/BookmarksJSON.swift",
                "Packages/BookmarksUI/Sources/BookmarksUI/BookmarksScreens.swift",
                "Packages/BookmarksUI/Sources/BookmarksUI/BookmarksView.swift",
                "Packages/BookmarksUI/Sources/BookmarksUI/BookmarksViewController.swift",
                "Packages/BookmarksUI/Sources/BookmarksUI/BookmarksViewModel.swift",
            ])
        #expect(
            outcome.created.filter { $0.hasPrefix("Packages/BookmarksLogic/Sources/") } == [
                "Packages/BookmarksLogic/Sources/BookmarksLogic/BookmarksEntry.swift",
                "Packages/BookmarksLogic/Sources/BookmarksLogic/BookmarksError.swift",
                "Packages/BookmarksLogic/Sources/BookmarksLogic/BookmarksManaging.swift",
                "Packages/BookmarksLogic/Sources/BookmarksLogic/BookmarksSchema.swift",
                "Packages/BookmarksLogic/Sources/BookmarksLogic/BookmarksStore.swift",
                "Packages/BookmarksLogic/Sources/BookmarksLogic/StoredBookmarks.swift",
            ])
        #expect(outcome.edited == FeatureScaffold.compositionFiles)
        #expect(
            try tree.text("Packages/NavigationUI/Sources/NavigationUI/Routes.swift").contains(
                "public static let bookmarks = Route<NoParameters>("))
        #expect(try tree.text("Apps/Tidings/Package.swift").contains("\"BookmarksLogic\", \"BookmarksUI\","))
        #expect(
            try tree.text("Apps/Tidings/Sources/TidingsApp/Library.swift").contains("BookmarksSchema.schema,")
        )
        #expect(
            try tree.text("Apps/Tidings/Sources/TidingsApp/ScreenRegistry.swift").contains(
                "import BookmarksUI\n"))
        let manifest = try tree.text("Packages/BookmarksUI/Package.swift")
        #expect(manifest.contains(".enableUpcomingFeature(\"ExistentialAny\"),"))
        #expect(!manifest.contains("__"))
    }

    @Test func theUseCaseShapeAddsUseCaseBuilderAndViewBean() throws {
        let tree = try TreeCopy()
        defer { tree.remove() }
        let outcome = try scaffold(tree).generate("ReadingList", shape: .usecase)
        #expect(
            outcome.created.filter { $0.hasPrefix("Packages/ReadingListUI/") } == [
                "Packages/ReadingListUI/Package.swift",
                "Packages/ReadingListUI/README.md",
                "Packages/ReadingListUI/Sources/ReadingListUI/ReadingListBuilder.swift",
                "Packages/ReadingListUI/Sources/ReadingListUI/ReadingListJSON.swift",
                "Packages/ReadingListUI/Sources/ReadingListUI/ReadingListScreens.swift",
                "Packages/ReadingListUI/Sources/ReadingListUI/ReadingListUseCase.swift",
                "Packages/ReadingListUI/Sources/ReadingListUI/ReadingListView.swift",
                "Packages/ReadingListUI/Sources/ReadingListUI/ReadingListViewBean.swift",
                "Packages/ReadingListUI/Sources/ReadingListUI/ReadingListViewController.swift",
                "Packages/ReadingListUI/Sources/ReadingListUI/ReadingListViewModel.swift",
                "Packages/ReadingListUI/Tests/ReadingListUITests/ReadingListBuilderTests.swift",
                "Packages/ReadingListUI/Tests/ReadingListUITests/ReadingListUseCaseTests.swift",
                "Packages/ReadingListUI/Tests/ReadingListUITests/ReadingListViewModelTests.swift",
            ])
        #expect(
            try tree.text("Packages/NavigationUI/Sources/NavigationUI/Routes.swift").contains(
                "command: CommandForm(\"reading-list\", json: true)"))
        #expect(
            try tree.text("Packages/ReadingListLogic/Sources/ReadingListLogic/ReadingListSchema.swift")
                .contains(
                    "CREATE TABLE reading_list_entries"))
        for file in outcome.created {
            #expect(try !tree.text(file).contains("__"), "a token was left in \(file)")
        }
    }

    @Test func refusesWhenThePackagesExist() throws {
        let tree = try TreeCopy()
        defer { tree.remove() }
        try FileManager.default.createDirectory(
            at: tree.root.appendingPathComponent("Packages/BookmarksUI"), withIntermediateDirectories: true)
        #expect(throws: ScaffoldError.packageExists(path: "Packages/BookmarksUI")) {
            try scaffold(tree).generate("Bookmarks", shape: .mvvm)
        }
        #expect(!tree.exists("Packages/BookmarksLogic"))
        #expect(throws: ScaffoldError.self) { try scaffold(tree).generate("Feeds", shape: .mvvm) }
    }

    @Test func refusesWhenFilesItEditsHaveUncommittedChanges() throws {
        let tree = try TreeCopy()
        defer { tree.remove() }
        let routes = "Packages/NavigationUI/Sources/NavigationUI/Routes.swift"
        try tree.write(try tree.text(routes) + "// a change of someone's\n", to: routes)
        #expect(throws: ScaffoldError.uncommittedChanges([routes])) {
            try scaffold(tree).generate("Bookmarks", shape: .mvvm)
        }
        #expect(try tree.status() == [" M \(routes)"])
    }

    @Test func changesElsewhereDoNotStopIt() throws {
        let tree = try TreeCopy()
        defer { tree.remove() }
        try tree.write("notes\n", to: "scratch.txt")
        _ = try scaffold(tree).generate("Bookmarks", shape: .mvvm)
        #expect(tree.exists("Packages/BookmarksUI/Package.swift"))
    }

    @Test func refusesARouteThatIsTaken() throws {
        let tree = try TreeCopy()
        defer { tree.remove() }
        #expect(throws: ScaffoldError.routeTaken(route: "tidings://config", file: FeatureScaffold.routesFile))
        {
            try scaffold(tree).generate("Config", shape: .mvvm)
        }
        #expect(try tree.status().isEmpty)
    }

    @Test func refusesWhenAMarkerIsGoneAndWritesNothing() throws {
        let tree = try TreeCopy()
        defer { tree.remove() }
        let library = "Apps/Tidings/Sources/TidingsApp/Library.swift"
        try tree.write(
            try tree.text(library).replacingOccurrences(of: "// make feature: logic\n", with: ""), to: library
        )
        try tree.commit("lose a marker")
        #expect(throws: ScaffoldError.missingMarker(marker: "make feature: logic", file: library)) {
            try scaffold(tree).generate("Bookmarks", shape: .usecase)
        }
        #expect(try tree.status().isEmpty)
    }

    @Test func refusesABannedName() throws {
        let tree = try TreeCopy()
        defer { tree.remove() }
        #expect(throws: ScaffoldError.self) { try scaffold(tree).generate("CommonFeeds", shape: .mvvm) }
        #expect(try tree.status().isEmpty)
    }

    @Test func theCommandLineExplainsARefusal() throws {
        let tree = try TreeCopy()
        defer { tree.remove() }
        let refused = ScaffoldCommand.run(
            ["--name", "lowercase", "--shape", "mvvm"], currentDirectory: tree.root)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("'lowercase' cannot name a feature: it must be UpperCamelCase"))
        let misused = ScaffoldCommand.run(
            ["--name", "Bookmarks", "--shape", "mvc"], currentDirectory: tree.root)
        #expect(misused.status == 64)
        #expect(misused.errors.contains("--shape takes mvvm or usecase, not 'mvc'"))
        let done = ScaffoldCommand.run(
            ["--root", tree.root.path, "--name", "Bookmarks", "--shape", "mvvm"],
            currentDirectory: URL(fileURLWithPath: "/"))
        #expect(done.status == 0)
        #expect(
            done.output.contains("  Packages/BookmarksUI/Sources/BookmarksUI/BookmarksViewController.swift\n")
        )
        #expect(done.output.contains("tidings open tidings://bookmarks"))
    }
}
