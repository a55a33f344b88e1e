import DownloadService
import Foundation
import Testing

@Suite struct FileNames {
    @Test(arguments: [
        ("episode.mp3", "episode.mp3"),
        ("../../etc/passwd", "passwd"),
        ("/absolute/path/show.mp3", "show.mp3"),
        ("..\\..\\windows.mp3", "windows.mp3"),
        ("..", "download"),
        (".", "download"),
        ("", "download"),
        ("   ", "download"),
        ("a\u{0}b.mp3", "ab.mp3"),
        ("evil\nname\t.mp3", "evilname.mp3"),
        ("\u{202E}3pm.exe", "3pm.exe"),
        (".hidden", "hidden"),
        ("...", "download"),
        ("dir/", "dir"),
        ("episode%20one.mp3", "episode one.mp3"),
        ("..%2F..%2Fx.mp3", "x.mp3"),
    ])
    func sanitises(_ candidate: String, _ expected: String) {
        #expect(DownloadFileName.sanitize(candidate) == expected)
    }

    @Test func cutsLongNamesKeepingTheExtension() {
        let long = DownloadFileName.sanitize(String(repeating: "a", count: 400) + ".mp3")
        #expect(long.utf8.count == 250)
        #expect(long.hasSuffix("a.mp3"))
        let accented = DownloadFileName.sanitize(String(repeating: "é", count: 300) + ".ogg")
        #expect(accented.utf8.count <= 250)
        #expect(accented.hasSuffix("é.ogg"))
        #expect(accented.dropLast(4).allSatisfy { $0 == "é" })
    }

    @Test func derivesFromTheURLUnlessANameIsGiven() throws {
        let url = try #require(URL(string: "https://cdn.example.org/shows/ep%2042.mp3?session=1"))
        #expect(DownloadFileName.derive(from: url, suggested: nil) == "ep 42.mp3")
        #expect(DownloadFileName.derive(from: url, suggested: "../mine.mp3") == "mine.mp3")
        let bare = try #require(URL(string: "https://cdn.example.org"))
        #expect(DownloadFileName.derive(from: bare, suggested: nil) == "download")
    }

    @Test func errorsSayWhatToDo() {
        #expect(
            DownloadError.fileExists(path: "/d/x.mp3").description
                == "/d/x.mp3 already exists; remove it or move it aside, then download again")
        #expect(
            DownloadError.incomplete(partialPath: "/d/x.mp3.part", received: 10, expected: 100).description
                == "the download stopped after 10 of 100 bytes; the part is kept in /d/x.mp3.part, download again "
                + "to resume")
    }
}
