import Foundation

/// The rules, each with the id that appears in the checker's output.
public enum RuleID: String, Codable, Sendable, CaseIterable, Comparable {
    /// Rule 1: dependencies run downward only, and never into the app.
    case layerDirection = "layer-direction"
    /// Rule 2: no cycles between packages or between the targets of one package.
    case dependencyCycle = "dependency-cycle"
    /// Rule 3: a target imports only modules it declares.
    case undeclaredImport = "undeclared-import"
    /// Rule 4: no name is, or begins with, a banned word.
    case bannedName = "banned-name"
    /// Rule 5: every package sits in exactly one layer and has tests.
    case layerMembership = "layer-membership"
    /// Rule 6: every manifest follows the one template.
    case uniformSettings = "uniform-settings"
    /// Rule 7: a role-named type (`…View`, `…Store`…) lives in the layer of its role.
    case rolePlacement = "role-placement"
    /// Rule 8: a use case, logic or service type holds views and view controllers weakly.
    case weakReference = "weak-reference"
    /// Rule 9: a builder keeps no state and its target imports no service.
    case pureBuilder = "pure-builder"
    /// Rule 10: no `inout` parameters under `Packages/`.
    case noInout = "no-inout"
    /// Rule 11: only the main-actor helper posts to a NotificationCenter.
    case mainActorNotifications = "main-actor-notifications"
    /// Rule 12: a package puts no trigger on a table another package owns.
    case tableOwnership = "table-ownership"
    /// Rule 13: a store is internal to its package.
    case internalStore = "internal-store"
    /// Rule 14: a command-line option is named only where it is declared, typed.
    case typedOptions = "typed-options"
    /// Rule 15: the product imports FoundationEssentials, not Foundation (which links ICU).
    case foundationEssentials = "foundation-essentials"

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// One violation, located at a file and line relative to the repository root.
public struct Finding: Codable, Equatable, Sendable, Comparable {
    public let rule: RuleID
    public let path: String
    public let line: Int
    public let message: String

    public init(rule: RuleID, path: String, line: Int, message: String) {
        self.rule = rule
        self.path = path
        self.line = line
        self.message = message
    }

    /// The compiler-style line: `path:line: error: [rule-id] message`.
    public var formatted: String {
        "\(path):\(line): error: [\(rule.rawValue)] \(message)"
    }

    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.path, lhs.line, lhs.rule, lhs.message) < (rhs.path, rhs.line, rhs.rule, rhs.message)
    }
}

/// The outcome of one run: the findings and how much was looked at.
public struct CheckReport: Codable, Equatable, Sendable {
    public let findings: [Finding]
    public let packageCount: Int
    public let sourceFileCount: Int

    /// The report as text, one line per finding and a closing summary.
    public var text: String {
        var lines = findings.map(\.formatted)
        let verdict = findings.isEmpty ? "no violations" : "\(findings.count) violation(s)"
        lines.append(
            "architecture check: \(verdict) in \(packageCount) packages, \(sourceFileCount) source files")
        return lines.joined(separator: "\n")
    }

    /// The report as JSON, with sorted keys so that output is stable.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
