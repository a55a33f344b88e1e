// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "CopyService",
    products: [.library(name: "CopyService", targets: ["CopyService"])],
    targets: [
        .target(
            name: "CopyService",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "CopyServiceTests", dependencies: ["CopyService"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
