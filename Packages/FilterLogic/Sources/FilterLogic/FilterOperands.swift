import FoundationEssentials
import RegexService

/// Reading the value of a test into the attribute's kind, with a sentence for a wrong one.
extension FilterParser {
    mutating func operand(
        for attribute: FilterAttribute, after operatorToken: FilterToken, comparison: FilterOperator
    ) throws(FilterError) -> FilterOperand {
        let first = try value(after: operatorToken)
        guard comparison == .between else { return try single(first, for: attribute, comparison: comparison) }
        guard current.kind == .colon else {
            throw FilterError(
                column: current.column,
                "expected ':' and the range's end after \(first.quoted), as in age between 1:5")
        }
        let colon = current
        advance()
        let last = try value(after: colon)
        switch attribute.kind {
        case .days:
            let low = try days(first), high = try days(last)
            guard low <= high else {
                throw FilterError(column: first.column, "the range \(low):\(high) ends before it starts")
            }
            return .days(low...high)
        default:
            let low = try dates(first), high = try dates(last)
            guard low.start < high.end else {
                throw FilterError(column: first.column, "the range ends before it starts")
            }
            return .dates(DateSpan(start: low.start, end: high.end))
        }
    }

    /// The token after `token`, which must be a string or a number.
    private mutating func value(after token: FilterToken) throws(FilterError) -> FilterToken {
        let found = current
        switch found.kind {
        case .string, .number:
            advance()
            return found
        default:
            throw FilterError(column: found.column, "expected a value after \(token.quoted)")
        }
    }

    private func single(_ token: FilterToken, for attribute: FilterAttribute, comparison: FilterOperator)
        throws(FilterError) -> FilterOperand
    {
        switch attribute.kind {
        case .text:
            let text: String
            switch token.kind {
            case .string(let string): text = string
            case .number(let number): text = String(number)
            default: text = ""
            }
            guard comparison.positive == .matches else { return .text(text) }
            do {
                _ = try ExtendedRegex(text)
            } catch {
                throw FilterError(
                    column: token.column, "\(token.quoted) is not a regular expression (\(error.reason))")
            }
            return .pattern(text)
        case .yesOrNo:
            guard case .string(let word) = token.kind, word == "yes" || word == "no" else {
                throw FilterError(
                    column: token.column, "\(attribute.rawValue) is \"yes\" or \"no\", not \(token.quoted)")
            }
            return .yes(word == "yes")
        case .days:
            let count = try days(token)
            return .days(count...count)
        case .date:
            return .dates(try dates(token))
        }
    }

    private func days(_ token: FilterToken) throws(FilterError) -> Int {
        guard case .number(let count) = token.kind, count >= 0 else {
            throw FilterError(column: token.column, "age is a whole number of days, not \(token.quoted)")
        }
        return count
    }

    /// A day (`2026-11-01`, the whole day in UTC) or an ISO 8601 time (one millisecond).
    private func dates(_ token: FilterToken) throws(FilterError) -> DateSpan {
        if case .string(let text) = token.kind {
            if let time = try? Date(text, strategy: .iso8601) {
                return DateSpan(start: time, end: time.addingTimeInterval(0.001))
            }
            let day = Date.ISO8601FormatStyle(timeZone: .gmt)
                .year().month().day()
            if let start = try? day.parse(text) {
                return DateSpan(start: start, end: start.addingTimeInterval(86_400))
            }
        }
        throw FilterError(
            column: token.column,
            "\(token.quoted) is not a date; write a day such as \"2026-11-01\" or an ISO 8601 time")
    }
}
