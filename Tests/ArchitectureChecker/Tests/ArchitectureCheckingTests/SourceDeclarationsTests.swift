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

@Suite struct TypeKinds {
    @Test func recordsTheKeywordAndSkipsNonDeclarations() {
        let source = """
            @MainActor public final class Screen {}
            indirect enum Tree {}
            for actor in actors { print(actor) }
            let protocolName = "protocol Fake {}"
            extension Screen { struct Inner {} }
            """
        let types = SourceDeclarations(source: source).types
        #expect(types.map(\.name) == ["Screen", "Tree", "Inner"])
        #expect(types.map(\.kind) == ["class", "enum", "struct"])
        #expect(types.map(\.isConcrete) == [true, true, true])
        #expect(types.map(\.line) == [1, 2, 5])
    }
}

@Suite struct PropertyScanning {
    static func properties(_ source: String) -> [StoredProperty] {
        SourceDeclarations(source: source).properties
    }

    @Test func findsStoredPropertiesOfTypeBodiesOnly() {
        let source = """
            final class Session {
                weak var controller: FeedViewController?
                private(set) var shown: (any View)?
                unowned(unsafe) let owner: FeedViewController
                lazy var spare = FeedView()
                static var count = 0, total: Int = 1
                var observed: FeedView? { didSet { print("set") } }
                var computed: FeedView? { shown as? FeedView }
                var getter: Int { get { 1 } }
                let handler: (FeedView) -> Void = { view in var inner = view; _ = inner }

                init() {
                    var local: FeedView? = nil
                    _ = local
                }

                func show() { let view: FeedView? = nil; _ = view }
            }
            let global: FeedView? = nil
            func free() { var x = 1; x += 1 }
            """
        let found = Self.properties(source)
        #expect(
            found.map(\.name) == [
                "controller", "shown", "owner", "spare", "count", "total", "observed", "handler",
            ])
        #expect(found.map(\.line) == [2, 3, 4, 5, 6, 6, 7, 10])
        #expect(found.allSatisfy { $0.owner == "Session" })
        #expect(found.map(\.isWeak) == [true, false, false, false, false, false, false, false])
        #expect(found.map(\.isStatic) == [false, false, false, false, true, true, false, false])
        #expect(found.map(\.isVariable) == [true, true, false, true, true, true, true, false])
        #expect(
            found.map(\.typeText) == [
                "FeedViewController?", "(any View)?", "FeedViewController", "", "", "Int", "FeedView?",
                "(FeedView) -> Void",
            ])
        #expect(
            found.map(\.heldTypes) == [
                ["FeedViewController"], ["View"], ["FeedViewController"], ["FeedView"], [], ["Int"],
                ["FeedView"],
                [],
            ])
    }

    @Test func heldTypesLeaveCollectionsAndGenericsOut() {
        let source = """
            struct Holder {
                var views: [FeedView] = []
                var byName: [String: FeedView]
                var pair: (FeedView, Int)
                var wrapped: Optional<FeedView>
                var qualified: TerminalUI.View!
                var both: any View & Sendable
                var meta: FeedView.Type
                var made = makeView()
            }
            """
        #expect(
            Self.properties(source).map(\.heldTypes) == [
                [], [], [], [], ["View"], ["View", "Sendable"], ["Type"], [],
            ])
    }

    @Test func nestedTypesAndExtensionsOwnTheirProperties() {
        let source = """
            struct Outer {
                let first: Int
                struct Inner { var second: String }
                let third: Int
            }
            extension Notification.Name {
                static let changed = Notification.Name("changed")
            }
            protocol Showing {
                var view: FeedView { get }
            }
            enum Mode {
                case a, b
                static var current = Mode.a
            }
            """
        let found = Self.properties(source)
        #expect(found.map(\.name) == ["first", "second", "third", "changed", "current"])
        #expect(found.map(\.owner) == ["Outer", "Inner", "Outer", "Name", "Mode"])
    }

    @Test func closuresPassedAsArgumentsHoldNoMembers() {
        let source = """
            struct Screen {
                let rows = items.map { item in
                    let row = Row(item)
                    return row
                }
                var body: some View {
                    Stack(spacing: 1) { var hidden = 0; _ = hidden }
                }
            }
            """
        #expect(Self.properties(source).map(\.name) == ["rows"])
    }
}

@Suite struct InoutScanning {
    @Test func findsEveryInoutOutsideCommentsAndStrings() {
        let source = """
            func a(_ value: inout Int) {}
            let b: (inout [UInt8]) -> Void = { _ in }
            // func c(_ x: inout Int)
            let d = "inout"
            func e(first x: Int, second y: inout String) { swap(&y, &y) }
            """
        #expect(
            SourceDeclarations(source: source).inoutParameters == [
                InoutParameter(name: "value", line: 1), InoutParameter(name: nil, line: 2),
                InoutParameter(name: "y", line: 5),
            ])
    }
}

@Suite struct NotificationPostScanning {
    @Test func findsPostsToANotificationCenter() {
        let source = """
            let center = NotificationCenter.default
            NotificationCenter.default.post(name: .changed, object: nil)
            center.post(note)
            queue.post(note)
            self.center?.post(name: .changed, object: nil)
            other.post(Notification(name: .changed))
            func post(name: String) {}
            client.post(body)
            // NotificationCenter.default.post(name: .changed, object: nil)
            func relay(to hub: NotificationCenter) { hub.post(note) }
            makeCenter().post(name: .changed, object: nil)
            """
        #expect(
            SourceDeclarations(source: source).notificationPosts == [
                NotificationPost(line: 2, call: "NotificationCenter.default.post(name:"),
                NotificationPost(line: 3, call: "center.post("),
                NotificationPost(line: 5, call: "self.center.post(name:"),
                NotificationPost(line: 6, call: "other.post("),
                NotificationPost(line: 10, call: "hub.post("),
                NotificationPost(line: 11, call: "makeCenter.post(name:"),
            ])
    }
}

@Suite struct RoleSuffixes {
    static let rules = FixtureRepository.rules
    static let interface = ["ViewController", "View", "ViewModel", "ViewBean", "Builder", "UseCase"]

    @Test(arguments: [
        ("FeedView", "View"), ("View", "View"), ("XMLView", "View"),
        ("FeedListViewController", "ViewController"),
        ("ArticleRowViewModel", "ViewModel"), ("CardViewBean", "ViewBean"), ("CardBuilder", "Builder"),
        ("ReadUseCase", "UseCase"), ("Outer.FeedView", "View"),
    ])
    func matchesTheLastWord(name: String, suffix: String) {
        #expect(Self.rules.roleSuffix(of: name, among: Self.interface) == suffix)
    }

    @Test(arguments: [
        "Preview", "Overview", "Review", "Interview", "Views", "ViewState", "Rebuilder", "Showcase", "view",
        "FeedVIEW",
    ])
    func ignoresOtherWords(name: String) {
        #expect(Self.rules.roleSuffix(of: name, among: Self.interface) == nil)
    }

    @Test func storeIsMatchedTheSameWay() {
        #expect(Self.rules.roleSuffix(of: "ArticleStore", among: ["Store"]) == "Store")
        #expect(Self.rules.roleSuffix(of: "Restore", among: ["Store"]) == nil)
        #expect(Self.rules.roleSuffix(of: "Datastore", among: ["Store"]) == nil)
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
