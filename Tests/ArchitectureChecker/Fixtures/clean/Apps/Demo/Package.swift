// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Demo",
    products: [.library(name: "Demo", targets: ["Demo"])],
    dependencies: [
        .package(path: "../../Packages/GammaUI"),
        .package(path: "../../Packages/BetaLogic"),
    ],
    targets: [
        .target(
            name: "Demo",
            dependencies: [
                "GammaUI",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DemoTests", dependencies: ["Demo", .product(name: "BetaLogic", package: "BetaLogic")],
            swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
     .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
     .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
