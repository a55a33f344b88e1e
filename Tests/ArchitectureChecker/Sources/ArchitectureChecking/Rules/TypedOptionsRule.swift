/// Rule 14: a command-line option is declared once, typed, and every command reads it through that
/// declaration: parsing, help and completion come from it. A string literal that is exactly an
/// option's name (`"--feed"`) in the product sources of an interface package or the app, outside
/// the files in `optionDeclarations`, is a finding. Services are not read: the programs they run
/// have options of their own (`xclip -selection`), and so has a harness's tool.
struct TypedOptionsRule: ArchitectureRule {
    let id = RuleID.typedOptions

    func findings(in repository: Repository, rules: ArchitectureRules) -> [Finding] {
        let declarations = rules.optionDeclarations
        let home = declarations.isEmpty ? "none is configured" : declarations.joined(separator: ", ")
        // The top layer, which may use every other: the screens and their commands.
        let interface = rules.layers.max { $0.mayUse.count < $1.mayUse.count }?.name
        return repository.sources.filter { file in
            guard file.path.contains("/Sources/"), !declarations.contains(file.path),
                let package = repository.package(named: file.packageName)
            else { return false }
            return package.role == .app || (interface != nil && package.layerName == interface)
        }.flatMap { file in
            file.declarations.optionNames.map { literal in
                Finding(
                    rule: id, path: file.path, line: literal.line,
                    message: "the option \(literal.name) is named by a string; declare it once, typed, in "
                        + "\(home), and read it from that declaration")
            }
        }
    }
}
