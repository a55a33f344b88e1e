/// One rule of the architecture: it reads the repository and reports its violations.
protocol ArchitectureRule {
    /// The id printed with each finding.
    var id: RuleID { get }

    /// The violations of this rule in `repository`.
    func findings(in repository: Repository, rules: ArchitectureRules) -> [Finding]
}

extension RepositoryPackage {
    /// Locates entries in this package's manifest.
    var locator: ManifestLocator { ManifestLocator(lines: manifestLines) }

    /// The name of the package's folder.
    var folderName: String { directory.split(separator: "/").last.map(String.init) ?? name }

    /// The name of the layer the package is in, or nil for the app, the harness and a package
    /// without a layer.
    var layerName: String? {
        if case .layer(let layer) = role { return layer.name }
        return nil
    }
}

extension Repository {
    /// The package that defines `module`, if any package in the tree does.
    func owningPackage(ofModule module: String) -> RepositoryPackage? {
        moduleOwners[module].flatMap { package(named: $0.packageName) }
    }
}
