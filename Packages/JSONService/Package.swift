// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "JSONService",
    products: [
        .library(name: "JSONService", targets: ["JSONService"])
    ],
    targets: [
        .target(name: "JSONService", swiftSettings: swiftSettings),
        .testTarget(
            name: "JSONServiceTests", dependencies: ["JSONService"],
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
