// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FeedUI",
    products: [.library(name: "FeedUI", targets: ["FeedUI"])],
    targets: [
        .target(
            name: "FeedUI",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "FeedUITests", dependencies: ["FeedUI"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
