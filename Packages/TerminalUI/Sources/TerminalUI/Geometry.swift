/// A size in terminal cells.
public struct Size: Equatable, Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }
}

/// A rectangle of cells: its top-left corner and size.
public struct Rect: Equatable, Hashable, Sendable {
    public var row: Int
    public var column: Int
    public var width: Int
    public var height: Int

    public init(row: Int, column: Int, width: Int, height: Int) {
        self.row = row
        self.column = column
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The rectangle of a whole canvas.
    public init(size: Size) {
        self.init(row: 0, column: 0, width: size.width, height: size.height)
    }

    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The row just below the rectangle.
    public var bottom: Int { row + height }

    /// The rows from `offset` on, at most `count` of them.
    public func rows(from offset: Int, count: Int) -> Rect {
        let start = min(height, max(0, offset))
        return Rect(row: row + start, column: column, width: width, height: min(count, height - start))
    }

    /// The rectangle shrunk by `amount` on every side.
    public func inset(by amount: Int) -> Rect {
        Rect(
            row: row + amount, column: column + amount, width: width - 2 * amount, height: height - 2 * amount
        )
    }

    /// The part of the rectangle that `other` also covers.
    public func intersection(_ other: Rect) -> Rect {
        let top = max(row, other.row)
        let left = max(column, other.column)
        let bottomEdge = min(row + height, other.row + other.height)
        let rightEdge = min(column + width, other.column + other.width)
        return Rect(row: top, column: left, width: rightEdge - left, height: bottomEdge - top)
    }
}
