// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "LoanLogic",
    products: [.library(name: "LoanLogic", targets: ["LoanLogic"])],
    targets: [
        .target(
            name: "LoanLogic",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "LoanLogicTests", dependencies: ["LoanLogic"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
