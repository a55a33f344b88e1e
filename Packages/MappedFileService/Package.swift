// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "MappedFileService",
    products: [
        .library(name: "MappedFileService", targets: ["MappedFileService"])
    ],
    targets: [
        .target(name: "MappedFileService", swiftSettings: swiftSettings),
        .testTarget(
            name: "MappedFileServiceTests", dependencies: ["MappedFileService"], swiftSettings: swiftSettings),
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
