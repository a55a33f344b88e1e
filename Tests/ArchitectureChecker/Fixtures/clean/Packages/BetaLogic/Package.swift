// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "BetaLogic",
    products: [.library(name: "BetaLogic", targets: ["BetaLogic"])],
    dependencies: [
        .package(path: "../AlphaService"),
    ],
    targets: [
        .target(
            name: "BetaLogic",
            dependencies: [
                .product(name: "AlphaService", package: "AlphaService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "BetaLogicTests", dependencies: ["BetaLogic"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
     .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
     .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
