// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "WidgetKit",
    products: [.library(name: "WidgetKit", targets: ["WidgetKit"])],
    dependencies: [

    ],
    targets: [
        .target(
            name: "WidgetKit",
            dependencies: [

            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "WidgetKitTests", dependencies: ["WidgetKit"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
     .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
     .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
