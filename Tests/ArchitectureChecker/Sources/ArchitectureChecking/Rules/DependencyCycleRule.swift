/// Rule 2: no cycles, neither between packages nor between the targets of one package.
/// Edges are the declared dependencies together with the actual imports; each cycle is
/// printed whole.
struct DependencyCycleRule: ArchitectureRule {
    let id = RuleID.dependencyCycle

    /// An edge with the place that creates it.
    private struct Edge {
        let path: String
        let line: Int
    }

    func findings(in repository: Repository, rules: ArchitectureRules) -> [Finding] {
        packageCycles(in: repository)
            + repository.packages.flatMap { targetCycles(in: $0, repository: repository) }
    }

    private func packageCycles(in repository: Repository) -> [Finding] {
        var edges: [String: [String: Edge]] = [:]
        for package in repository.packages {
            for dependency in repository.dependencies(of: package) {
                edges[package.name, default: [:]][dependency.name] = Edge(
                    path: package.manifestPath,
                    line: package.locator.packageDependencyLine(folder: dependency.folderName))
            }
        }
        for file in repository.sources {
            for declaration in file.declarations.imports {
                guard let owner = repository.owningPackage(ofModule: declaration.module),
                    owner.name != file.packageName, edges[file.packageName]?[owner.name] == nil
                else { continue }
                edges[file.packageName, default: [:]][owner.name] = Edge(
                    path: file.path, line: declaration.line)
            }
        }
        return cycles(in: edges).map { cycle in
            let edge = edges[cycle[0]]?[cycle[1]] ?? Edge(path: "", line: 1)
            return Finding(
                rule: id, path: edge.path, line: edge.line,
                message: "packages form a cycle: \(cycle.joined(separator: " → "))")
        }
    }

    private func targetCycles(in package: RepositoryPackage, repository: Repository) -> [Finding] {
        let targets = Set(package.manifest.targets.map(\.name))
        var edges: [String: [String: Edge]] = [:]
        for target in package.manifest.targets {
            for dependency in target.dependencies {
                let name: String
                switch dependency {
                case .target(let local), .byName(let local): name = local
                case .product: continue
                }
                guard targets.contains(name) else { continue }
                edges[target.name, default: [:]][name] = Edge(
                    path: package.manifestPath,
                    line: package.locator.targetDependencyLine(target: target.name, dependency: name))
            }
        }
        for file in repository.sources where file.packageName == package.name {
            for declaration in file.declarations.imports
            where targets.contains(declaration.module) && declaration.module != file.targetName
                && edges[file.targetName]?[declaration.module] == nil
            {
                edges[file.targetName, default: [:]][declaration.module] = Edge(
                    path: file.path, line: declaration.line)
            }
        }
        return cycles(in: edges).map { cycle in
            let edge = edges[cycle[0]]?[cycle[1]] ?? Edge(path: package.manifestPath, line: 1)
            return Finding(
                rule: id, path: edge.path, line: edge.line,
                message: "targets of \(package.name) form a cycle: \(cycle.joined(separator: " → "))")
        }
    }

    /// One cycle per strongly connected component, each starting and ending at the
    /// component's alphabetically first node.
    private func cycles(in edges: [String: [String: Edge]]) -> [[String]] {
        let graph = edges.mapValues { Array($0.keys).sorted() }
        return StronglyConnectedComponents(graph: graph).components.compactMap { component in
            guard let start = component.min() else { return nil }
            let members = Set(component)
            if component.count == 1 && !(graph[start] ?? []).contains(start) { return nil }
            return path(from: start, to: start, within: members, graph: graph)
        }
        .sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The shortest path from `start` back to `goal` that stays inside `members`.
    private func path(
        from start: String, to goal: String, within members: Set<String>, graph: [String: [String]]
    )
        -> [String]?
    {
        var previous: [String: String] = [:]
        var queue = (graph[start] ?? []).filter { members.contains($0) }
        for next in queue { previous[next] = start }
        var index = 0
        while index < queue.count {
            let node = queue[index]
            index += 1
            if node == goal { break }
            for next in graph[node] ?? [] where members.contains(next) && previous[next] == nil {
                previous[next] = node
                queue.append(next)
            }
        }
        guard previous[goal] != nil else { return nil }
        var route = [goal]
        var cursor = previous[goal] ?? start
        while cursor != start {
            route.append(cursor)
            cursor = previous[cursor] ?? start
        }
        route.append(start)
        return route.reversed()
    }
}

/// Tarjan's algorithm over a graph given as adjacency lists.
struct StronglyConnectedComponents {
    private(set) var components: [[String]] = []
    private var index: [String: Int] = [:]
    private var lowLink: [String: Int] = [:]
    private var stack: [String] = []
    private var onStack: Set<String> = []
    private var counter = 0
    private let graph: [String: [String]]

    init(graph: [String: [String]]) {
        self.graph = graph
        let nodes = Set(graph.keys).union(graph.values.joined()).sorted()
        for node in nodes where index[node] == nil {
            connect(node)
        }
    }

    private mutating func connect(_ node: String) {
        index[node] = counter
        lowLink[node] = counter
        counter += 1
        stack.append(node)
        onStack.insert(node)
        for next in graph[node] ?? [] {
            if index[next] == nil {
                connect(next)
                lowLink[node] = min(lowLink[node] ?? 0, lowLink[next] ?? 0)
            } else if onStack.contains(next) {
                lowLink[node] = min(lowLink[node] ?? 0, index[next] ?? 0)
            }
        }
        guard lowLink[node] == index[node] else { return }
        var component: [String] = []
        while let member = stack.popLast() {
            onStack.remove(member)
            component.append(member)
            if member == node { break }
        }
        components.append(component)
    }
}
