// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "MathService",
    products: [.library(name: "MathService", targets: ["MathService"])],
    targets: [
        .target(
            name: "MathService",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "MathServiceTests", dependencies: ["MathService"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
