// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ReadLogic",
    products: [.library(name: "ReadLogic", targets: ["ReadLogic"])],
    dependencies: [
        .package(path: "../ParseService"),
    ],
    targets: [
        .target(
            name: "ReadLogic",
            dependencies: [
                "ParseService",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "ReadLogicTests", dependencies: ["ReadLogic"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
     .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
     .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
