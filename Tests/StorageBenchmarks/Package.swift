// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "StorageBenchmarks",
    products: [
        .library(name: "StorageBenchmarking", targets: ["StorageBenchmarking"]),
        .executable(name: "storage-bench", targets: ["storage-bench"]),
    ],
    dependencies: [
        .package(path: "../../Packages/DatabaseService")
    ],
    targets: [
        .target(
            name: "StorageBenchmarking",
            dependencies: [.product(name: "DatabaseService", package: "DatabaseService")],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "storage-bench",
            dependencies: [
                "StorageBenchmarking", .product(name: "DatabaseService", package: "DatabaseService"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "StorageBenchmarksTests",
            dependencies: [
                "StorageBenchmarking", .product(name: "DatabaseService", package: "DatabaseService"),
            ],
            swiftSettings: swiftSettings
        ),
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
