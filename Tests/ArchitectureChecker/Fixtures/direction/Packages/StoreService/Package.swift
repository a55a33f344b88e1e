// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "StoreService",
    products: [.library(name: "StoreService", targets: ["StoreService"])],
    dependencies: [
        .package(path: "../ReadingLogic"),
    ],
    targets: [
        .target(
            name: "StoreService",
            dependencies: [
                "ReadingLogic",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "StoreServiceTests", dependencies: ["StoreService"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
     .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
     .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
