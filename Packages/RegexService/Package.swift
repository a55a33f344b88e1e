// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "RegexService",
    products: [
        .library(name: "RegexService", targets: ["RegexService"])
    ],
    dependencies: [
        .package(path: "../UnicodeTextService")
    ],
    targets: [
        .target(
            name: "RegexService",
            dependencies: [.product(name: "UnicodeTextService", package: "UnicodeTextService")],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "RegexServiceTests", dependencies: ["RegexService"],
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
