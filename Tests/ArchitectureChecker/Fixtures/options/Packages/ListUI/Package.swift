// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ListUI",
    products: [.library(name: "ListUI", targets: ["ListUI"])],
    targets: [
        .target(
            name: "ListUI",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "ListUITests", dependencies: ["ListUI"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
