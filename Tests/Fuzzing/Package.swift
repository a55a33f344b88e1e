// swift-tools-version: 6.2
import PackageDescription

/// The fuzzers, one executable each; `make fuzz` builds them with `--sanitize=fuzzer`.
let fuzzers = [
    "feed-parser-fuzzer", "opml-reader-fuzzer", "html-text-fuzzer", "settings-fuzzer",
    "plain-xml-differential-fuzzer",
]

let package = Package(
    name: "Fuzzing",
    products: [
        .library(name: "FuzzEntryPoints", targets: ["FuzzEntryPoints"])
    ] + fuzzers.map { .executable(name: $0, targets: [$0]) },
    dependencies: [
        .package(path: "../../Packages/FeedParserService"),
        .package(path: "../../Packages/OPMLService"),
        .package(path: "../../Packages/HTMLService"),
        .package(path: "../../Packages/ConfigurationService"),
        .package(path: "../../Packages/XMLService"),
    ],
    targets: [
        .target(
            name: "FuzzEntryPoints",
            dependencies: [
                .product(name: "FeedParserService", package: "FeedParserService"),
                .product(name: "OPMLService", package: "OPMLService"),
                .product(name: "HTMLService", package: "HTMLService"),
                .product(name: "ConfigurationService", package: "ConfigurationService"),
                .product(name: "XMLService", package: "XMLService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "FuzzingTests",
            dependencies: ["FuzzEntryPoints"],
            swiftSettings: swiftSettings
        ),
    ]
        + fuzzers.map {
            .executableTarget(name: $0, dependencies: ["FuzzEntryPoints"], swiftSettings: swiftSettings)
        },
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
