// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FormatService",
    products: [.library(name: "FormatService", targets: ["FormatService"])],
    dependencies: [

    ],
    targets: [
        .target(
            name: "FormatService",
            dependencies: [

            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "FormatServiceTests", dependencies: ["FormatService"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
     .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
     .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
