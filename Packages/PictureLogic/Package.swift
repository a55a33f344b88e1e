// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "PictureLogic",
    products: [
        .library(name: "PictureLogic", targets: ["PictureLogic"])
    ],
    dependencies: [
        .package(path: "../PictureService"),
        .package(path: "../HTTPService"),
        .package(path: "../LoopbackServerService"),
        .package(path: "../UnicodeTextService"),
    ],
    targets: [
        .target(
            name: "PictureLogic",
            dependencies: [
                .product(name: "PictureService", package: "PictureService"),
                .product(name: "HTTPService", package: "HTTPService"),
                .product(name: "UnicodeTextService", package: "UnicodeTextService"),
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "PictureLogicTests",
            dependencies: [
                "PictureLogic",
                .product(name: "PictureService", package: "PictureService"),
                .product(name: "HTTPService", package: "HTTPService"),
                .product(name: "LoopbackServerService", package: "LoopbackServerService"),
            ],
            exclude: ["Fixtures"], swiftSettings: swiftSettings),
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
