/// Rule 8: a logic or service object handed a UI object holds it weakly. A stored property
/// whose type is a view or view controller (`…View`, `…ViewController`, `any View`; the
/// `roles.viewSuffixes`) is `weak` when it is held by a use case (a type named `…UseCase`,
/// wherever it is) or by any type declared in a logic or service package
/// (`roles.weakHolderLayers`). Arrays, dictionaries and closures of views are not judged:
/// `weak` cannot apply to them.
struct WeakReferenceRule: ArchitectureRule {
    let id = RuleID.weakReference

    func findings(in repository: Repository, rules: ArchitectureRules) -> [Finding] {
        let roles = rules.roles
        var findings: [Finding] = []
        for file in repository.sources {
            guard let package = repository.package(named: file.packageName) else { continue }
            let heldByLayer = package.layerName.map { roles.weakHolderLayers.contains($0) } ?? false
            for property in file.declarations.properties where !property.isWeak {
                guard
                    let view = property.heldTypes.first(where: {
                        rules.roleSuffix(of: $0, among: roles.viewSuffixes) != nil
                    })
                else { continue }
                let holderSuffix = rules.roleSuffix(of: property.owner, among: roles.weakHolderSuffixes)
                guard heldByLayer || holderSuffix != nil else { continue }
                let holder =
                    holderSuffix != nil
                    ? "\(property.owner) (a \(holderSuffix ?? ""))"
                    : "\(property.owner) in \(package.name) (\(package.roleName))"
                let written = property.typeText.isEmpty ? view : property.typeText
                findings.append(
                    Finding(
                        rule: id, path: file.path, line: property.line,
                        message: "\(holder) holds the UI object '\(property.name): \(written)' strongly; "
                            + "declare it weak (weak var \(property.name): \(view)?): "
                            + "the interface layer owns every UI object's lifetime"))
            }
        }
        return findings
    }
}
