/// Rule 1: interface may use logic and service, logic may use service, and service may use
/// only service. Nothing depends on the app, and no product package depends on the test
/// harness. Checked on declared dependencies and on every `import`.
struct LayerDirectionRule: ArchitectureRule {
    let id = RuleID.layerDirection

    func findings(in repository: Repository, rules: ArchitectureRules) -> [Finding] {
        var findings: [Finding] = []
        for package in repository.packages {
            for dependency in repository.dependencies(of: package) {
                guard let reason = violation(from: package, to: dependency) else { continue }
                findings.append(
                    Finding(
                        rule: id, path: package.manifestPath,
                        line: package.locator.packageDependencyLine(folder: dependency.folderName),
                        message: "\(describe(package)) depends on \(describe(dependency)); \(reason)"))
            }
        }
        for file in repository.sources {
            guard let package = repository.package(named: file.packageName) else { continue }
            for declaration in file.declarations.imports {
                guard let imported = repository.owningPackage(ofModule: declaration.module),
                    imported.name != package.name,
                    let reason = violation(from: package, to: imported)
                else { continue }
                findings.append(
                    Finding(
                        rule: id, path: file.path, line: declaration.line,
                        message:
                            "\(describe(package)) imports \(declaration.module) from \(describe(imported)); \(reason)"
                    ))
            }
        }
        return findings
    }

    private func describe(_ package: RepositoryPackage) -> String {
        "\(package.name) (\(package.roleName))"
    }

    /// Why the edge from `source` to `target` is not allowed, or nil when it is.
    private func violation(from source: RepositoryPackage, to target: RepositoryPackage) -> String? {
        if target.role == .app {
            return "nothing may depend on the app, which is the composition root"
        }
        switch source.role {
        case .app, .unassigned:
            return target.role == .harness ? "only test-harness packages may use the test harness" : nil
        case .harness:
            return nil
        case .layer(let layer):
            switch target.role {
            case .harness:
                return "only test-harness packages may use the test harness"
            case .layer(let targetLayer) where !layer.mayUse.contains(targetLayer.name):
                return "\(layer.name) may use only \(layer.mayUse.joined(separator: " and "))"
            default:
                return nil
            }
        }
    }
}
