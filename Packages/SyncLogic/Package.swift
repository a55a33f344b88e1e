// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "SyncLogic",
    products: [
        .library(name: "SyncLogic", targets: ["SyncLogic"])
    ],
    dependencies: [
        .package(path: "../UnicodeTextService"),
        .package(path: "../DatabaseService"),
        .package(path: "../SyncService"),
        .package(path: "../LibraryModelLogic"),
        .package(path: "../ArticleLogic"),
        .package(path: "../SubscriptionLogic"),
        .package(path: "../HTMLService"),
        .package(path: "../ProgramService"),
        .package(path: "../HTTPService"),
        .package(path: "../LoopbackServerService"),
    ],
    targets: [
        .target(
            name: "SyncLogic",
            dependencies: [
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "SyncService", package: "SyncService"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "HTMLService", package: "HTMLService"),
                .product(name: "ProgramService", package: "ProgramService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SyncLogicTests",
            dependencies: [
                "SyncLogic",
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "SyncService", package: "SyncService"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "HTTPService", package: "HTTPService"),
                .product(name: "LoopbackServerService", package: "LoopbackServerService"),
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
