// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "NavigationUI",
    products: [
        .library(name: "NavigationUI", targets: ["NavigationUI"])
    ],
    dependencies: [
        .package(path: "../UnicodeTextService"),
        .package(path: "../FilterLogic"),
        .package(path: "../TerminalUI"),
        .package(path: "../LibraryModelLogic"),
        .package(path: "../SyncService"),
    ],
    targets: [
        .target(
            name: "NavigationUI",
            dependencies: [
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
                .product(name: "FilterLogic", package: "FilterLogic"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "SyncService", package: "SyncService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "NavigationUITests",
            dependencies: [
                "NavigationUI",
                .product(name: "FilterLogic", package: "FilterLogic"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "SyncService", package: "SyncService"),
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
