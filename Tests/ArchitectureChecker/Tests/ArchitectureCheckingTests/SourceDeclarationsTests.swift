import Testing

@testable import ArchitectureChecking

@Suite struct ImportScanning {
    @Test func readsPlainAttributedAndKindedImports() {
        let source = """
            import Foundation
            @testable import FeedParserService
            @_exported import ArticleLogic
            @preconcurrency public import struct HTTPService.Response
            @_spi(Internal) import DatabaseService
            internal import class ShareService.Sharer
            import Glibc.stdio; import Dispatch
            """
        let imports = SourceDeclarations(source: source).imports
        #expect(
            imports.map(\.module) == [
                "Foundation", "FeedParserService", "ArticleLogic", "HTTPService", "DatabaseService",
                "ShareService",
                "Glibc", "Dispatch",
            ])
        #expect(imports.map(\.line) == [1, 2, 3, 4, 5, 6, 7, 7])
        #expect(imports[1].attributes == ["testable"])
        #expect(imports[3].attributes == ["preconcurrency"])
        #expect(imports[4].attributes == ["_spi"])
    }

    @Test func ignoresCommentsAndStringsOfEveryKind() {
        let source = #"""
            // import LineComment
            /* import Block /* import Nested */ import StillComment */
            let a = "import Quoted"
            let b = """
                import MultiLine \(call("import Interpolated")) more
                """
            let c = #"import Raw "quote" \(notInterpolated)"#
            let d = ##"import RawTwo "# still"##
            let e = #/import Regex/#
            let f = value.import
            import Real
            """#
        let imports = SourceDeclarations(source: source).imports
        #expect(imports.map(\.module) == ["Real"])
        #expect(imports.first?.line == 11)
    }

    @Test func marksImportsInsideConditionalCompilation() {
        let source = """
            #if canImport(FoundationNetworking)
                import FoundationNetworking
            #elseif os(macOS)
                import Darwin
            #endif
            import Foundation
            """
        let imports = SourceDeclarations(source: source).imports
        #expect(imports.map(\.module) == ["FoundationNetworking", "Darwin", "Foundation"])
        #expect(imports.map(\.isConditional) == [true, true, false])
    }

    @Test func importSplitFromItsAttributeKeepsTheKeywordLine() {
        let imports = SourceDeclarations(source: "@testable\nimport FeedsUI\n").imports
        #expect(
            imports == [
                ImportDeclaration(module: "FeedsUI", line: 2, attributes: ["testable"], isConditional: false)
            ])
    }
}

@Suite struct TypeScanning {
    @Test func findsEveryKindOfTypeDeclaration() {
        let source = """
            public final class FeedsViewController {}
            struct Row { enum State {} }
            protocol Loading { associatedtype Item }
            actor Pool {}
            typealias Handler = () -> Void
            class Widget { class func make() {}; class var shared: Widget { Widget() } }
            let actor = 1
            let kind = Foo.self.class
            """
        let names = SourceDeclarations(source: source).types.map(\.name)
        #expect(
            names == ["FeedsViewController", "Row", "State", "Loading", "Item", "Pool", "Handler", "Widget"])
    }
}

@Suite struct BannedWords {
    static let rules = FixtureRepository.rules

    @Test(arguments: [
        "CommonKit", "BaseViewController", "Temp", "temp", "tempFile", "TEMP_FILE", "Core", "Tools",
        "ToolsKit",
        "Public-Key", "base_view", "Bases",
    ])
    func banned(name: String) {
        #expect(Self.rules.bannedWord(in: name) != nil)
    }

    @Test(arguments: [
        "Baseline", "Template", "Base64Decoder", "DownloadTool", "ArticleCore", "Publication", "Corelation",
        "Commonwealth",
        "Temporal", "TEMPLATE", "FeedsUI",
    ])
    func allowed(name: String) {
        #expect(Self.rules.bannedWord(in: name) == nil)
    }
}
