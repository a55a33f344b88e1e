// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FeedsUI",
    products: [
        .library(name: "FeedsUI", targets: ["FeedsUI"])
    ],
    dependencies: [
        .package(path: "../IgnoreRuleLogic"),
        .package(path: "../FilterLogic"),
        .package(path: "../ArticlesUI"),
        .package(path: "../QueryFeedLogic"),
        .package(path: "../QueryFeedUI"),
        .package(path: "../DatabaseService"),
        .package(path: "../TerminalUI"),
        .package(path: "../NavigationUI"),
        .package(path: "../ExitCodeUI"),
        .package(path: "../TerminalTextService"),
        .package(path: "../LibraryModelLogic"),
        .package(path: "../ArticleLogic"),
        .package(path: "../SubscriptionLogic"),
        .package(path: "../RefreshLogic"),
        .package(path: "../FeedParserService"),
        .package(path: "../RefreshUI"),
        .package(path: "../MappedFileService"),
    ],
    targets: [
        .target(
            name: "FeedsUI",
            dependencies: [
                .product(name: "FilterLogic", package: "FilterLogic"),
                .product(name: "ArticlesUI", package: "ArticlesUI"),
                .product(name: "QueryFeedLogic", package: "QueryFeedLogic"),
                .product(name: "QueryFeedUI", package: "QueryFeedUI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
                .product(name: "TerminalTextService", package: "TerminalTextService"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "RefreshLogic", package: "RefreshLogic"),
                .product(name: "FeedParserService", package: "FeedParserService"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "RefreshUI", package: "RefreshUI"),
                .product(name: "MappedFileService", package: "MappedFileService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "FeedsUITests",
            dependencies: [
                .product(name: "IgnoreRuleLogic", package: "IgnoreRuleLogic"),
                .product(name: "FilterLogic", package: "FilterLogic"),
                .product(name: "QueryFeedLogic", package: "QueryFeedLogic"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                "FeedsUI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "RefreshLogic", package: "RefreshLogic"),
                .product(name: "FeedParserService", package: "FeedParserService"),
            ],
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
