// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ArchitectureChecker",
    products: [
        .executable(name: "architecture-checker", targets: ["architecture-checker"]),
        .library(name: "ArchitectureChecking", targets: ["ArchitectureChecking"]),
    ],
    targets: [
        .target(name: "ArchitectureChecking", swiftSettings: swiftSettings),
        .executableTarget(
            name: "architecture-checker",
            dependencies: ["ArchitectureChecking"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ArchitectureCheckingTests",
            dependencies: ["ArchitectureChecking", "architecture-checker"],
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
