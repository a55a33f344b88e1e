// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "HTTPService",
    products: [
        .library(name: "HTTPService", targets: ["HTTPService"])
    ],
    dependencies: [
        .package(path: "../UnicodeTextService"),
        .package(path: "../LoopbackServerService"),
        .package(path: "../MappedFileService"),
    ],
    targets: [
        // No pkgConfig: it would link libcurl, which shim.h loads when first used instead.
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .target(
            name: "HTTPService",
            dependencies: [
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
                .product(name: "MappedFileService", package: "MappedFileService"), "CCurl",
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "HTTPServiceTests",
            dependencies: [
                "HTTPService",
                .product(name: "LoopbackServerService", package: "LoopbackServerService"),
                .product(name: "MappedFileService", package: "MappedFileService"),
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
            ],
            exclude: ["Fixtures"],
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
