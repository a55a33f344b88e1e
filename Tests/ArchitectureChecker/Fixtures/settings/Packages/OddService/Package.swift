// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "OddService",
    products: [.library(name: "OddService", targets: ["OddService"])],
    dependencies: [

    ],
    targets: [
        .target(
            name: "OddService",
            dependencies: [

            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "OddServiceTests", dependencies: ["OddService"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v5]
)

var swiftSettings: [SwiftSetting] {
    [
     .enableUpcomingFeature("ExistentialAny"),
    ]
}
