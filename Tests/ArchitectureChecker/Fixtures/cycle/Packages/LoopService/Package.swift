// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "LoopService",
    products: [.library(name: "LoopService", targets: ["LoopService"])],
    targets: [
        .target(
            name: "LoopService",
            dependencies: [
                "LoopParts",
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "LoopParts",
            dependencies: [
                "LoopService",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "LoopServiceTests", dependencies: ["LoopService"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
