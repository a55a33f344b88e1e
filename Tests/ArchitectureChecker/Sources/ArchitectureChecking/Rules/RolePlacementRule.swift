/// Rule 7: a type named for a role lives in the layer of that role. Names ending in
/// ViewController, View, ViewModel, ViewBean, Builder or UseCase are declared only in interface
/// packages, names ending in Store only in logic packages (`roles.placements` in the rules).
/// Protocols, typealiases and associated types count. Suffixes match as the last camel-case
/// word (`ArchitectureRules.roleSuffix(of:among:)`), so `Preview` and `Overview` are not views.
/// Harness packages under `Tests/` span every layer and are not checked; the app is.
struct RolePlacementRule: ArchitectureRule {
    let id = RuleID.rolePlacement

    func findings(in repository: Repository, rules: ArchitectureRules) -> [Finding] {
        let placements = rules.roles.placements
        let suffixes = placements.flatMap(\.suffixes)
        var findings: [Finding] = []
        for file in repository.sources {
            guard let package = repository.package(named: file.packageName), package.role != .harness else {
                continue
            }
            for type in file.declarations.types {
                guard let suffix = rules.roleSuffix(of: type.name, among: suffixes),
                    let placement = placements.first(where: { $0.suffixes.contains(suffix) }),
                    package.layerName != placement.layer
                else { continue }
                let home =
                    rules.layer(named: placement.layer).map { "a …\($0.suffix) package" } ?? placement.layer
                findings.append(
                    Finding(
                        rule: id, path: file.path, line: type.line,
                        message:
                            "\(type.kind) \(type.name) is declared in \(package.name) (\(package.roleName)), "
                            + "but a name ending in \(suffix) belongs to the \(placement.layer) layer; "
                            + "move it to \(home) or name it for what it is"))
            }
        }
        return findings
    }
}
