// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "IgnoreRuleUI",
    products: [
        .library(name: "IgnoreRuleUI", targets: ["IgnoreRuleUI"])
    ],
    dependencies: [
        .package(path: "../FeedParserService"),
        .package(path: "../DatabaseService"),
        .package(path: "../ArticleLogic"),
        .package(path: "../LibraryModelLogic"),
        .package(path: "../FilterLogic"),
        .package(path: "../SubscriptionLogic"),
        .package(path: "../ArticlesUI"),
        .package(path: "../TerminalUI"),
        .package(path: "../NavigationUI"),
        .package(path: "../ExitCodeUI"),
        .package(path: "../TerminalTextService"),
        .package(path: "../IgnoreRuleLogic"),
    ],
    targets: [
        .target(
            name: "IgnoreRuleUI",
            dependencies: [
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "FilterLogic", package: "FilterLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "ArticlesUI", package: "ArticlesUI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
                .product(name: "TerminalTextService", package: "TerminalTextService"),
                .product(name: "IgnoreRuleLogic", package: "IgnoreRuleLogic"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "IgnoreRuleUITests",
            dependencies: [
                .product(name: "FeedParserService", package: "FeedParserService"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "FilterLogic", package: "FilterLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "ArticlesUI", package: "ArticlesUI"),
                "IgnoreRuleUI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
                .product(name: "IgnoreRuleLogic", package: "IgnoreRuleLogic"),
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
