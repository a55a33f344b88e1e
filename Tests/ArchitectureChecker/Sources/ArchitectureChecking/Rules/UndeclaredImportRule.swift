/// Rule 3: a target imports only the modules it declares, or modules of the platform.
/// A module that compiles only because another dependency brings it along is a finding.
struct UndeclaredImportRule: ArchitectureRule {
    let id = RuleID.undeclaredImport

    func findings(in repository: Repository, rules: ArchitectureRules) -> [Finding] {
        var findings: [Finding] = []
        for file in repository.sources {
            guard let package = repository.package(named: file.packageName),
                let target = package.manifest.targets.first(where: { $0.name == file.targetName })
            else { continue }
            let declared = repository.declaredModules(of: target, in: package)
            for declaration in file.declarations.imports
            where !declared.contains(declaration.module)
                && !rules.platformModules.contains(declaration.module)
            {
                findings.append(
                    Finding(
                        rule: id, path: file.path, line: declaration.line,
                        message: message(
                            for: declaration.module, target: target.name, package: package,
                            repository: repository)))
            }
        }
        return findings
    }

    private func message(
        for module: String, target: String, package: RepositoryPackage, repository: Repository
    ) -> String {
        let fix = "declare it in the dependencies of \(target) in \(package.manifestPath)"
        guard let owner = repository.owningPackage(ofModule: module) else {
            return
                "\(target) imports \(module), which no package here defines and which is not a platform module; "
                + "add it to platformModules in the rules or remove the import"
        }
        if owner.name == package.name {
            return "\(target) imports \(module), a target of its own package that it does not declare; \(fix)"
        }
        if repository.dependencies(of: package).contains(where: { $0.name == owner.name }) {
            return
                "\(target) imports \(module); its package \(owner.name) is a dependency of \(package.name), but "
                + "\(target) does not name it; \(fix)"
        }
        if let via = firstDependency(of: package, reaching: owner, in: repository) {
            return "\(target) imports \(module), which it does not declare; it is reachable only through "
                + "\(via.name); \(fix)"
        }
        return
            "\(target) imports \(module) from \(owner.name), which \(package.name) does not depend on; \(fix)"
    }

    /// The direct dependency of `package` through which `owner` can be reached, if any.
    private func firstDependency(
        of package: RepositoryPackage, reaching owner: RepositoryPackage, in repository: Repository
    ) -> RepositoryPackage? {
        for direct in repository.dependencies(of: package) {
            var seen: Set<String> = [direct.name]
            var pending = [direct]
            while let next = pending.popLast() {
                if next.name == owner.name { return direct }
                for further in repository.dependencies(of: next) where seen.insert(further.name).inserted {
                    pending.append(further)
                }
            }
        }
        return nil
    }
}
