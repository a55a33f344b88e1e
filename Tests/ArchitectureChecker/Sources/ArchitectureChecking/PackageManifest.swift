/// The parts of `swift package dump-package` output that the checker uses.
public struct PackageManifest: Decodable, Sendable, Equatable {
    public let name: String
    public let toolsVersion: SwiftToolsVersion
    public let swiftLanguageVersions: [String]?
    public let dependencies: [PackageDependency]
    public let products: [Product]
    public let targets: [Target]

    /// The `// swift-tools-version` of the manifest.
    public struct SwiftToolsVersion: Decodable, Sendable, Equatable {
        public let version: String

        enum CodingKeys: String, CodingKey {
            case version = "_version"
        }
    }

    /// A package this one depends on; only local (`path:`) dependencies exist in this repository.
    public struct PackageDependency: Decodable, Sendable, Equatable {
        /// SwiftPM's identity for the dependency: its folder name in lowercase.
        public let identity: String
        /// The absolute path of the dependency, or nil for a remote one.
        public let path: String?

        private struct Location: Decodable {
            let identity: String
            let path: String?
        }

        private enum CodingKeys: String, CodingKey {
            case fileSystem, sourceControl, registry
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let local = try container.decodeIfPresent([Location].self, forKey: .fileSystem)?.first {
                identity = local.identity
                path = local.path
            } else {
                let remote =
                    try container.decodeIfPresent([Location].self, forKey: .sourceControl)?.first
                    ?? container.decodeIfPresent([Location].self, forKey: .registry)?.first
                identity = remote?.identity ?? "unknown"
                path = nil
            }
        }
    }

    /// A product the package vends.
    public struct Product: Decodable, Sendable, Equatable {
        public let name: String
        public let targets: [String]
    }

    /// A target with its dependencies and settings.
    public struct Target: Decodable, Sendable, Equatable {
        public let name: String
        public let type: String
        public let path: String?
        public let exclude: [String]
        public let dependencies: [TargetDependency]
        public let settings: [Setting]

        /// Whether this is a test target.
        public var isTest: Bool { type == "test" }
        /// Whether this is a system-library target, which has no Swift settings.
        public var isSystemLibrary: Bool { type == "system" }

        /// The folder of the target's sources, relative to the package.
        public var directory: String {
            path ?? (isTest ? "Tests/\(name)" : "Sources/\(name)")
        }
    }

    /// One entry in a target's `dependencies:`.
    public enum TargetDependency: Decodable, Sendable, Equatable {
        /// A bare name: a target of this package, or a product of a dependency.
        case byName(String)
        /// `.target(name:)`.
        case target(String)
        /// `.product(name:package:)`.
        case product(name: String, package: String?)

        private enum CodingKeys: String, CodingKey {
            case byName, target, product
        }

        /// The name written in the manifest.
        public var name: String {
            switch self {
            case .byName(let name), .target(let name), .product(let name, _): name
            }
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if var values = try? container.nestedUnkeyedContainer(forKey: .byName) {
                self = .byName(try values.decode(String.self))
            } else if var values = try? container.nestedUnkeyedContainer(forKey: .target) {
                self = .target(try values.decode(String.self))
            } else {
                var values = try container.nestedUnkeyedContainer(forKey: .product)
                let name = try values.decode(String.self)
                let package = try values.decodeIfPresent(String.self)
                self = .product(name: name, package: package)
            }
        }
    }

    /// One Swift setting, rendered as `kind(argument)` to compare with the template.
    public struct Setting: Decodable, Sendable, Equatable {
        public let tool: String
        public let rendered: String

        private enum CodingKeys: String, CodingKey {
            case tool, kind
        }

        private struct AnyKey: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            tool = try container.decode(String.self, forKey: .tool)
            let kind = try container.nestedContainer(keyedBy: AnyKey.self, forKey: .kind)
            guard let key = kind.allKeys.first else {
                rendered = "unknown"
                return
            }
            let arguments = try? kind.nestedContainer(keyedBy: AnyKey.self, forKey: key)
            let values = (arguments?.allKeys ?? []).sorted { $0.stringValue < $1.stringValue }.map {
                (try? arguments?.decode(String.self, forKey: $0)).flatMap { $0 }
                    ?? ((try? arguments?.decode([String].self, forKey: $0)).flatMap { $0 }?
                        .joined(separator: " ") ?? "?")
            }
            rendered = "\(key.stringValue)(\(values.joined(separator: ", ")))"
        }
    }
}
