// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "TerminalTextService",
    products: [
        .library(name: "TerminalTextService", targets: ["TerminalTextService"])
    ],
    dependencies: [
        .package(path: "../UnicodeTextService")
    ],
    targets: [
        .systemLibrary(name: "CWideCharacterWidth"),
        .target(
            name: "TerminalTextService",
            dependencies: [
                "CWideCharacterWidth",
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "TerminalTextServiceTests", dependencies: ["TerminalTextService"],
            swiftSettings: swiftSettings),
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
