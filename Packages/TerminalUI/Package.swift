// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "TerminalUI",
    products: [
        .library(name: "TerminalUI", targets: ["TerminalUI"])
    ],
    dependencies: [
        .package(path: "../UnicodeTextService"),
        .package(path: "../TerminalTextService"),
    ],
    targets: [
        .target(
            name: "TerminalUI",
            dependencies: [
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
                .product(name: "TerminalTextService", package: "TerminalTextService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: [
                "TerminalUI", .product(name: "TerminalTextService", package: "TerminalTextService"),
            ],
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
