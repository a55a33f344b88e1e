import FilterLogic
import FoundationEssentials

/// What a command's form lists as its options, whatever each one gives: help, parsing and
/// completion read the specs.
public protocol CommandOptionDeclaring: Sendable {
    /// The options it stands for on the command line: one, or a group of flags.
    var specs: [OptionSpec] { get }
}

/// An option declared once (in `CommandOptions`), with the type of what it gives: its spec
/// (name, value placeholder, help, completion) and how the words typed become that value.
/// Commands list it in their form and read it as `try arguments[option]`; nothing names an
/// option by a string.
public struct CommandOption<Value: Sendable>: CommandOptionDeclaring {
    public let specs: [OptionSpec]
    private let read: @Sendable (ParsedArguments) throws(UsageError) -> Value

    init(_ specs: [OptionSpec], read: @escaping @Sendable (ParsedArguments) throws(UsageError) -> Value) {
        self.specs = specs
        self.read = read
    }

    /// The name as typed (`--star-flag`), for messages about it.
    public var name: String { specs.first?.name ?? "" }

    /// What `arguments` give for this option.
    func value(in arguments: ParsedArguments) throws(UsageError) -> Value {
        try read(arguments)
    }
}

extension ParsedArguments {
    /// The typed value of `option`.
    public subscript<Value>(option: CommandOption<Value>) -> Value {
        get throws(UsageError) { try option.value(in: self) }
    }
}

extension CommandOption where Value == Bool {
    /// A flag: true when given. Flags of one `group` exclude each other and the group's values.
    static func flag(_ name: String, _ summary: String, group: String? = nil) -> Self {
        Self([OptionSpec(name, summary, group: group)]) { $0.flags.contains(name) }
    }
}

extension CommandOption where Value == String? {
    /// A value given once, as typed; nil when absent.
    static func text(
        _ name: String, value placeholder: String, _ summary: String, completes: CompletionHint = .none,
        group: String? = nil
    ) -> Self {
        Self([OptionSpec(name, value: placeholder, summary, group: group, completes: completes)]) {
            $0.value(name)
        }
    }
}

extension CommandOption where Value == [String] {
    /// A value that may be given several times, in order.
    static func texts(_ name: String, value placeholder: String, _ summary: String) -> Self {
        Self([OptionSpec(name, value: placeholder, summary, repeatable: true)]) { $0.values[name] ?? [] }
    }
}

extension CommandOption where Value == Int? {
    /// A whole number above zero; nil when absent.
    static func positiveInteger(_ name: String, value placeholder: String, _ summary: String) -> Self {
        Self([OptionSpec(name, value: placeholder, summary)]) { arguments throws(UsageError) in
            try arguments.positiveInteger(name, command: arguments.command ?? "")
        }
    }
}

extension CommandOption where Value == FilterExpression? {
    /// A filter in the filter language; nil when absent.
    static func expression(_ name: String, value placeholder: String, _ summary: String) -> Self {
        Self([OptionSpec(name, value: placeholder, summary)]) { arguments throws(UsageError) in
            try arguments.expression(name, command: arguments.command ?? "")
        }
    }
}

extension CommandOption where Value == Date? {
    /// A date: a day (2026-11-01), an ISO 8601 time, or an age (7d, 12h) before now; nil when
    /// absent.
    static func date(_ name: String, value placeholder: String, _ summary: String) -> Self {
        Self([OptionSpec(name, value: placeholder, summary)]) { arguments throws(UsageError) in
            guard let text = arguments.value(name) else { return nil }
            guard let date = CommandDate.parse(text, now: Date()) else {
                throw UsageError(
                    "\(name) takes a date such as 2026-11-01, 2026-11-01T08:00:00Z, 7d or 12h, not '\(text)'",
                    command: arguments.command)
            }
            return date
        }
    }
}

extension CommandOption {
    /// One of `Word`'s words as the value (`--to browser`); nil when absent.
    static func choice<Word: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, value placeholder: String, _ summary: String, _ type: Word.Type
    ) -> Self where Value == Word?, Word.RawValue == String {
        Self([OptionSpec(name, value: placeholder, summary, completes: .words(of: type))]) {
            arguments throws(UsageError) in
            try arguments.choice(name, type, command: arguments.command ?? "")
        }
    }

    /// A flag for each of `cases` (`--unread` for `.unread`), which exclude each other; nil when
    /// none was given.
    static func oneOf<Word: RawRepresentable & CaseIterable & Sendable>(
        _ cases: [(Word, String)], group: String
    ) -> Self where Value == Word?, Word.RawValue == String {
        let flags = cases.map { ("--" + $0.0.rawValue, $0.0) }
        return Self(cases.map { OptionSpec("--" + $0.0.rawValue, $0.1, group: group) }) { arguments in
            flags.first { arguments.flags.contains($0.0) }?.1
        }
    }
}
