// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "SearchUI",
    products: [.library(name: "SearchUI", targets: ["SearchUI"])],
    targets: [
        .target(
            name: "SearchUI",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "SearchUITests", dependencies: ["SearchUI"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
