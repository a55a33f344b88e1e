// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Harness",
    products: [.library(name: "Harness", targets: ["Harness"])],
    targets: [
        .target(
            name: "Harness",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "HarnessTests", dependencies: ["Harness"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
