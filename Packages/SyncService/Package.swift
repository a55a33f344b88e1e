// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "SyncService",
    products: [
        .library(name: "SyncService", targets: ["SyncService"])
    ],
    dependencies: [
        .package(path: "../JSONService"),
        .package(path: "../UnicodeTextService"),
        .package(path: "../HTTPService"),
        .package(path: "../LoopbackServerService"),
    ],
    targets: [
        // No pkgConfig: it would link libcrypto, which shim.h loads when first used instead.
        .systemLibrary(name: "CCrypto", providers: [.apt(["libssl-dev"])]),
        .target(
            name: "SyncService",
            dependencies: [
                .product(name: "JSONService", package: "JSONService"),
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
                "CCrypto",
                .product(name: "HTTPService", package: "HTTPService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SyncServiceTests",
            dependencies: [
                "SyncService",
                .product(name: "HTTPService", package: "HTTPService"),
                .product(name: "JSONService", package: "JSONService"),
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
