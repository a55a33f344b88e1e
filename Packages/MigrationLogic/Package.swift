// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "MigrationLogic",
    products: [
        .library(name: "MigrationLogic", targets: ["MigrationLogic"])
    ],
    dependencies: [
        .package(path: "../UnicodeTextService"),
        .package(path: "../DatabaseService"),
        .package(path: "../ConfigurationService"),
        .package(path: "../NewsboatService"),
        .package(path: "../HTMLService"),
        .package(path: "../FilterLogic"),
        .package(path: "../LibraryModelLogic"),
        .package(path: "../ArticleLogic"),
        .package(path: "../SubscriptionLogic"),
        .package(path: "../QueryFeedLogic"),
        .package(path: "../IgnoreRuleLogic"),
        .package(path: "../SyncService"),
    ],
    targets: [
        .target(
            name: "MigrationLogic",
            dependencies: [
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "ConfigurationService", package: "ConfigurationService"),
                .product(name: "NewsboatService", package: "NewsboatService"),
                .product(name: "HTMLService", package: "HTMLService"),
                .product(name: "FilterLogic", package: "FilterLogic"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "QueryFeedLogic", package: "QueryFeedLogic"),
                .product(name: "IgnoreRuleLogic", package: "IgnoreRuleLogic"),
                .product(name: "SyncService", package: "SyncService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MigrationLogicTests",
            dependencies: [
                "MigrationLogic",
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "ConfigurationService", package: "ConfigurationService"),
                .product(name: "NewsboatService", package: "NewsboatService"),
                .product(name: "FilterLogic", package: "FilterLogic"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "QueryFeedLogic", package: "QueryFeedLogic"),
                .product(name: "IgnoreRuleLogic", package: "IgnoreRuleLogic"),
                .product(name: "SyncService", package: "SyncService"),
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
