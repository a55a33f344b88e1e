// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "UnicodeTextService",
    products: [
        .library(name: "UnicodeTextService", targets: ["UnicodeTextService"])
    ],
    targets: [
        .target(name: "UnicodeTextService", swiftSettings: swiftSettings),
        .testTarget(
            name: "UnicodeTextServiceTests", dependencies: ["UnicodeTextService"],
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
