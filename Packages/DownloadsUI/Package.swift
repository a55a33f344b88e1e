// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "DownloadsUI",
    products: [
        .library(name: "DownloadsUI", targets: ["DownloadsUI"])
    ],
    dependencies: [
        .package(path: "../DatabaseService"),
        .package(path: "../TerminalUI"),
        .package(path: "../NavigationUI"),
        .package(path: "../ExitCodeUI"),
        .package(path: "../TerminalTextService"),
        .package(path: "../DownloadsLogic"),
        .package(path: "../LibraryModelLogic"),
        .package(path: "../ArticleLogic"),
        .package(path: "../DownloadService"),
        .package(path: "../ShareService"),
        .package(path: "../HTTPService"),
        .package(path: "../LoopbackServerService"),
    ],
    targets: [
        .target(
            name: "DownloadsUI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
                .product(name: "TerminalTextService", package: "TerminalTextService"),
                .product(name: "DownloadsLogic", package: "DownloadsLogic"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "DownloadService", package: "DownloadService"),
                .product(name: "ShareService", package: "ShareService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DownloadsUITests",
            dependencies: [
                .product(name: "DatabaseService", package: "DatabaseService"),
                "DownloadsUI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
                .product(name: "DownloadsLogic", package: "DownloadsLogic"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "DownloadService", package: "DownloadService"),
                .product(name: "ShareService", package: "ShareService"),
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
