// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "QueryFeedLogic",
    products: [
        .library(name: "QueryFeedLogic", targets: ["QueryFeedLogic"])
    ],
    dependencies: [
        .package(path: "../UnicodeTextService"),
        .package(path: "../DatabaseService"),
        .package(path: "../FilterLogic"),
        .package(path: "../LibraryModelLogic"),
        .package(path: "../ArticleLogic"),
    ],
    targets: [
        .target(
            name: "QueryFeedLogic",
            dependencies: [
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "FilterLogic", package: "FilterLogic"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "QueryFeedLogicTests",
            dependencies: [
                "QueryFeedLogic",
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "FilterLogic", package: "FilterLogic"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
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
