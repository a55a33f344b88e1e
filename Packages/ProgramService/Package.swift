// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ProgramService",
    products: [
        .library(name: "ProgramService", targets: ["ProgramService"])
    ],
    dependencies: [.package(path: "../UnicodeTextService")],
    targets: [
        .target(
            name: "ProgramService",
            dependencies: [.product(name: "UnicodeTextService", package: "UnicodeTextService")],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "ProgramServiceTests", dependencies: ["ProgramService"], swiftSettings: swiftSettings),
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
