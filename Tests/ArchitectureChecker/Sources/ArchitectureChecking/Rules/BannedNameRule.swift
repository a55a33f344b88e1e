/// Rule 4: no package, product, target, folder, file or type is named, or begins with, a
/// banned word such as Common or Base. As a suffix the words are fine.
struct BannedNameRule: ArchitectureRule {
    let id = RuleID.bannedName

    func findings(in repository: Repository, rules: ArchitectureRules) -> [Finding] {
        var findings: [Finding] = []
        func check(_ name: String, kind: String, path: String, line: Int) {
            guard let word = rules.bannedWord(in: name) else { return }
            findings.append(
                Finding(
                    rule: id, path: path, line: line,
                    message:
                        "\(kind) '\(name)' begins with the banned word '\(word)'; name it for what it does"))
        }
        for package in repository.packages {
            let locator = package.locator
            check(package.name, kind: "package", path: package.manifestPath, line: locator.packageLine)
            for product in package.manifest.products {
                check(
                    product.name, kind: "product", path: package.manifestPath,
                    line: locator.productLine(product.name))
            }
            for target in package.manifest.targets {
                check(
                    target.name, kind: "target", path: package.manifestPath,
                    line: locator.targetLine(target.name))
            }
        }
        for path in repository.paths {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let isFile = name.contains(".")
            let stem = isFile ? String(name.prefix { $0 != "." }) : name
            check(stem, kind: isFile ? "file" : "folder", path: path, line: 1)
        }
        for file in repository.sources {
            for type in file.declarations.types {
                check(type.name, kind: "type", path: file.path, line: type.line)
            }
        }
        return findings
    }
}
