// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FullTextUI",
    products: [
        .library(name: "FullTextUI", targets: ["FullTextUI"])
    ],
    dependencies: [
        .package(path: "../FullTextLogic"),
        .package(path: "../ArticleLogic"),
        .package(path: "../TerminalUI"),
        .package(path: "../NavigationUI"),
        .package(path: "../ExitCodeUI"),
        .package(path: "../TerminalTextService"),
        .package(path: "../HTTPService"),
        .package(path: "../HTMLTreeService"),
    ],
    targets: [
        .target(
            name: "FullTextUI",
            dependencies: [
                .product(name: "FullTextLogic", package: "FullTextLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
                .product(name: "TerminalTextService", package: "TerminalTextService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "FullTextUITests",
            dependencies: [
                "FullTextUI",
                .product(name: "FullTextLogic", package: "FullTextLogic"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "HTTPService", package: "HTTPService"),
                .product(name: "HTMLTreeService", package: "HTMLTreeService"),
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
