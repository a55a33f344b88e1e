// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "DatabaseService",
    products: [
        .library(name: "DatabaseService", targets: ["DatabaseService"])
    ],
    dependencies: [
        .package(path: "../RegexService"),
        .package(path: "../UnicodeTextService"),
    ],
    targets: [
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .target(
            name: "DatabaseService",
            dependencies: [
                "CSQLite", .product(name: "RegexService", package: "RegexService"),
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "DatabaseServiceTests",
            dependencies: ["DatabaseService"],
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
