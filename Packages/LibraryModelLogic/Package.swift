// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "LibraryModelLogic",
    products: [
        .library(name: "LibraryModelLogic", targets: ["LibraryModelLogic"])
    ],
    dependencies: [
        .package(path: "../UnicodeTextService"),
        .package(path: "../FilterLogic"),
    ],
    targets: [
        .target(
            name: "LibraryModelLogic",
            dependencies: [
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
                .product(name: "FilterLogic", package: "FilterLogic"),
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "LibraryModelLogicTests", dependencies: ["LibraryModelLogic"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)

/// The settings every Tidings package shares (Config/Architecture.plist, `manifestTemplate`).
var swiftSettings: [SwiftSetting] {
    [
        .treatAllWarnings(as: .error),
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
