// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "CardsUI",
    products: [.library(name: "CardsUI", targets: ["CardsUI"])],
    dependencies: [
        .package(path: "../CardLogic"),
        .package(path: "../NetworkService"),
    ],
    targets: [
        .target(
            name: "CardsUI",
            dependencies: [.product(name: "CardLogic", package: "CardLogic"), .product(name: "NetworkService", package: "NetworkService")],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "CardsWidgets",
            dependencies: [.product(name: "NetworkService", package: "NetworkService")],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "CardsUITests", dependencies: ["CardsUI"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
