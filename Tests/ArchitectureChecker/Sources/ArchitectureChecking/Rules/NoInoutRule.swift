/// Rule 10: parameters are values. No `inout` anywhere under `Packages/`: not on a function,
/// initializer, subscript or closure parameter, nor in a function type. Return the new value
/// instead (several values as a tuple or a small struct).
struct NoInoutRule: ArchitectureRule {
    let id = RuleID.noInout

    func findings(in repository: Repository, rules: ArchitectureRules) -> [Finding] {
        repository.sources.filter { $0.path.hasPrefix("\(rules.packagesDirectory)/") }.flatMap { file in
            file.declarations.inoutParameters.map { parameter in
                let what =
                    parameter.name.map { "parameter '\($0)' is inout" } ?? "a function type takes an inout"
                return Finding(
                    rule: id, path: file.path, line: parameter.line,
                    message: "\(what); parameters are values: take the value and return the result "
                        + "(a tuple or a small struct for several)")
            }
        }
    }
}
