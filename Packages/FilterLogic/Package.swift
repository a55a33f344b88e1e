// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FilterLogic",
    products: [
        .library(name: "FilterLogic", targets: ["FilterLogic"])
    ],
    dependencies: [
        .package(path: "../RegexService")
    ],
    targets: [
        .target(
            name: "FilterLogic",
            dependencies: [.product(name: "RegexService", package: "RegexService")],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "FilterLogicTests", dependencies: ["FilterLogic"], swiftSettings: swiftSettings),
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
