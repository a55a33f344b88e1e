import ArticleLogic
import Foundation
import LibraryModelLogic
import Testing

/// The pictures a readable article carries: its text's, then its enclosures of image type.
@Suite struct ReadableImages {
    @Test func theTextsPicturesComeFirstThenImageEnclosuresEachOnce() throws {
        let cat = try #require(URL(string: "https://comics.example/cat.png"))
        let dog = try #require(URL(string: "https://comics.example/dog.jpg"))
        let article = Article(
            id: ArticleID(1), feedID: FeedID(1), feedTitle: "Comics",
            link: URL(string: "https://comics.example/strips/1"), title: "Strip", firstSeen: Date(),
            content: "<p>Today:</p><p><img src='../cat.png' alt='cat'></p><p>The end.</p>", bodyIsHTML: true,
            enclosures: [
                Enclosure(url: cat, mimeType: "image/png"), Enclosure(url: dog, mimeType: "IMAGE/JPEG"),
                Enclosure(
                    url: try #require(URL(string: "https://comics.example/talk.mp3")), mimeType: "audio/mpeg"),
            ])
        let readable = ArticleRenderer().readable(article, width: 40)
        let lines = readable.text.components(separatedBy: "\n")
        #expect(readable.images.map(\.url) == [cat, dog])
        #expect(lines[readable.images[0].line] == "[image: cat]")
        #expect(readable.images[1].line == lines.count - 1)
    }
}
