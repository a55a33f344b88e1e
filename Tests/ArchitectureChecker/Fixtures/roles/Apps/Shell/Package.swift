// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Shell",
    products: [.library(name: "Shell", targets: ["Shell"])],
    targets: [
        .target(
            name: "Shell",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "ShellTests", dependencies: ["Shell"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
