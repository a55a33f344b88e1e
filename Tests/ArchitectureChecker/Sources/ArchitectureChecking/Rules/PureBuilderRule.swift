/// Rule 9: a builder turns a model into a view bean and nothing else. A type named `…Builder`
/// (`roles.builderSuffixes`) has no stored `var` (a `let`, a computed property or a local is
/// fine), and the file that declares a builder class, struct, enum or actor imports no module of
/// a service package (`roles.builderForbiddenLayers`): the data a builder needs comes in as a
/// model. Each offending import is reported at its line. The rule looks at the builder's file,
/// not its whole target: the use case beside it does the work, services included, and with
/// `MemberImportVisibility` a file reaches only the modules it imports itself.
struct PureBuilderRule: ArchitectureRule {
    let id = RuleID.pureBuilder

    func findings(in repository: Repository, rules: ArchitectureRules) -> [Finding] {
        let suffixes = rules.roles.builderSuffixes
        var findings: [Finding] = []
        for file in repository.sources {
            let builders = file.declarations.types.filter {
                $0.isConcrete && rules.roleSuffix(of: $0.name, among: suffixes) != nil
            }
            for property in file.declarations.properties
            where property.isVariable && rules.roleSuffix(of: property.owner, among: suffixes) != nil {
                findings.append(
                    Finding(
                        rule: id, path: file.path, line: property.line,
                        message:
                            "builder \(property.owner) keeps state in the stored var '\(property.name)'; "
                            + "a builder only turns a model into a view bean: make it a let, "
                            + "a computed property or a local"))
            }
            guard let builder = builders.first else { continue }
            for declaration in file.declarations.imports {
                guard let owner = repository.owningPackage(ofModule: declaration.module),
                    let layer = owner.layerName, rules.roles.builderForbiddenLayers.contains(layer)
                else { continue }
                findings.append(
                    Finding(
                        rule: id, path: file.path, line: declaration.line,
                        message:
                            "the file of the builder \(builder.name) imports \(declaration.module) from "
                            + "\(owner.name) (\(layer)); a builder uses no \(layer): hand it models (and a "
                            + "function for anything else it needs), and call the \(layer) from the use case "
                            + "or from logic"))
            }
        }
        return findings
    }
}
