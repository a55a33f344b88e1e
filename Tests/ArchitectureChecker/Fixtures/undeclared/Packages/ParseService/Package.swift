// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ParseService",
    products: [.library(name: "ParseService", targets: ["ParseService"])],
    dependencies: [
        .package(path: "../FetchService"),
    ],
    targets: [
        .target(
            name: "ParseService",
            dependencies: [
                "FetchService",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "ParseServiceTests", dependencies: ["ParseService"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
     .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
     .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
