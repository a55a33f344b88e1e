// swift-tools-version: 6.2
import PackageDescription

/// The logic and service packages whose typed failures have a documented exit status here.
let failing = [
    "ArticleLogic", "SubscriptionLogic", "QueryFeedLogic", "IgnoreRuleLogic", "RefreshLogic", "SyncLogic",
    "DownloadsLogic", "MigrationLogic", "DownloadService", "ShareService", "ConfigurationService",
    "DatabaseService", "NewsboatService", "FullTextLogic", "LibraryModelLogic",
    // make feature: failing packages
]

let package = Package(
    name: "ExitCodeUI",
    products: [
        .library(name: "ExitCodeUI", targets: ["ExitCodeUI"])
    ],
    dependencies: (["TerminalUI", "NavigationUI", "SyncService"] + failing).map {
        .package(path: "../\($0)")
    },
    targets: [
        .target(
            name: "ExitCodeUI",
            dependencies: (["TerminalUI", "NavigationUI"] + failing).map { .product(name: $0, package: $0) },
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ExitCodeUITests",
            dependencies: ["ExitCodeUI"]
                + (["TerminalUI", "NavigationUI", "SyncService"] + failing).map {
                    .product(name: $0, package: $0)
                },
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
