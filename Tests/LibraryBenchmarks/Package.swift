// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "LibraryBenchmarks",
    products: [
        .library(name: "LibraryBenchmarking", targets: ["LibraryBenchmarking"]),
        .executable(name: "library-bench", targets: ["library-bench"]),
    ],
    dependencies: [
        .package(path: "../../Packages/FeedParserService"),
        .package(path: "../../Packages/LibraryModelLogic"),
        .package(path: "../../Packages/ArticleLogic"),
        .package(path: "../../Packages/SubscriptionLogic"),
        .package(path: "../../Packages/DatabaseService"),
        .package(path: "../../Packages/FilterLogic"),
    ],
    targets: [
        .target(
            name: "LibraryBenchmarking",
            dependencies: [
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "DatabaseService", package: "DatabaseService"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "library-bench",
            dependencies: [
                "LibraryBenchmarking",
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "FeedParserService", package: "FeedParserService"),
                .product(name: "FilterLogic", package: "FilterLogic"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LibraryBenchmarksTests",
            dependencies: [
                "LibraryBenchmarking",
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
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
