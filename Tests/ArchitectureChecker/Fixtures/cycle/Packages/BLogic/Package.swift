// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "BLogic",
    products: [.library(name: "BLogic", targets: ["BLogic"])],
    dependencies: [
        .package(path: "../ALogic"),
    ],
    targets: [
        .target(
            name: "BLogic",
            dependencies: [
                "ALogic",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "BLogicTests", dependencies: ["BLogic"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
     .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
     .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
