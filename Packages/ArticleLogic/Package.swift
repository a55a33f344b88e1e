// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ArticleLogic",
    products: [
        .library(name: "ArticleLogic", targets: ["ArticleLogic"])
    ],
    dependencies: [
        .package(path: "../FilterLogic"),
        .package(path: "../LibraryModelLogic"),
        .package(path: "../DatabaseService"),
        .package(path: "../RegexService"),
        .package(path: "../HTMLService"),
        .package(path: "../TerminalTextService"),
        .package(path: "../MappedFileService"),
        .package(path: "../UnicodeTextService"),
    ],
    targets: [
        .target(
            name: "ArticleLogic",
            dependencies: [
                .product(name: "FilterLogic", package: "FilterLogic"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "RegexService", package: "RegexService"),
                .product(name: "HTMLService", package: "HTMLService"),
                .product(name: "TerminalTextService", package: "TerminalTextService"),
                .product(name: "MappedFileService", package: "MappedFileService"),
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ArticleLogicTests",
            dependencies: [
                "ArticleLogic",
                .product(name: "FilterLogic", package: "FilterLogic"),
                .product(name: "LibraryModelLogic", package: "LibraryModelLogic"),
                .product(name: "DatabaseService", package: "DatabaseService"),
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
