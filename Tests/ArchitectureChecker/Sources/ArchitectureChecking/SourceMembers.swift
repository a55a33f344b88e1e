/// A stored property declared directly in the body of a type or extension: not a local
/// variable of a function, closure or accessor, and not a computed property.
///
/// `var x: T { didSet {} }` is stored (observers only); `var x: T { … }` with any other body is
/// computed and is not reported. Properties of protocols are requirements and are not reported.
public struct StoredProperty: Equatable, Sendable {
    /// The property's name.
    public let name: String
    /// The line of its `var` or `let` keyword.
    public let line: Int
    /// The name of the type whose body declares it; for an extension, the last component of the
    /// extended type's name (`Name` for `extension Notification.Name`).
    public let owner: String
    /// Whether it is a `var` (true) or a `let`.
    public let isVariable: Bool
    /// Whether it is declared `weak`.
    public let isWeak: Bool
    /// Whether it is declared `static` or `class`.
    public let isStatic: Bool
    /// The type annotation as written, with single spaces only between words and around `&` and
    /// `->` (`(any View)?`, `(Int) -> Void`); empty when the type is inferred from the initial value.
    public let typeText: String
    /// The nominal types the property holds directly: `FeedView` for `FeedView?` or
    /// `weak var v: FeedView!`, `View` for `(any View)?`, `A` and `B` for `any A & B`, the called
    /// type for an inferred `= FeedView(…)`. Empty for arrays, dictionaries, tuples, generics and
    /// closures, which hold their elements in ways `weak` cannot change.
    public let heldTypes: [String]

    public init(
        name: String, line: Int, owner: String, isVariable: Bool, isWeak: Bool, isStatic: Bool,
        typeText: String, heldTypes: [String]
    ) {
        self.name = name
        self.line = line
        self.owner = owner
        self.isVariable = isVariable
        self.isWeak = isWeak
        self.isStatic = isStatic
        self.typeText = typeText
        self.heldTypes = heldTypes
    }
}

/// An `inout` written in a source file: a parameter of a function, initializer, subscript or
/// closure, or a parameter of a function type.
public struct InoutParameter: Equatable, Sendable {
    /// The parameter's name, or nil where none is written (`(inout [UInt8]) -> Void`).
    public let name: String?
    /// The line of the `inout` keyword.
    public let line: Int

    public init(name: String?, line: Int) {
        self.name = name
        self.line = line
    }
}

/// A call that posts to a `NotificationCenter`.
///
/// Recognised: `post(name: …)` on any receiver; `.post(…)` on a receiver chain that names
/// `NotificationCenter` (`NotificationCenter.default.post(…)`) or on a name the same file
/// declares as a `NotificationCenter` (`center: NotificationCenter`, `let center =
/// NotificationCenter.default`); and `post(Notification(…))`. A `func post(…)` declaration is
/// not a call.
public struct NotificationPost: Equatable, Sendable {
    /// The line of the `post` call.
    public let line: Int
    /// The call as written up to its first argument label, e.g. `NotificationCenter.default.post(name:`.
    public let call: String

    public init(line: Int, call: String) {
        self.line = line
        self.call = call
    }
}
