// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "NetworkService",
    products: [.library(name: "NetworkService", targets: ["NetworkService"])],
    targets: [
        .target(
            name: "NetworkService",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "NetworkServiceTests", dependencies: ["NetworkService"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
