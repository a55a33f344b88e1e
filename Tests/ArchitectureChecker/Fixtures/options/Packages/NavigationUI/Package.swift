// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "NavigationUI",
    products: [.library(name: "NavigationUI", targets: ["NavigationUI"])],
    targets: [
        .target(
            name: "NavigationUI",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "NavigationUITests", dependencies: ["NavigationUI"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
