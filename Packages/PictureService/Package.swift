// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "PictureService",
    products: [
        .library(name: "PictureService", targets: ["PictureService"])
    ],
    targets: [
        // GdkPixbuf's and libchafa's headers, with GLib's folders from `tidings-pictures.pc`, which
        // `make workspace` writes from pkg-config: include folders only, since both libraries are
        // loaded when first used (pixbuf.h, chafa.h) and nothing links them.
        .systemLibrary(
            name: "CPictures", pkgConfig: "tidings-pictures",
            providers: [.apt(["libgdk-pixbuf-2.0-dev", "libchafa-dev"])]),
        .target(name: "PictureService", dependencies: ["CPictures"], swiftSettings: swiftSettings),
        .testTarget(
            name: "PictureServiceTests", dependencies: ["PictureService"],
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
