// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "EndToEnd",
    products: [
        .library(name: "EndToEndSupport", targets: ["EndToEndSupport"])
    ],
    dependencies: [
        .package(path: "../../Packages/LoopbackServerService")
    ],
    targets: [
        .target(name: "EndToEndSupport", swiftSettings: swiftSettings),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "EndToEndSupport",
                .product(name: "LoopbackServerService", package: "LoopbackServerService"),
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
