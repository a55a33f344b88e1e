// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "CardLogic",
    products: [.library(name: "CardLogic", targets: ["CardLogic"])],
    targets: [
        .target(
            name: "CardLogic",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "CardLogicTests", dependencies: ["CardLogic"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
