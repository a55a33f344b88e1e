/// A list passed to a statement as one argument: the text of a JSON array, which the statement
/// reads back with SQLite's `json_each` (`WHERE id IN (SELECT value FROM json_each(?))`), so
/// that a list of any length needs neither a statement of its own nor a parameter per value.
public enum SQLList {
    /// `[1,2,3]`.
    public static func integers(_ values: [Int64]) -> String {
        "[" + values.map(String.init).joined(separator: ",") + "]"
    }

    /// `[[1,2],[3,4]]`: rows of integers, for `json_each` and `value ->> 0`.
    public static func rows(_ rows: [[Int64]]) -> String {
        "[" + rows.map(integers).joined(separator: ",") + "]"
    }
}
