// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "CommonKit",
    products: [.library(name: "CommonKit", targets: ["CommonKit"])],
    dependencies: [

    ],
    targets: [
        .target(
            name: "CommonKit",
            dependencies: [

            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "CommonKitTests", dependencies: ["CommonKit"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
     .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
     .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
