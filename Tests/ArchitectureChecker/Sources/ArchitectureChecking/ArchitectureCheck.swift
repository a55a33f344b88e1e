/// Runs every rule over a repository.
public enum ArchitectureCheck {
    /// The findings of all rules, without repeats, sorted by path and line.
    public static func run(on repository: Repository, rules: ArchitectureRules) -> CheckReport {
        let checks: [any ArchitectureRule] = [
            LayerDirectionRule(), DependencyCycleRule(), UndeclaredImportRule(), BannedNameRule(),
            LayerMembershipRule(), UniformSettingsRule(), RolePlacementRule(), WeakReferenceRule(),
            PureBuilderRule(), NoInoutRule(), MainActorNotificationsRule(), TableOwnershipRule(),
            InternalStoreRule(), TypedOptionsRule(), FoundationEssentialsRule(),
        ]
        var seen: Set<String> = []
        let findings = checks.flatMap { $0.findings(in: repository, rules: rules) }
            .filter { seen.insert($0.formatted).inserted }
        return CheckReport(
            findings: findings.sorted(), packageCount: repository.packages.count,
            sourceFileCount: repository.sources.count)
    }
}
