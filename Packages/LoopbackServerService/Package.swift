// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "LoopbackServerService",
    products: [
        .library(name: "LoopbackServerService", targets: ["LoopbackServerService"]),
        .executable(name: "loopback-server", targets: ["loopback-server"]),
    ],
    dependencies: [
        .package(path: "../UnicodeTextService")
    ],
    targets: [
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "LoopbackServerService",
            dependencies: ["CZlib", .product(name: "UnicodeTextService", package: "UnicodeTextService")],
            swiftSettings: swiftSettings),
        .executableTarget(
            name: "loopback-server", dependencies: ["LoopbackServerService"], swiftSettings: swiftSettings),
        .testTarget(
            name: "LoopbackServerServiceTests", dependencies: ["LoopbackServerService"],
            swiftSettings: swiftSettings),
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
