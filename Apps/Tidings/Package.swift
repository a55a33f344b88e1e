// swift-tools-version: 6.2
import PackageDescription

/// The packages the composition root wires together, in layer order.
let layerPackages = [
    "ConfigurationService", "HTTPService", "DatabaseService", "ShareService", "DownloadService",
    "FeedParserService", "TerminalTextService",
    "LibraryModelLogic", "ArticleLogic", "SubscriptionLogic", "RefreshLogic",
    "TerminalUI", "NavigationUI", "ExitCodeUI", "CommandLineUI", "FeedsUI", "ArticlesUI", "ReaderUI",
    "SearchUI",
    "RefreshUI", "SettingsUI",
    "DownloadsLogic", "DownloadsUI",
    "SyncService", "SyncLogic", "SyncUI",
    "QueryFeedLogic", "QueryFeedUI",
    "IgnoreRuleLogic", "IgnoreRuleUI",
    "NewsboatService", "MigrationLogic", "MigrationUI",
    "HTMLTreeService", "FullTextLogic", "FullTextUI",
    "NotificationService", "NotificationLogic",
    "PictureService", "PictureLogic",
    // make feature: packages
]

let package = Package(
    name: "Tidings",
    products: [
        .executable(name: "tidings", targets: ["tidings"]),
        .library(name: "TidingsApp", targets: ["TidingsApp"]),
    ],
    dependencies: layerPackages.map { .package(path: "../../Packages/\($0)") },
    targets: [
        .target(
            name: "TidingsApp",
            dependencies: ["CAllocator"] + layerPackages.map { .product(name: $0, package: $0) },
            swiftSettings: swiftSettings
        ),
        .systemLibrary(name: "CAllocator"),
        .executableTarget(name: "tidings", dependencies: ["TidingsApp"], swiftSettings: swiftSettings),
        .testTarget(
            name: "TidingsAppTests",
            dependencies: ["TidingsApp"] + layerPackages.map { .product(name: $0, package: $0) },
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
