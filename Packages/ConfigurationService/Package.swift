// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ConfigurationService",
    products: [
        .library(name: "ConfigurationService", targets: ["ConfigurationService"])
    ],
    dependencies: [.package(path: "../UnicodeTextService"), .package(path: "../XMLService")],
    targets: [
        .target(
            name: "ConfigurationService",
            dependencies: [
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
                .product(name: "XMLService", package: "XMLService"),
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "ConfigurationServiceTests",
            dependencies: ["ConfigurationService"],
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
