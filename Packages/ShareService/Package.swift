// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ShareService",
    products: [
        .library(name: "ShareService", targets: ["ShareService"])
    ],
    dependencies: [.package(path: "../UnicodeTextService"), .package(path: "../ProgramService")],
    targets: [
        .target(
            name: "ShareService",
            dependencies: [
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
                .product(name: "ProgramService", package: "ProgramService"),
            ],
            swiftSettings: swiftSettings),
        .testTarget(name: "ShareServiceTests", dependencies: ["ShareService"], swiftSettings: swiftSettings),
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
