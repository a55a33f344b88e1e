// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "SyncUI",
    products: [
        .library(name: "SyncUI", targets: ["SyncUI"])
    ],
    dependencies: [
        .package(path: "../TerminalUI"),
        .package(path: "../NavigationUI"),
        .package(path: "../ExitCodeUI"),
        .package(path: "../TerminalTextService"),
        .package(path: "../SyncLogic"),
        .package(path: "../SyncService"),
        .package(path: "../LibraryModelLogic"),
        .package(path: "../SubscriptionLogic"),
        .package(path: "../HTTPService"),
        .package(path: "../RefreshUI"),
        .package(path: "../NotificationLogic"),
    ],
    targets: [
        .target(
            name: "SyncUI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
                .product(name: "TerminalTextService", package: "TerminalTextService"),
                .product(name: "SyncLogic", package: "SyncLogic"),
                .product(name: "SyncService", package: "SyncService"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "SubscriptionLogic", package: "SubscriptionLogic"),
                .product(name: "RefreshUI", package: "RefreshUI"),
                .product(name: "NotificationLogic", package: "NotificationLogic"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SyncUITests",
            dependencies: [
                "SyncUI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
                .product(name: "SyncLogic", package: "SyncLogic"),
                .product(name: "SyncService", package: "SyncService"),
                .product(name: "HTTPService", package: "HTTPService"),
                .product(name: "RefreshUI", package: "RefreshUI"),
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
