import Foundation
import Testing

@testable import FeatureScaffolding

/// The promise of `make feature`: in a copy of the checkout, a feature of each shape is
/// generated, then the copy builds (every package and the app), the new packages' tests pass,
/// `make check` is clean, swift-format finds nothing to change, and the app opens both new
/// screens. This builds the whole tree once, so it takes minutes.
@Suite(.serialized) struct GeneratedFeatureBuilds {
    @Test func bothShapesBuildTestAndPassTheChecks() throws {
        let tree = try TreeCopy()
        defer { tree.remove() }
        let scaffold = try FeatureScaffold(root: tree.root)
        let bookmarks = try scaffold.generate("Bookmarks", shape: .mvvm)
        try tree.commit("make feature NAME=Bookmarks SHAPE=mvvm")
        let readingList = try scaffold.generate("ReadingList", shape: .usecase)

        try TreeCopy.shell("make build", in: tree.root)
        let tests = try TreeCopy.shell(
            "swift test --package-path .build/workspace --scratch-path .build/shared --skip-build "
                + "--filter '^(BookmarksLogicTests|BookmarksUITests|ReadingListLogicTests|ReadingListUITests"
                + "|CommandLineUITests|ExitCodeUITests)\\.'",
            in: tree.root
        ).output
        #expect(tests.contains("BookmarksContract"))
        #expect(tests.contains("ReadingListWorking"))
        #expect(tests.contains("ReadingListBuilding"))
        // The README's command table, written by the scaffold, is the one the declarations write.
        #expect(tests.contains("theReadmeTableIsTheOneTheDeclarationsWrite"))
        #expect(!tests.contains("✘"))

        try TreeCopy.shell("make check", in: tree.root)
        let swiftFiles = (bookmarks.created + readingList.created + readingList.edited).filter {
            $0.hasSuffix(".swift")
        }
        try TreeCopy.shell(
            "swift-format lint --strict " + swiftFiles.map(quoted).joined(separator: " "), in: tree.root)

        let tidings = ".build/shared/debug/tidings --data-dir library"
        #expect(
            try TreeCopy.shell("\(tidings) open tidings://bookmarks", in: tree.root).output
                == "Bookmarks (0)\nNothing here yet.\n")
        #expect(
            try TreeCopy.shell("\(tidings) open tidings://reading-list", in: tree.root).output
                == "Reading list (0)\nNothing here yet.\n")
        #expect(
            try TreeCopy.shell("\(tidings) open tidings://reading-list --json", in: tree.root).output
                .hasPrefix("["))
        // The route's declaration is the command too.
        #expect(
            try TreeCopy.shell("\(tidings) bookmarks", in: tree.root).output
                == "Bookmarks (0)\nNothing here yet.\n")
        #expect(try TreeCopy.shell("\(tidings) reading-list --help", in: tree.root).output.contains("--json"))
    }
}
