// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ReadingUI",
    products: [.library(name: "ReadingUI", targets: ["ReadingUI"])],
    targets: [
        .target(
            name: "ReadingUI",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "ReadingUITests", dependencies: ["ReadingUI"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
