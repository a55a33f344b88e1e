// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ALogic",
    products: [.library(name: "ALogic", targets: ["ALogic"])],
    dependencies: [
        .package(path: "../BLogic"),
    ],
    targets: [
        .target(
            name: "ALogic",
            dependencies: [
                "BLogic",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "ALogicTests", dependencies: ["ALogic"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
     .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
     .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
