// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FullTextLogic",
    products: [
        .library(name: "FullTextLogic", targets: ["FullTextLogic"])
    ],
    dependencies: [
        .package(path: "../ArticleLogic"),
        .package(path: "../DatabaseService"),
        .package(path: "../FilterLogic"),
        .package(path: "../IgnoreRuleLogic"),
        .package(path: "../LibraryModelLogic"),
        .package(path: "../HTTPService"),
        .package(path: "../HTMLTreeService"),
        .package(path: "../FeedParserService"),
        .package(path: "../JSONService"),
        .package(path: "../TerminalTextService"),
        .package(path: "../UnicodeTextService"),
        .package(path: "../LoopbackServerService"),
    ],
    targets: [
        .target(
            name: "FullTextLogic",
            dependencies: [
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "IgnoreRuleLogic", package: "IgnoreRuleLogic"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "HTTPService", package: "HTTPService"),
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
                .product(name: "HTMLTreeService", package: "HTMLTreeService"),
                .product(name: "FeedParserService", package: "FeedParserService"),
                .product(name: "JSONService", package: "JSONService"),
                .product(name: "TerminalTextService", package: "TerminalTextService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "FullTextLogicTests",
            dependencies: [
                "FullTextLogic",
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "FilterLogic", package: "FilterLogic"),
                .product(name: "IgnoreRuleLogic", package: "IgnoreRuleLogic"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "HTMLTreeService", package: "HTMLTreeService"),
                .product(name: "HTTPService", package: "HTTPService"),
                .product(name: "LoopbackServerService", package: "LoopbackServerService"),
            ],
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// The settings every Tidings package shares (Config/Architecture.plist, `manifestTemplate`).
var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error),
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
