/// Rule 15: the product imports `FoundationEssentials`, not `Foundation`. Any symbol of
/// Foundation's NS layer links CoreFoundation, and with it ICU and its 32 MiB of data, all or
/// nothing; Essentials links none of it. An `import Foundation` in the product sources of a layer
/// package or the app is a finding. The harness (tests, benchmarks, this checker) is not read:
/// tests may import Foundation, for example to hold our code to Foundation's answers.
struct FoundationEssentialsRule: ArchitectureRule {
    let id = RuleID.foundationEssentials

    func findings(in repository: Repository, rules: ArchitectureRules) -> [Finding] {
        repository.sources.filter { file in
            guard file.path.contains("/Sources/"),
                let package = repository.package(named: file.packageName)
            else { return false }
            return package.role != .harness
        }.flatMap { file in
            file.declarations.imports.filter { $0.module == "Foundation" }.map { declaration in
                Finding(
                    rule: id, path: file.path, line: declaration.line,
                    message: "\(file.packageName) imports Foundation, which links ICU's data into tidings; "
                        + "import FoundationEssentials, and replace what only Foundation has")
            }
        }
    }
}
