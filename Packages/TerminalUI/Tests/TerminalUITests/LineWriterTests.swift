import TerminalTextService
import TerminalUI
import Testing

/// One-shot output writes views made of lines without a canvas; it must come out exactly as
/// drawing them would.
@MainActor @Suite struct LineOutput {
    static let samples: [StyledText] = [
        "plain text", "trailing spaces   ",
        StyledText([.init("bold", style: .bold), .init(" then plain  ")]),
        StyledText([.init("red ", style: TextStyle(foreground: .red)), .init("  ", style: .reverse)]),
        "日本語のニュースとブログと長いタイトル", "emoji 👍🏽 and é", "control\u{1B}[2J\u{07}chars\u{9B}",
        StyledText("a long line that certainly does not fit into the width we give it", style: .dim), "",
    ]

    @Test(arguments: [8, 17, 40])
    func everyViewMatchesItsDrawing(width: Int) {
        let table = TableView(
            dataSource: ArrayDataSource(items: Self.samples) { item, _ in item }, showsSelection: false)
        let views: [any View] = [
            Label("Heading that is long"), Label("right", alignment: .trailing),
            Label("mid", alignment: .center),
            TextView(lines: Self.samples), table,
            StackView([(Label("top"), .fixed(2)), (table, .fill), (Label("end"), .fixed(1))]),
        ]
        for view in views {
            #expect(view.textLines(width: width) != nil)
            let canvas = Canvas(size: Size(width: width, height: view.preferredHeight(forWidth: width)))
            view.draw(in: canvas, frame: canvas.bounds)
            #expect(view.render(width: width) == canvas.lines)
            #expect(view.render(width: width, styled: true) == canvas.styledLines)
        }
    }

    @Test func tablesThatShowASelectionAreDrawn() {
        let table = TableView(dataSource: ArrayDataSource(items: ["a"]) { item, _ in StyledText(item) })
        #expect(table.textLines(width: 10) == nil)
    }
}
