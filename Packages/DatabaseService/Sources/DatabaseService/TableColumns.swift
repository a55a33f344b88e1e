public import FoundationEssentials
import Synchronization

/// The columns a store reads a row from, in the order its queries select them. The select list
/// is written from the cases (`selectList`) and a row is read by case (`row.string(.title)`), so a
/// position cannot drift from the name it stands for.
public protocol TableColumns: CaseIterable, RawRepresentable where RawValue == Int {
    /// The column's name in its table; by default the case's name in snake case
    /// (`feedID` → `feed_id`, `bodyIsHTML` → `body_is_html`).
    var name: String { get }
}

extension TableColumns {
    public var name: String {
        var snake = ""
        var previousWasLower = false
        for character in String(describing: self) {
            if character.isUppercase && previousWasLower { snake.append("_") }
            snake.append(contentsOf: character.lowercased())
            previousWasLower = character.isLowercase || character.isNumber
        }
        return snake
    }

    /// `id, feed_id, …` in case order, each prefixed with `table.` when given. Written once per
    /// column type and table: the names come from reflection, which, redone for every query,
    /// took 5 % of a warm refresh (a feed's row read per feed).
    public static func selectList(table: String? = nil) -> String {
        let key = SelectListKey(columns: ObjectIdentifier(Self.self), table: table)
        if let list = writtenSelectLists.withLock({ $0[key] }) { return list }
        let list = allCases.map { (table.map { "\($0)." } ?? "") + $0.name }.joined(separator: ", ")
        writtenSelectLists.withLock { $0[key] = list }
        return list
    }

    /// How many columns the list selects.
    public static var count: Int { allCases.count }
}

/// A select list written: the column type's and the table prefix's.
private struct SelectListKey: Hashable {
    let columns: ObjectIdentifier
    let table: String?
}

/// The select lists written so far, so that each is written once per process.
private let writtenSelectLists = Mutex<[SelectListKey: String]>([:])

extension DatabaseRow {
    public func int64<Column: TableColumns>(_ column: Column) throws(DatabaseError) -> Int64 {
        try int64(column.rawValue)
    }
    public func int<Column: TableColumns>(_ column: Column) throws(DatabaseError) -> Int {
        try int(column.rawValue)
    }
    public func bool<Column: TableColumns>(_ column: Column) throws(DatabaseError) -> Bool {
        try bool(column.rawValue)
    }
    public func string<Column: TableColumns>(_ column: Column) throws(DatabaseError) -> String {
        try string(column.rawValue)
    }
    public func date<Column: TableColumns>(_ column: Column) throws(DatabaseError) -> Date {
        try date(column.rawValue)
    }
    public func optionalInt64<Column: TableColumns>(_ column: Column) throws(DatabaseError) -> Int64? {
        try optionalInt64(column.rawValue)
    }
    public func optionalString<Column: TableColumns>(_ column: Column) throws(DatabaseError) -> String? {
        try optionalString(column.rawValue)
    }
    public func optionalDate<Column: TableColumns>(_ column: Column) throws(DatabaseError) -> Date? {
        try optionalDate(column.rawValue)
    }
}
