// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FeatureScaffold",
    products: [
        .executable(name: "feature-scaffold", targets: ["feature-scaffold"]),
        .library(name: "FeatureScaffolding", targets: ["FeatureScaffolding"]),
    ],
    dependencies: [
        .package(path: "../ArchitectureChecker")
    ],
    targets: [
        .target(
            name: "FeatureScaffolding",
            dependencies: [.product(name: "ArchitectureChecking", package: "ArchitectureChecker")],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "feature-scaffold",
            dependencies: ["FeatureScaffolding"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "FeatureScaffoldingTests",
            dependencies: ["FeatureScaffolding"],
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
