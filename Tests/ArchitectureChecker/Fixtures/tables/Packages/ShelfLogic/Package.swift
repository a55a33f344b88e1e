// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ShelfLogic",
    products: [.library(name: "ShelfLogic", targets: ["ShelfLogic"])],
    targets: [
        .target(
            name: "ShelfLogic",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "ShelfLogicTests", dependencies: ["ShelfLogic"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
