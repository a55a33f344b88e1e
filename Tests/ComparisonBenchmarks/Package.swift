// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ComparisonBenchmarks",
    products: [
        .executable(name: "compare-bench", targets: ["compare-bench"]),
        .executable(name: "sync-floor", targets: ["sync-floor"]),
        .library(name: "ComparisonBenchmarking", targets: ["ComparisonBenchmarking"]),
    ],
    dependencies: [
        .package(path: "../ParserBenchmarks"),
        .package(path: "../NetworkBenchmarks"),
        .package(path: "../LibraryBenchmarks"),
        .package(path: "../EndToEnd"),
        .package(path: "../../Packages/LoopbackServerService"),
        .package(path: "../../Packages/OPMLService"),
        .package(path: "../../Packages/DatabaseService"),
        .package(path: "../../Packages/HTTPService"),
        .package(path: "../../Packages/ConfigurationService"),
        .package(path: "../../Packages/SyncService"),
        .package(path: "../../Packages/HTMLTreeService"),
        .package(path: "../../Packages/FullTextLogic"),
    ],
    targets: [
        .target(
            name: "ComparisonBenchmarking",
            dependencies: [
                .product(name: "ParserBenchmarking", package: "ParserBenchmarks"),
                .product(name: "NetworkBenchmarking", package: "NetworkBenchmarks"),
                .product(name: "LibraryBenchmarking", package: "LibraryBenchmarks"),
                .product(name: "LoopbackServerService", package: "LoopbackServerService"),
                .product(name: "OPMLService", package: "OPMLService"),
                .product(name: "EndToEndSupport", package: "EndToEnd"),
                .product(name: "ConfigurationService", package: "ConfigurationService"),
                .product(name: "HTMLTreeService", package: "HTMLTreeService"),
                .product(name: "FullTextLogic", package: "FullTextLogic"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "compare-bench",
            dependencies: [
                "ComparisonBenchmarking",
                .product(name: "LibraryBenchmarking", package: "LibraryBenchmarks"),
                .product(name: "NetworkBenchmarking", package: "NetworkBenchmarks"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "sync-floor",
            dependencies: [
                .product(name: "NetworkBenchmarking", package: "NetworkBenchmarks"),
                .product(name: "ConfigurationService", package: "ConfigurationService"),
                .product(name: "HTTPService", package: "HTTPService"),
                .product(name: "SyncService", package: "SyncService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ComparisonBenchmarksTests",
            dependencies: [
                "ComparisonBenchmarking",
                .product(name: "LibraryBenchmarking", package: "LibraryBenchmarks"),
                .product(name: "DatabaseService", package: "DatabaseService"),
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
