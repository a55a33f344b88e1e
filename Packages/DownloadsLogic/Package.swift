// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "DownloadsLogic",
    products: [
        .library(name: "DownloadsLogic", targets: ["DownloadsLogic"])
    ],
    dependencies: [
        .package(path: "../DatabaseService"),
        .package(path: "../DownloadService"),
        .package(path: "../LibraryModelLogic"),
        .package(path: "../ArticleLogic"),
    ],
    targets: [
        .target(
            name: "DownloadsLogic",
            dependencies: [
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "DownloadService", package: "DownloadService"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DownloadsLogicTests",
            dependencies: [
                "DownloadsLogic",
                .product(name: "DatabaseService", package: "DatabaseService"),
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
