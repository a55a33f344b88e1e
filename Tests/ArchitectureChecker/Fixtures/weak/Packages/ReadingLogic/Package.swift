// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ReadingLogic",
    products: [.library(name: "ReadingLogic", targets: ["ReadingLogic"])],
    targets: [
        .target(
            name: "ReadingLogic",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "ReadingLogicTests", dependencies: ["ReadingLogic"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
