// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ReaderUI",
    products: [.library(name: "ReaderUI", targets: ["ReaderUI"])],
    targets: [
        .target(
            name: "ReaderUI",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "ReaderUITests", dependencies: ["ReaderUI"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
