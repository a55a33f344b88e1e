// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ShareService",
    products: [.library(name: "ShareService", targets: ["ShareService"])],
    targets: [
        .target(
            name: "ShareService",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "ShareServiceTests", dependencies: ["ShareService"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
