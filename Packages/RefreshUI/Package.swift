// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "RefreshUI",
    products: [
        .library(name: "RefreshUI", targets: ["RefreshUI"])
    ],
    dependencies: [
        .package(path: "../IgnoreRuleLogic"),
        .package(path: "../DatabaseService"),
        .package(path: "../FeedParserService"),
        .package(path: "../TerminalUI"),
        .package(path: "../NavigationUI"),
        .package(path: "../ExitCodeUI"),
        .package(path: "../TerminalTextService"),
        .package(path: "../LibraryModelLogic"),
        .package(path: "../ArticleLogic"),
        .package(path: "../SubscriptionLogic"),
        .package(path: "../RefreshLogic"),
        .package(path: "../FullTextLogic"),
        .package(path: "../NotificationLogic"),
    ],
    targets: [
        .target(
            name: "RefreshUI",
            dependencies: [
                .product(name: "FullTextLogic", package: "FullTextLogic"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
                .product(name: "TerminalTextService", package: "TerminalTextService"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "RefreshLogic", package: "RefreshLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "NotificationLogic", package: "NotificationLogic"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RefreshUITests",
            dependencies: [
                .product(name: "IgnoreRuleLogic", package: "IgnoreRuleLogic"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                "RefreshUI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "RefreshLogic", package: "RefreshLogic"),
                .product(name: "FeedParserService", package: "FeedParserService"),
                .product(name: "NotificationLogic", package: "NotificationLogic"),
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
