// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "MigrationUI",
    products: [
        .library(name: "MigrationUI", targets: ["MigrationUI"])
    ],
    dependencies: [
        .package(path: "../ConfigurationService"),
        .package(path: "../NewsboatService"),
        .package(path: "../TerminalTextService"),
        .package(path: "../DatabaseService"),
        .package(path: "../ArticleLogic"),
        .package(path: "../MigrationLogic"),
        .package(path: "../SyncLogic"),
        .package(path: "../SyncService"),
        .package(path: "../HTTPService"),
        .package(path: "../TerminalUI"),
        .package(path: "../NavigationUI"),
        .package(path: "../ExitCodeUI"),
    ],
    targets: [
        .target(
            name: "MigrationUI",
            dependencies: [
                .product(name: "ConfigurationService", package: "ConfigurationService"),
                .product(name: "NewsboatService", package: "NewsboatService"),
                .product(name: "TerminalTextService", package: "TerminalTextService"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "MigrationLogic", package: "MigrationLogic"),
                .product(name: "SyncLogic", package: "SyncLogic"),
                .product(name: "SyncService", package: "SyncService"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MigrationUITests",
            dependencies: [
                "MigrationUI",
                .product(name: "ConfigurationService", package: "ConfigurationService"),
                .product(name: "NewsboatService", package: "NewsboatService"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "MigrationLogic", package: "MigrationLogic"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
                .product(name: "SyncLogic", package: "SyncLogic"),
                .product(name: "SyncService", package: "SyncService"),
                .product(name: "HTTPService", package: "HTTPService"),
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
