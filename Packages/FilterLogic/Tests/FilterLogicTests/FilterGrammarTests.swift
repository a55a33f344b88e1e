import FilterLogic
import Foundation
import Testing

/// Parses `source`, which the test knows to be valid.
func parsed(_ source: String) throws -> FilterNode {
    try FilterExpression(parsing: source).root
}

/// The error `source` gives, which the test knows to be invalid.
func failure(_ source: String) -> FilterError? {
    do {
        _ = try FilterExpression(parsing: source)
        return nil
    } catch {
        return error
    }
}

func test(_ attribute: FilterAttribute, _ comparison: FilterOperator, _ operand: FilterOperand) -> FilterNode
{
    .test(FilterTest(attribute: attribute, comparison: comparison, operand: operand))
}

@Suite struct FilterOperators {
    @Test(arguments: [
        ("title = \"a\"", FilterOperator.equal), ("title == \"a\"", .equal), ("title != \"a\"", .notEqual),
        ("title # \"a\"", .contains), ("title !# \"a\"", .notContains),
    ])
    func textOperatorsKeepTheirText(source: String, comparison: FilterOperator) throws {
        #expect(try parsed(source) == test(.title, comparison, .text("a")))
    }

    @Test func regularExpressionsAreCheckedAndKeptAsPatterns() throws {
        #expect(try parsed(#"title =~ "^Swift [0-9]+""#) == test(.title, .matches, .pattern("^Swift [0-9]+")))
        #expect(
            try parsed(#"link !~ "example\\.com""#) == test(.link, .notMatches, .pattern(#"example\.com"#)))
        let error = failure(#"title =~ "(unclosed""#)
        #expect(
            error == FilterError(column: 10, #""(unclosed" is not a regular expression (Unmatched ( or \()"#))
    }

    @Test(arguments: [
        ("age = 3", FilterOperator.equal, 3...3), ("age != 3", .notEqual, 3...3), ("age < 7", .less, 7...7),
        ("age > 7", .greater, 7...7), ("age <= 7", .lessOrEqual, 7...7), ("age >= 7", .greaterOrEqual, 7...7),
        ("age between 1:5", .between, 1...5), ("age between 2:2", .between, 2...2),
    ])
    func ageTakesEveryOrderingOperator(source: String, comparison: FilterOperator, days: ClosedRange<Int>)
        throws
    {
        #expect(try parsed(source) == test(.age, comparison, .days(days)))
    }

    @Test func datesAreDaysInUTCOrInstants() throws {
        let day = Date(timeIntervalSince1970: 1_793_491_200)  // 2026-11-01T00:00:00Z
        #expect(
            try parsed(#"date >= "2026-11-01""#)
                == test(.date, .greaterOrEqual, .dates(DateSpan(start: day, end: day + 86_400))))
        let instant = day + 8 * 3600
        #expect(
            try parsed(#"date < "2026-11-01T08:00:00Z""#)
                == test(.date, .less, .dates(DateSpan(start: instant, end: instant + 0.001))))
        #expect(
            try parsed(#"date between "2026-11-01":"2026-11-02""#)
                == test(.date, .between, .dates(DateSpan(start: day, end: day + 2 * 86_400))))
    }

    @Test func yesOrNoAttributes() throws {
        #expect(try parsed(#"unread = "yes""#) == test(.unread, .equal, .yes(true)))
        #expect(try parsed(#"starred != "no""#) == test(.starred, .notEqual, .yes(false)))
        #expect(
            failure(#"unread = "maybe""#) == FilterError(column: 10, #"unread is "yes" or "no", not "maybe""#)
        )
    }
}

@Suite struct FilterAttributes {
    @Test(arguments: FilterAttribute.allCases)
    func everyAttributeParsesWithAnOperatorOfItsKind(attribute: FilterAttribute) throws {
        let source: String =
            switch attribute.kind {
            case .text: "\(attribute.rawValue) =~ \"x\""
            case .yesOrNo: "\(attribute.rawValue) = \"yes\""
            case .days: "\(attribute.rawValue) < 3"
            case .date: "\(attribute.rawValue) > \"2026-01-01\""
            }
        guard case .test(let parsedTest) = try parsed(source) else {
            Issue.record("\(source) is not one test")
            return
        }
        #expect(parsedTest.attribute == attribute)
    }

    @Test func newsboatsOtherNameForTheFeedAddress() throws {
        #expect(try parsed(#"rssurl =~ "^https:""#) == test(.feedURL, .matches, .pattern("^https:")))
    }

    @Test func namesAndKeywordsIgnoreLetterCase() throws {
        #expect(
            try parsed(#"Title # "a" AND NOT Unread = "no""#)
                == .and(test(.title, .contains, .text("a")), .not(test(.unread, .equal, .yes(false)))))
    }

    @Test func featuresOfTheLibraryOnlyAreTheFeedAttributes() throws {
        #expect(try FilterExpression(parsing: #"tags # "news" and age < 7"#).usesFeedAttributes)
        #expect(try !FilterExpression(parsing: #"title # "news""#).usesFeedAttributes)
    }
}

@Suite struct FilterPrecedence {
    let a = test(.title, .contains, .text("a"))
    let b = test(.title, .contains, .text("b"))
    let c = test(.title, .contains, .text("c"))

    @Test func andBindsTighterThanOr() throws {
        #expect(try parsed(#"title # "a" or title # "b" and title # "c""#) == .or(a, .and(b, c)))
        #expect(try parsed(#"title # "a" and title # "b" or title # "c""#) == .or(.and(a, b), c))
    }

    @Test func notBindsTighterThanAnd() throws {
        #expect(try parsed(#"not title # "a" and title # "b""#) == .and(.not(a), b))
        #expect(try parsed(#"not not title # "a""#) == .not(.not(a)))
    }

    @Test func parenthesesGroup() throws {
        #expect(try parsed(#"(title # "a" or title # "b") and title # "c""#) == .and(.or(a, b), c))
        #expect(try parsed(#"not (title # "a" or title # "b")"#) == .not(.or(a, b)))
        #expect(try parsed(#"((title # "a"))"#) == a)
    }

    @Test func chainsGroupFromTheLeft() throws {
        #expect(try parsed(#"title # "a" or title # "b" or title # "c""#) == .or(.or(a, b), c))
    }
}

@Suite struct FilterLiterals {
    @Test func stringsKeepEscapedQuotesAndBackslashes() throws {
        #expect(
            try parsed(#"title = "say \"hi\" \\ bye""#) == test(.title, .equal, .text(#"say "hi" \ bye"#)))
    }

    @Test func numbersMayStandForText() throws {
        #expect(try parsed("guid = 42") == test(.guid, .equal, .text("42")))
    }

    @Test func textAroundTheTestsIsWhiteSpaceOnly() throws {
        #expect(try parsed("  \tage<3\n") == test(.age, .less, .days(3...3)))
    }
}

@Suite struct FilterErrors {
    @Test func aMissingValueNamesTheOperator() {
        #expect(
            failure(#"unread = "yes" and title =~"#) == FilterError(column: 28, "expected a value after '=~'")
        )
        #expect(failure(#"title =~ and"#) == FilterError(column: 10, "expected a value after '=~'"))
    }

    @Test func anUnknownAttributeListsTheKnownOnes() throws {
        let error = try #require(failure(#"titel = "a""#))
        #expect(error.column == 1)
        #expect(error.reason.hasPrefix("unknown attribute 'titel'; use one of title, content, author"))
    }

    @Test func aMissingOperatorListsTheAttributesOperators() {
        #expect(
            failure(#"age "3""#)
                == FilterError(
                    column: 5, #"expected an operator after 'age' (=, !=, <, >, <=, >=, between), found "3""#)
        )
    }

    @Test func anOperatorOfTheWrongKindSaysWhatTheAttributeIs() {
        #expect(
            failure(#"title < "b""#)
                == FilterError(
                    column: 7, "'<' does not apply to title, which is text; use =, !=, =~, !~, #, !#"))
        #expect(
            failure(#"age =~ "3""#)
                == FilterError(
                    column: 5,
                    "'=~' does not apply to age, which is a number of days; use =, !=, <, >, <=, >=, between")
        )
    }

    @Test func rangesNeedAColonAndAnOrder() {
        #expect(
            failure("age between 3")
                == FilterError(column: 14, "expected ':' and the range's end after 3, as in age between 1:5"))
        #expect(failure("age between 5:1") == FilterError(column: 13, "the range 5:1 ends before it starts"))
        #expect(failure("age between 1:") == FilterError(column: 15, "expected a value after ':'"))
    }

    @Test func wrongValuesSayWhatIsExpected() {
        #expect(
            failure(#"age < "soon""#) == FilterError(column: 7, #"age is a whole number of days, not "soon""#)
        )
        #expect(
            failure(#"date > "yesterday""#)
                == FilterError(
                    column: 8,
                    #""yesterday" is not a date; write a day such as "2026-11-01" or an ISO 8601 time"#))
        #expect(failure("age < -1") == FilterError(column: 7, "age is a whole number of days, not -1"))
    }

    @Test func bracketsMustClose() {
        #expect(
            failure(#"(title # "a" or title # "b""#)
                == FilterError(column: 28, "expected ')' to close the '(' at column 1, found the end"))
        #expect(
            failure(#"title # "a")"#) == FilterError(column: 12, "expected 'and', 'or' or the end, found ')'")
        )
    }

    @Test func stringsMustClose() {
        #expect(
            failure(#"title = "open"#)
                == FilterError(column: 9, #"the string that starts here has no closing '"'"#))
    }

    @Test func anEmptyFilterOrADanglingWordAsksForATest() {
        #expect(
            failure("") == FilterError(column: 1, #"expected a test such as title =~ "swift", found the end"#)
        )
        #expect(
            failure(#"title # "a" and"#)
                == FilterError(column: 16, #"expected a test such as title =~ "swift", found the end"#))
        #expect(
            failure(#"title # "a" title # "b""#)
                == FilterError(column: 13, "expected 'and', 'or' or the end, found 'title'"))
    }

    @Test func strayCharactersAreNamed() {
        #expect(failure(#"title ~ "a""#) == FilterError(column: 7, "unexpected '~'"))
        #expect(failure(#"title = "a" && age < 3"#) == FilterError(column: 13, "unexpected '&'"))
    }

    @Test func theDescriptionLeadsWithTheColumn() {
        #expect(
            FilterError(column: 17, "expected a value after '=~'").description
                == "column 17: expected a value after '=~'")
    }
}
