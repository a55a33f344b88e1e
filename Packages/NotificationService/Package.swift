// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "NotificationService",
    products: [
        .library(name: "NotificationService", targets: ["NotificationService"])
    ],
    dependencies: [.package(path: "../UnicodeTextService")],
    targets: [
        // pkg-config gives libdbus's two header folders; it also links libdbus, whose record the
        // release executable loses after linking (shim.h loads it when first used).
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        .target(
            name: "NotificationService",
            dependencies: ["CDBus", .product(name: "UnicodeTextService", package: "UnicodeTextService")],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "NotificationServiceTests", dependencies: ["NotificationService"],
            swiftSettings: swiftSettings),
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
