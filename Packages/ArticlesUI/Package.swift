// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ArticlesUI",
    products: [
        .library(name: "ArticlesUI", targets: ["ArticlesUI"])
    ],
    dependencies: [
        .package(path: "../QueryFeedLogic"),
        .package(path: "../FilterLogic"),
        .package(path: "../DatabaseService"),
        .package(path: "../FeedParserService"),
        .package(path: "../TerminalUI"),
        .package(path: "../NavigationUI"),
        .package(path: "../ExitCodeUI"),
        .package(path: "../TerminalTextService"),
        .package(path: "../LibraryModelLogic"),
        .package(path: "../ArticleLogic"),
        .package(path: "../SubscriptionLogic"),
        .package(path: "../ShareService"),
        .package(path: "../RefreshLogic"),
        .package(path: "../RefreshUI"),
    ],
    targets: [
        .target(
            name: "ArticlesUI",
            dependencies: [
                .product(name: "QueryFeedLogic", package: "QueryFeedLogic"),
                .product(name: "FilterLogic", package: "FilterLogic"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
                .product(name: "TerminalTextService", package: "TerminalTextService"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "ShareService", package: "ShareService"),
                .product(name: "RefreshLogic", package: "RefreshLogic"),
                .product(name: "RefreshUI", package: "RefreshUI"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ArticlesUITests",
            dependencies: [
                .product(name: "QueryFeedLogic", package: "QueryFeedLogic"),
                .product(name: "FilterLogic", package: "FilterLogic"),
                .product(name: "RefreshLogic", package: "RefreshLogic"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                "ArticlesUI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "ShareService", package: "ShareService"),
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
