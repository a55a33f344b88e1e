/// Rule 13: a store (a type whose name ends in Store) is the only code that reads and writes its
/// package's tables, and it is internal: other packages reach the tables through the package's
/// protocol, inside a unit of work, never by building its store. A `public` or `open` store in a
/// package's product sources is a finding.
struct InternalStoreRule: ArchitectureRule {
    let id = RuleID.internalStore

    func findings(in repository: Repository, rules: ArchitectureRules) -> [Finding] {
        repository.sources.filter { $0.path.hasPrefix("Packages/") && $0.path.contains("/Sources/") }.flatMap
        {
            file in
            file.declarations.types.filter {
                $0.isConcrete && $0.isPublic && rules.roleSuffix(of: $0.name, among: ["Store"]) != nil
            }.map { type in
                Finding(
                    rule: id, path: file.path, line: type.line,
                    message:
                        "\(type.kind) \(type.name) is \(type.access ?? "public"); a store is internal to its "
                        + "package: let other packages reach its tables through the package's protocol")
            }
        }
    }
}
