// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "DisplayService",
    products: [.library(name: "DisplayService", targets: ["DisplayService"])],
    targets: [
        .target(
            name: "DisplayService",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "DisplayServiceTests", dependencies: ["DisplayService"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
