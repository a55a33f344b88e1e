// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Tidings",
    products: [
        .executable(name: "tidings", targets: ["tidings"]),
        .library(name: "TidingsApp", targets: ["TidingsApp"]),
    ],
    dependencies: [
        .package(path: "../../Packages/ConfigurationService")
    ],
    targets: [
        .target(
            name: "TidingsApp",
            dependencies: [.product(name: "ConfigurationService", package: "ConfigurationService")],
            swiftSettings: swiftSettings
        ),
        .executableTarget(name: "tidings", dependencies: ["TidingsApp"], swiftSettings: swiftSettings),
        .testTarget(
            name: "TidingsAppTests",
            dependencies: [
                "TidingsApp", .product(name: "ConfigurationService", package: "ConfigurationService"),
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
