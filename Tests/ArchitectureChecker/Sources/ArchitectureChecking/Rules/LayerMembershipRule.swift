/// Rule 5: every package sits in exactly one layer. A package folder without a layer
/// suffix, a manifest outside the package folders, and a package without tests or a README
/// are findings.
struct LayerMembershipRule: ArchitectureRule {
    let id = RuleID.layerMembership

    func findings(in repository: Repository, rules: ArchitectureRules) -> [Finding] {
        let suffixes = rules.layers.map(\.suffix).joined(separator: ", ")
        var findings = repository.strayManifests.map { path in
            Finding(
                rule: id, path: path, line: 1,
                message: "a package outside \(rules.packagesDirectory)/ has no layer; move it to "
                    + "\(rules.packagesDirectory)/<Name>/ with a name ending in one of: \(suffixes)")
        }
        findings += repository.foldersWithoutManifest.map { folder in
            Finding(
                rule: id, path: folder, line: 1,
                message: "\(folder) is in \(rules.packagesDirectory)/ but holds no Package.swift")
        }
        for package in repository.packages {
            let line = package.locator.packageLine
            func report(_ message: String) {
                findings.append(Finding(rule: id, path: package.manifestPath, line: line, message: message))
            }
            if package.role == .unassigned {
                report("package \(package.name) has no layer: its name must end in one of \(suffixes)")
            }
            if package.name != package.folderName {
                report(
                    "package \(package.name) lives in folder \(package.folderName); the two names must match")
            }
            if !package.manifest.targets.contains(where: \.isTest) {
                report("package \(package.name) has no test target; add Tests/\(package.name)Tests")
            }
            if !repository.paths.contains("\(package.directory)/README.md") {
                report("package \(package.name) has no README.md saying what it owns")
            }
        }
        return findings
    }
}
