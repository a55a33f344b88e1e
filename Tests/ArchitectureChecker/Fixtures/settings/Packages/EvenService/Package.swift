// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "EvenService",
    products: [.library(name: "EvenService", targets: ["EvenService"])],
    dependencies: [

    ],
    targets: [
        .target(
            name: "EvenService",
            dependencies: [

            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "EvenServiceTests", dependencies: ["EvenService"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
     .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
     .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
