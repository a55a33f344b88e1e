// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "DownloadService",
    products: [
        .library(name: "DownloadService", targets: ["DownloadService"])
    ],
    dependencies: [
        .package(path: "../UnicodeTextService"),
        .package(path: "../HTTPService"),
        .package(path: "../LoopbackServerService"),
    ],
    targets: [
        .target(
            name: "DownloadService",
            dependencies: [
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
                .product(name: "HTTPService", package: "HTTPService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DownloadServiceTests",
            dependencies: [
                "DownloadService",
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
