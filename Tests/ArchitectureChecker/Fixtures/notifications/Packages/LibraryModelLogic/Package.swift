// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "LibraryModelLogic",
    products: [.library(name: "LibraryModelLogic", targets: ["LibraryModelLogic"])],
    targets: [
        .target(
            name: "LibraryModelLogic",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "LibraryModelLogicTests", dependencies: ["LibraryModelLogic"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
