// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "RefreshLogic",
    products: [
        .library(name: "RefreshLogic", targets: ["RefreshLogic"])
    ],
    dependencies: [
        .package(path: "../FilterLogic"),
        .package(path: "../FullTextLogic"),
        .package(path: "../IgnoreRuleLogic"),
        .package(path: "../LibraryModelLogic"),
        .package(path: "../ArticleLogic"),
        .package(path: "../SubscriptionLogic"),
        .package(path: "../DatabaseService"),
        .package(path: "../FeedParserService"),
        .package(path: "../HTMLService"),
        .package(path: "../HTMLTreeService"),
        .package(path: "../HTTPService"),
        .package(path: "../LoopbackServerService"),
    ],
    targets: [
        .target(
            name: "RefreshLogic",
            dependencies: [
                .product(name: "FullTextLogic", package: "FullTextLogic"),
                .product(name: "IgnoreRuleLogic", package: "IgnoreRuleLogic"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "FeedParserService", package: "FeedParserService"),
                .product(name: "HTMLService", package: "HTMLService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RefreshLogicTests",
            dependencies: [
                .product(name: "FilterLogic", package: "FilterLogic"),
                .product(name: "FullTextLogic", package: "FullTextLogic"),
                .product(name: "HTMLTreeService", package: "HTMLTreeService"),
                .product(name: "IgnoreRuleLogic", package: "IgnoreRuleLogic"),
                "RefreshLogic",
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "HTTPService", package: "HTTPService"),
                .product(name: "LoopbackServerService", package: "LoopbackServerService"),
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
