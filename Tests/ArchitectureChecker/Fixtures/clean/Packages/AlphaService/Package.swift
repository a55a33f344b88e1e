// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "AlphaService",
    products: [.library(name: "AlphaService", targets: ["AlphaService"])],
    dependencies: [

    ],
    targets: [
        .target(
            name: "AlphaService",
            dependencies: [

            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "AlphaServiceTests", dependencies: ["AlphaService"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
     .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
     .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
