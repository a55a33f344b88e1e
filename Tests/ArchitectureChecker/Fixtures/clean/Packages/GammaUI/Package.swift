// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "GammaUI",
    products: [.library(name: "GammaUI", targets: ["GammaUI"])],
    dependencies: [
        .package(path: "../AlphaService"),
        .package(path: "../BetaLogic"),
    ],
    targets: [
        .target(
            name: "GammaUI",
            dependencies: [
                "AlphaService",
                .product(name: "BetaLogic", package: "BetaLogic"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "GammaUITests", dependencies: ["GammaUI"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
     .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
     .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
