/// Owns `books`, and keeps its own trigger on it.
struct ShelfStore {
    static let schema = """
        CREATE TABLE IF NOT EXISTS books (id INTEGER PRIMARY KEY, title TEXT);
        CREATE TABLE shelf_log (id INTEGER PRIMARY KEY);
        CREATE TRIGGER books_logged AFTER INSERT ON books BEGIN INSERT INTO shelf_log DEFAULT VALUES; END;
        """
}
