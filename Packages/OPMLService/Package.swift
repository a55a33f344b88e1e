// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "OPMLService",
    products: [
        .library(name: "OPMLService", targets: ["OPMLService"])
    ],
    dependencies: [
        .package(path: "../UnicodeTextService"),
        .package(path: "../XMLService"),
    ],
    targets: [
        .target(
            name: "OPMLService",
            dependencies: [
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
                .product(name: "XMLService", package: "XMLService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "OPMLServiceTests",
            dependencies: ["OPMLService"],
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
