// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FetchService",
    products: [.library(name: "FetchService", targets: ["FetchService"])],
    targets: [
        .target(
            name: "FetchService",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "FetchServiceTests", dependencies: ["FetchService"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
