// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "HTMLService",
    products: [
        .library(name: "HTMLService", targets: ["HTMLService"])
    ],
    dependencies: [
        .package(path: "../UnicodeTextService"),
        .package(path: "../XMLService"),
        .package(path: "../TerminalTextService"),
    ],
    targets: [
        .target(
            name: "HTMLService",
            dependencies: [
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
                .product(name: "XMLService", package: "XMLService"),
                .product(name: "TerminalTextService", package: "TerminalTextService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "HTMLServiceTests",
            dependencies: [
                "HTMLService",
                .product(name: "TerminalTextService", package: "TerminalTextService"),
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
