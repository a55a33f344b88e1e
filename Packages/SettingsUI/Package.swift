// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "SettingsUI",
    products: [
        .library(name: "SettingsUI", targets: ["SettingsUI"])
    ],
    dependencies: [
        .package(path: "../TerminalUI"),
        .package(path: "../NavigationUI"),
        .package(path: "../TerminalTextService"),
        .package(path: "../ConfigurationService"),
    ],
    targets: [
        .target(
            name: "SettingsUI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "TerminalTextService", package: "TerminalTextService"),
                .product(name: "ConfigurationService", package: "ConfigurationService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SettingsUITests",
            dependencies: [
                "SettingsUI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ConfigurationService", package: "ConfigurationService"),
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
