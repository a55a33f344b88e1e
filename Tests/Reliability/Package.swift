// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Reliability",
    products: [
        .executable(name: "reliability", targets: ["reliability"]),
        .library(name: "ReliabilityCases", targets: ["ReliabilityCases"]),
    ],
    dependencies: [
        .package(path: "../EndToEnd"),
        .package(path: "../../Packages/LoopbackServerService"),
        .package(path: "../../Packages/HTTPService"),
        .package(path: "../../Packages/DownloadService"),
    ],
    targets: [
        .target(
            name: "ReliabilityCases",
            dependencies: [
                .product(name: "EndToEndSupport", package: "EndToEnd"),
                .product(name: "LoopbackServerService", package: "LoopbackServerService"),
                .product(name: "HTTPService", package: "HTTPService"),
                .product(name: "DownloadService", package: "DownloadService"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "reliability", dependencies: ["ReliabilityCases"], swiftSettings: swiftSettings),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["ReliabilityCases"],
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
