// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FeedLogic",
    products: [.library(name: "FeedLogic", targets: ["FeedLogic"])],
    targets: [
        .target(
            name: "FeedLogic",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "FeedLogicTests", dependencies: ["FeedLogic"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
