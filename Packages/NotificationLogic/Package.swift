// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "NotificationLogic",
    products: [
        .library(name: "NotificationLogic", targets: ["NotificationLogic"])
    ],
    dependencies: [
        .package(path: "../ArticleLogic"),
        .package(path: "../LibraryModelLogic"),
        .package(path: "../SubscriptionLogic"),
        .package(path: "../ProgramService"),
        .package(path: "../TerminalTextService"),
        .package(path: "../DatabaseService"),
        .package(path: "../FeedParserService"),
    ],
    targets: [
        .target(
            name: "NotificationLogic",
            dependencies: [
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "ProgramService", package: "ProgramService"),
                .product(name: "TerminalTextService", package: "TerminalTextService"),
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "NotificationLogicTests",
            dependencies: [
                "NotificationLogic",
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "FeedParserService", package: "FeedParserService"),
            ],
            swiftSettings: swiftSettings),
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
