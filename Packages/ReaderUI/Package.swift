// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ReaderUI",
    products: [
        .library(name: "ReaderUI", targets: ["ReaderUI"])
    ],
    dependencies: [
        .package(path: "../DatabaseService"),
        .package(path: "../TerminalUI"),
        .package(path: "../NavigationUI"),
        .package(path: "../ExitCodeUI"),
        .package(path: "../TerminalTextService"),
        .package(path: "../LibraryModelLogic"),
        .package(path: "../ArticleLogic"),
        .package(path: "../ShareService"),
        .package(path: "../ArticlesUI"),
        .package(path: "../FullTextLogic"),
        .package(path: "../PictureLogic"),
        .package(path: "../PictureService"),
    ],
    targets: [
        .target(
            name: "ReaderUI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
                .product(name: "TerminalTextService", package: "TerminalTextService"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "ShareService", package: "ShareService"),
                .product(name: "ArticlesUI", package: "ArticlesUI"),
                .product(name: "FullTextLogic", package: "FullTextLogic"),
                .product(name: "PictureLogic", package: "PictureLogic"),
                .product(name: "PictureService", package: "PictureService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ReaderUITests",
            dependencies: [
                .product(name: "DatabaseService", package: "DatabaseService"),
                "ReaderUI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NavigationUI", package: "NavigationUI"),
                .product(name: "ExitCodeUI", package: "ExitCodeUI"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
                .product(name: "ShareService", package: "ShareService"),
                .product(name: "PictureLogic", package: "PictureLogic"),
                .product(name: "PictureService", package: "PictureService"),
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
