// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "XMLService",
    products: [
        .library(name: "XMLService", targets: ["XMLService"]),
        // libxml2 itself, for test-harness packages only (the parser benchmark's raw baseline).
        // Product packages reach libxml2 through XMLService.
        .library(name: "CLibXML2", targets: ["CLibXML2"]),
    ],
    dependencies: [
        .package(path: "../UnicodeTextService")
    ],
    targets: [
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .target(
            name: "XMLService",
            dependencies: ["CLibXML2", .product(name: "UnicodeTextService", package: "UnicodeTextService")],
            swiftSettings: swiftSettings),
        .testTarget(name: "XMLServiceTests", dependencies: ["XMLService"], swiftSettings: swiftSettings),
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
