// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ParserBenchmarks",
    products: [
        .executable(name: "parser-bench", targets: ["parser-bench"]),
        .library(name: "ParserBenchmarking", targets: ["ParserBenchmarking"]),
    ],
    dependencies: [
        .package(path: "../../Packages/XMLService"),
        .package(path: "../../Packages/FeedParserService"),
        .package(path: "../../Packages/HTTPService"),
        .package(path: "../../Packages/ArticleLogic"),
    ],
    targets: [
        .target(
            name: "ParserBenchmarking",
            dependencies: [
                .product(name: "CLibXML2", package: "XMLService"),
                .product(name: "XMLService", package: "XMLService"),
                .product(name: "FeedParserService", package: "FeedParserService"),
                .product(name: "HTTPService", package: "HTTPService"),
                .product(name: "ArticleLogic", package: "ArticleLogic"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "parser-bench",
            dependencies: [
                "ParserBenchmarking", .product(name: "FeedParserService", package: "FeedParserService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ParserBenchmarksTests",
            dependencies: [
                "ParserBenchmarking", .product(name: "FeedParserService", package: "FeedParserService"),
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
