/// Rule 11: notifications are posted and received on the main actor, so they are posted only
/// through the helper that runs there: the files in `notificationPosters`. Any other call that
/// posts to a NotificationCenter (see `NotificationPost`) is a finding, in every package.
struct MainActorNotificationsRule: ArchitectureRule {
    let id = RuleID.mainActorNotifications

    func findings(in repository: Repository, rules: ArchitectureRules) -> [Finding] {
        let allowed = rules.notificationPosters
        let helper = allowed.isEmpty ? "none is configured" : allowed.joined(separator: ", ")
        return repository.sources.filter { !allowed.contains($0.path) }.flatMap { file in
            file.declarations.notificationPosts.map { post in
                Finding(
                    rule: id, path: file.path, line: post.line,
                    message: "\(post.call)…) posts to a NotificationCenter directly; post only through "
                        + "the main-actor helper (\(helper)) so that observers run on the main actor")
            }
        }
    }
}
