// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FeedParserService",
    products: [
        .library(name: "FeedParserService", targets: ["FeedParserService"])
    ],
    dependencies: [
        .package(path: "../JSONService"),
        .package(path: "../MappedFileService"),
        .package(path: "../UnicodeTextService"),
        .package(path: "../XMLService"),
    ],
    targets: [
        .target(
            name: "FeedParserService",
            dependencies: [
                .product(name: "JSONService", package: "JSONService"),
                .product(name: "MappedFileService", package: "MappedFileService"),
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
                .product(name: "XMLService", package: "XMLService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "FeedParserServiceTests",
            dependencies: [
                "FeedParserService", .product(name: "XMLService", package: "XMLService"),
                .product(name: "MappedFileService", package: "MappedFileService"),
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
