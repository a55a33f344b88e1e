// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "OrphanService",
    products: [.library(name: "OrphanService", targets: ["OrphanService"])],
    dependencies: [

    ],
    targets: [
        .target(
            name: "OrphanService",
            dependencies: [

            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "OrphanServiceTests", dependencies: ["OrphanService"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
     .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
     .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
