// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "RefreshLogic",
    products: [.library(name: "RefreshLogic", targets: ["RefreshLogic"])],
    targets: [
        .target(
            name: "RefreshLogic",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "RefreshLogicTests", dependencies: ["RefreshLogic"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
