// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "HTMLTreeService",
    products: [
        .library(name: "HTMLTreeService", targets: ["HTMLTreeService"])
    ],
    targets: [
        .systemLibrary(name: "CMyHTML", providers: [.apt(["libmodest-dev"])]),
        .target(name: "HTMLTreeService", dependencies: ["CMyHTML"], swiftSettings: swiftSettings),
        .testTarget(
            name: "HTMLTreeServiceTests", dependencies: ["HTMLTreeService"], swiftSettings: swiftSettings),
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
