// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Bench",
    products: [.library(name: "Bench", targets: ["Bench"])],
    targets: [
        .target(
            name: "Bench",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "BenchTests", dependencies: ["Bench"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
