import Foundation
import HTMLService
import Testing

/// Where a rendered text's pictures go: after the last line of the block that holds them.
@Suite struct RenderImages {
    @Test func aPictureFollowsTheBlockThatHoldsIt() throws {
        let rendered = HTMLText.render(
            """
            <p>First paragraph, long enough to wrap onto two lines here.</p>
            <p>Look: <img src="/a.png" alt="a"> and <img src="https://cdn.example/b.png"></p>
            <table><tr><td><img src="c.gif" alt="c"></td></tr></table>
            <p>After.</p>
            """, width: 30, baseURL: URL(string: "https://site.example/posts/1"))
        let look = try #require(rendered.lines.firstIndex { $0.hasPrefix("Look:") })
        let table = try #require(rendered.lines.firstIndex { $0.contains("[image: c]") })
        #expect(
            rendered.images == [
                RenderedImage(url: try #require(URL(string: "https://site.example/a.png")), line: look),
                RenderedImage(url: try #require(URL(string: "https://cdn.example/b.png")), line: look),
                RenderedImage(
                    url: try #require(URL(string: "https://site.example/posts/c.gif")), line: table),
            ])
    }

    @Test func onlyWebPicturesArePlaced() {
        let rendered = HTMLText.render(
            "<p><img src='data:image/png;base64,AAAA'><img src='file:///etc/passwd'><img src=''><img></p>",
            width: 40)
        #expect(rendered.images.isEmpty)
        #expect(rendered.lines == ["[image] [image] [image] [image]"])
    }

    @Test func aPictureAtTheEndStaysOnTheLastLine() {
        let rendered = HTMLText.render("<p>Text</p><img src='https://x.example/p.png'>", width: 30)
        #expect(rendered.images.map(\.line) == [rendered.lines.count - 1])
    }
}
