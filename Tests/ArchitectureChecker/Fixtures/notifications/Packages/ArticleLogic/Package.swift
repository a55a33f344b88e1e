// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ArticleLogic",
    products: [.library(name: "ArticleLogic", targets: ["ArticleLogic"])],
    targets: [
        .target(
            name: "ArticleLogic",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "ArticleLogicTests", dependencies: ["ArticleLogic"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error), .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
