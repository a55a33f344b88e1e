// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "LonelyService",
    products: [.library(name: "LonelyService", targets: ["LonelyService"])],
    dependencies: [

    ],
    targets: [
        .target(
            name: "LonelyService",
            dependencies: [

            ],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
     .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
     .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
