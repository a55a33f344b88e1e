// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "CommandLineUI",
    products: [
        .library(name: "CommandLineUI", targets: ["CommandLineUI"])
    ],
    dependencies: [
        .package(path: "../TerminalUI"),
        .package(path: "../NavigationUI"),
        .package(path: "../ExitCodeUI"),
    ],
    targets: [
        .target(
            name: "CommandLineUI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CommandLineUITests",
            dependencies: [
                "CommandLineUI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
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
