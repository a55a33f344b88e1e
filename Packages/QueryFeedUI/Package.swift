// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "QueryFeedUI",
    products: [
        .library(name: "QueryFeedUI", targets: ["QueryFeedUI"])
    ],
    dependencies: [
        .package(path: "../ArticlesUI"),
        .package(path: "../TerminalUI"),
        .package(path: "../NavigationUI"),
        .package(path: "../ExitCodeUI"),
        .package(path: "../TerminalTextService"),
        .package(path: "../QueryFeedLogic"),
        .package(path: "../FilterLogic"),
        .package(path: "../ArticleLogic"),
        .package(path: "../DatabaseService"),
        .package(path: "../LibraryModelLogic"),
    ],
    targets: [
        .target(
            name: "QueryFeedUI",
            dependencies: [
                .product(name: "ArticlesUI", package: "ArticlesUI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
                .product(name: "TerminalTextService", package: "TerminalTextService"),
                .product(name: "QueryFeedLogic", package: "QueryFeedLogic"),
                .product(name: "FilterLogic", package: "FilterLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "QueryFeedUITests",
            dependencies: [
                .product(name: "ArticlesUI", package: "ArticlesUI"),
                "QueryFeedUI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
                .product(name: "QueryFeedLogic", package: "QueryFeedLogic"),
                .product(name: "FilterLogic", package: "FilterLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
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
