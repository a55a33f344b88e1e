/// A package found in the tree, with its evaluated manifest.
public struct RepositoryPackage: Sendable {
    /// Where a package sits, which decides what it may depend on.
    public enum Role: Sendable, Equatable {
        /// A package under `Packages/`, in the layer its suffix names.
        case layer(ArchitectureRules.Layer)
        /// A package under `Packages/` whose name has no layer suffix.
        case unassigned
        /// The composition root under `Apps/`.
        case app
        /// A package under `Tests/` that spans the others.
        case harness
    }

    /// The package's folder, relative to the repository root.
    public let directory: String
    public let manifest: PackageManifest
    /// The manifest's text, split into lines, for locating entries.
    public let manifestLines: [String]
    public let role: Role

    public var name: String { manifest.name }
    public var manifestPath: String { "\(directory)/Package.swift" }
    /// SwiftPM's identity for the package: its folder name in lowercase.
    public var identity: String {
        (directory.split(separator: "/").last.map(String.init) ?? name).lowercased()
    }

    /// A short description of the package's place, such as `service` or `the app`.
    public var roleName: String {
        switch role {
        case .layer(let layer): layer.name
        case .unassigned: "no layer"
        case .app: "the app"
        case .harness: "the test harness"
        }
    }
}

/// A Swift source file and the target it belongs to.
public struct SourceFile: Sendable {
    /// The file's path, relative to the repository root.
    public let path: String
    public let packageName: String
    public let targetName: String
    public let declarations: SourceDeclarations
}

/// Where a module comes from.
public struct ModuleOwner: Sendable, Equatable {
    public let packageName: String
    public let targetName: String
}

/// Everything the rules look at: the packages, their sources, and every file and folder name.
public struct Repository: Sendable {
    /// The repository root as an absolute, symlink-free path.
    public let rootPath: String
    public let packages: [RepositoryPackage]
    public let sources: [SourceFile]
    /// Every scanned file and folder, relative to the root, for the naming rule.
    public let paths: [String]
    /// `Package.swift` files in places where no package belongs.
    public let strayManifests: [String]
    /// Folders under the packages folder that hold no `Package.swift`.
    public let foldersWithoutManifest: [String]
    /// Which package and target define each module.
    public let moduleOwners: [String: ModuleOwner]

    public init(
        rootPath: String, packages: [RepositoryPackage], sources: [SourceFile], paths: [String],
        strayManifests: [String], foldersWithoutManifest: [String]
    ) {
        self.rootPath = rootPath
        self.packages = packages
        self.sources = sources
        self.paths = paths
        self.strayManifests = strayManifests
        self.foldersWithoutManifest = foldersWithoutManifest
        var owners: [String: ModuleOwner] = [:]
        for package in packages {
            for target in package.manifest.targets {
                owners[target.name] = ModuleOwner(packageName: package.name, targetName: target.name)
            }
        }
        moduleOwners = owners
    }

    /// The package with the given name.
    public func package(named name: String) -> RepositoryPackage? {
        packages.first { $0.name == name }
    }

    /// The packages `package` declares as dependencies, resolved by path.
    public func dependencies(of package: RepositoryPackage) -> [RepositoryPackage] {
        package.manifest.dependencies.compactMap { dependency in
            packages.first { candidate in
                guard let path = dependency.path else { return false }
                return path == "\(rootPath)/\(candidate.directory)"
            }
        }
    }

    /// The modules a target may import: itself, the targets it names, and the targets of the
    /// products it names.
    public func declaredModules(of target: PackageManifest.Target, in package: RepositoryPackage) -> Set<
        String
    > {
        var modules: Set<String> = [target.name]
        let localTargets = Set(package.manifest.targets.map(\.name))
        let dependencyPackages = dependencies(of: package)
        for dependency in target.dependencies {
            switch dependency {
            case .target(let name):
                modules.insert(name)
            case .byName(let name) where localTargets.contains(name):
                modules.insert(name)
            case .byName(let name):
                for other in dependencyPackages {
                    modules.formUnion(other.manifest.products.first { $0.name == name }?.targets ?? [])
                }
            case .product(let name, let packageIdentity):
                let providers = dependencyPackages.filter {
                    packageIdentity == nil || $0.identity == packageIdentity?.lowercased()
                        || $0.name == packageIdentity
                }
                for other in providers {
                    modules.formUnion(other.manifest.products.first { $0.name == name }?.targets ?? [])
                }
            }
        }
        return modules
    }
}
