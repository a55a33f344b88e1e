public import Foundation

/// Reads a repository from disk: finds its packages, evaluates their manifests and scans
/// their Swift sources.
public struct RepositoryLoader: Sendable {
    public let root: URL
    public let rules: ArchitectureRules
    public let manifests: ManifestLoader

    public init(root: URL, rules: ArchitectureRules, manifests: ManifestLoader) {
        self.root = root.standardizedFileURL.resolvingSymlinksInPath()
        self.rules = rules
        self.manifests = manifests
    }

    /// Scans the tree and evaluates every manifest.
    public func load() throws(CheckerError) -> Repository {
        let paths = scanPaths()
        let manifestPaths = paths.filter { $0 == "Package.swift" || $0.hasSuffix("/Package.swift") }
        let packageDirectories = manifestPaths.map { String($0.dropLast("/Package.swift".count)) }
            .filter { isPackageLocation($0) }
        let strays = manifestPaths.filter { !isPackageLocation(String($0.dropLast("/Package.swift".count))) }
        let evaluated = try manifests.load(packageDirectories.map { root.appendingPathComponent($0) })

        var packages: [RepositoryPackage] = []
        for (directory, manifest) in zip(packageDirectories, evaluated) {
            let text =
                (try? String(
                    contentsOf: root.appendingPathComponent("\(directory)/Package.swift"), encoding: .utf8))
                ?? ""
            packages.append(
                RepositoryPackage(
                    directory: directory, manifest: manifest,
                    manifestLines: text.components(separatedBy: "\n"),
                    role: role(of: directory, manifest: manifest)))
        }
        let pathSet = Set(paths)
        let sources = packages.flatMap { sourceFiles(of: $0, among: pathSet) }
        let packageFolders = Set(
            paths.compactMap { path -> String? in
                let parts = path.split(separator: "/")
                guard parts.count == 2, parts[0] == rules.packagesDirectory else { return nil }
                return path
            })
        let foldersWithoutManifest = packageFolders.filter { folder in
            isDirectory(folder) && !pathSet.contains("\(folder)/Package.swift")
        }
        return Repository(
            rootPath: root.path, packages: packages.sorted { $0.directory < $1.directory }, sources: sources,
            paths: paths, strayManifests: strays.sorted(),
            foldersWithoutManifest: foldersWithoutManifest.sorted())
    }

    /// Every file and folder below the root, relative to it, leaving out hidden entries,
    /// build folders and the excluded folders.
    private func scanPaths() -> [String] {
        var found: [String] = []
        let excluded = Set(rules.excludedDirectories)
        var pending = [""]
        while let relative = pending.popLast() {
            let url = relative.isEmpty ? root : root.appendingPathComponent(relative)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : "\(relative)/\(name)"
                if excluded.contains(path) { continue }
                found.append(path)
                if isDirectory(path) { pending.append(path) }
            }
        }
        return found.sorted()
    }

    private func isDirectory(_ relative: String) -> Bool {
        var directory: ObjCBool = false
        let exists = FileManager.default.fileExists(
            atPath: root.appendingPathComponent(relative).path, isDirectory: &directory)
        return exists && directory.boolValue
    }

    /// Whether a folder is a place a package may live: one level below the packages, apps
    /// or harness folder.
    private func isPackageLocation(_ directory: String) -> Bool {
        let parts = directory.split(separator: "/")
        let homes = [rules.packagesDirectory, rules.appsDirectory, rules.harnessDirectory]
        return parts.count == 2 && homes.contains(String(parts[0]))
    }

    private func role(of directory: String, manifest: PackageManifest) -> RepositoryPackage.Role {
        let home = directory.split(separator: "/").first.map(String.init)
        if home == rules.appsDirectory { return .app }
        if home == rules.harnessDirectory { return .harness }
        if let layer = rules.layer(ofPackageNamed: manifest.name) { return .layer(layer) }
        return .unassigned
    }

    private func sourceFiles(of package: RepositoryPackage, among paths: Set<String>) -> [SourceFile] {
        package.manifest.targets.filter { !$0.isSystemLibrary }.flatMap { target -> [SourceFile] in
            let folder = "\(package.directory)/\(target.directory)"
            let excluded = target.exclude.map { "\(folder)/\($0)" }
            return paths.filter { path in
                path.hasPrefix("\(folder)/") && path.hasSuffix(".swift")
                    && !excluded.contains { path == $0 || path.hasPrefix("\($0)/") }
            }
            .sorted()
            .compactMap { path in
                guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                else { return nil }
                return SourceFile(
                    path: path, packageName: package.name, targetName: target.name,
                    declarations: SourceDeclarations(source: text))
            }
        }
    }
}
