// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "NewsboatService",
    products: [
        .library(name: "NewsboatService", targets: ["NewsboatService"])
    ],
    dependencies: [
        .package(path: "../UnicodeTextService"),
        .package(path: "../DatabaseService"),
    ],
    targets: [
        .target(
            name: "NewsboatService",
            dependencies: [
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
                .product(name: "DatabaseService", package: "DatabaseService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "NewsboatServiceTests",
            dependencies: [
                "NewsboatService",
                .product(name: "DatabaseService", package: "DatabaseService"),
            ],
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
