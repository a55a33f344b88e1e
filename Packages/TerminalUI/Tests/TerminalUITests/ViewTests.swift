import TerminalTextService
import TerminalUI
import Testing

@MainActor @Suite struct Views {
    @Test func labelTruncatesByWidthWithAnEllipsis() {
        #expect(Label("Hello, wide 世界").render(width: 10) == ["Hello, wi…"])
        #expect(Label("right", alignment: .trailing).render(width: 8) == ["   right"])
        #expect(Label("mid", alignment: .center).render(width: 7) == ["  mid"])
    }

    @Test func tableShowsTheSelectionAndScrollsToKeepItVisible() {
        let source = ArrayDataSource(items: Array(1...10)) { item, context in
            StyledText("row \(item)\(context.isSelected ? " <" : "")")
        }
        let table = TableView(dataSource: source)
        #expect(table.render(width: 10, height: 3) == ["row 1 <", "row 2", "row 3"])
        table.moveSelection(by: 4)
        #expect(table.render(width: 10, height: 3) == ["row 3", "row 4", "row 5 <"])
        table.moveSelection(pages: 1)
        #expect(table.selectedItem == 7)
        table.moveSelection(by: 100)
        #expect(table.render(width: 10, height: 3) == ["row 8", "row 9", "row 10 <"])
        #expect(table.selectNext { $0 % 4 == 0 })
        #expect(table.selectedItem == 4)
    }

    @Test func selectedRowIsReverseVideo() {
        let table = TableView(dataSource: ArrayDataSource(items: ["a", "b"]) { item, _ in StyledText(item) })
        let styled = table.render(width: 3, height: 2, styled: true)
        #expect(styled[0] == "\u{1B}[0;7ma  \u{1B}[0m")
        #expect(styled[1] == "b")
    }

    @Test func emptyTableShowsItsPlaceholder() {
        let table = TableView(
            dataSource: ArrayDataSource(items: [String]()) { item, _ in StyledText(item) },
            emptyText: "Nothing here")
        #expect(table.render(width: 20) == ["Nothing here"])
    }

    @Test func textViewScrollsWithinItsLines() {
        let text = TextView(lines: (1...6).map { StyledText("line \($0)") })
        #expect(text.render(width: 10, height: 2) == ["line 1", "line 2"])
        text.scroll(by: 3)
        #expect(text.render(width: 10, height: 2) == ["line 4", "line 5"])
        text.scroll(pages: 5)
        #expect(text.render(width: 10, height: 2) == ["line 5", "line 6"])
        #expect(text.isAtBottom)
        text.scrollToTop()
        #expect(text.render(width: 10, height: 2) == ["line 1", "line 2"])
    }

    @Test func statusBarPutsTextLeftAndRight() {
        let bar = StatusBar(left: "Feeds", right: "3 unread")
        #expect(bar.render(width: 20) == ["Feeds       3 unread"])
        #expect(bar.render(width: 20, styled: true)[0].hasPrefix("\u{1B}[0;7mFeeds"))
    }

    @Test func progressBarFillsByFraction() {
        #expect(ProgressBar(fraction: 0.5, label: "2/4").render(width: 16) == ["[#####-----] 2/4"])
        #expect(ProgressBar(fraction: 2, label: "").render(width: 6) == ["[###]"])
    }

    @Test func helpOverlayIsACentredBox() {
        let help = HelpOverlay(title: "Keys", entries: [KeyHelp("j", "down"), KeyHelp("enter", "open")])
        let lines = help.render(width: 20, height: 4)
        #expect(
            lines == ["  ┌─ Keys ──────┐", "  │ j      down │", "  │ enter  open │", "  └─────────────┘"])
    }

    @Test func stackGivesFixedPartsTheirRowsAndFillersTheRest() {
        let stack = StackView([
            (Label("top"), .fixed(1)), (TextView(lines: ["a", "b", "c"]), .fill),
            (Label("bottom"), .fixed(1)),
        ])
        #expect(stack.render(width: 10, height: 4) == ["top", "a", "b", "bottom"])
        #expect(stack.render(width: 10) == ["top", "a", "b", "c", "bottom"])
    }
}
