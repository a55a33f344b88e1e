/// Rule 12: a table has one owner, the package whose sources create it, and only the owner
/// changes what happens to it. A trigger that one package puts on another package's table is a
/// finding: SQLite drops it, silently, when the owner rebuilds the table, and it writes behind
/// the owner's back. Follow the owner's announced changes through its protocol instead.
///
/// Owners come from `CREATE [VIRTUAL] TABLE` and `RENAME TO` in the product sources of the
/// packages (tests are not read); a trigger that the same package drops again (`DROP TRIGGER`,
/// in a later migration, since a shipped migration never changes) is gone and not reported.
struct TableOwnershipRule: ArchitectureRule {
    let id = RuleID.tableOwnership

    func findings(in repository: Repository, rules: ArchitectureRules) -> [Finding] {
        let product = repository.sources.filter { $0.path.contains("/Sources/") }
        var owners: [String: Set<String>] = [:]
        var dropped: [String: Set<String>] = [:]
        for file in product {
            for statement in file.declarations.schemaStatements {
                switch statement.kind {
                case .table(let table): owners[table.lowercased(), default: []].insert(file.packageName)
                case .dropTrigger(let trigger):
                    dropped[file.packageName, default: []].insert(trigger.lowercased())
                case .trigger: break
                }
            }
        }
        var findings: [Finding] = []
        for file in product {
            for statement in file.declarations.schemaStatements {
                guard case .trigger(let trigger, let table) = statement.kind,
                    let owner = owners[table.lowercased()], !owner.contains(file.packageName),
                    !(dropped[file.packageName]?.contains(trigger.lowercased()) ?? false)
                else { continue }
                findings.append(
                    Finding(
                        rule: id, path: file.path, line: statement.line,
                        message:
                            "trigger \(trigger) is put on \(table), which \(owner.sorted().joined(separator: ", ")) "
                            + "owns; a package changes only its own tables: follow the owner's announced "
                            + "changes through its protocol instead"))
            }
        }
        return findings
    }
}
