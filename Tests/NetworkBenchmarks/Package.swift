// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "NetworkBenchmarks",
    products: [
        .executable(name: "network-bench", targets: ["network-bench"]),
        .library(name: "NetworkBenchmarking", targets: ["NetworkBenchmarking"]),
    ],
    dependencies: [
        .package(path: "../../Packages/ConfigurationService"),
        .package(path: "../../Packages/HTTPService"),
        .package(path: "../../Packages/LoopbackServerService"),
    ],
    targets: [
        .target(
            name: "NetworkBenchmarking",
            dependencies: [
                .product(name: "ConfigurationService", package: "ConfigurationService"),
                .product(name: "HTTPService", package: "HTTPService"),
                .product(name: "LoopbackServerService", package: "LoopbackServerService"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "network-bench", dependencies: ["NetworkBenchmarking"], swiftSettings: swiftSettings),
        .testTarget(
            name: "NetworkBenchmarksTests",
            dependencies: [
                "NetworkBenchmarking",
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
