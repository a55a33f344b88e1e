// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "SubscriptionLogic",
    products: [
        .library(name: "SubscriptionLogic", targets: ["SubscriptionLogic"])
    ],
    dependencies: [
        .package(path: "../UnicodeTextService"),
        .package(path: "../LibraryModelLogic"),
        .package(path: "../ArticleLogic"),
        .package(path: "../DatabaseService"),
        .package(path: "../FeedParserService"),
        .package(path: "../HTMLService"),
        .package(path: "../OPMLService"),
        .package(path: "../ProgramService"),
    ],
    targets: [
        .target(
            name: "SubscriptionLogic",
            dependencies: [
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "FeedParserService", package: "FeedParserService"),
                .product(name: "HTMLService", package: "HTMLService"),
                .product(name: "OPMLService", package: "OPMLService"),
                .product(name: "ProgramService", package: "ProgramService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SubscriptionLogicTests",
            dependencies: [
                "SubscriptionLogic",
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "OPMLService", package: "OPMLService"),
                .product(name: "FeedParserService", package: "FeedParserService"),
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
