import EndToEndSupport
import Foundation
import Testing

/// Paths that are not what a command expects get one sentence and a documented exit status,
/// never a raw Foundation error.
extension EndToEnd {
    @Suite struct BadPaths {
        @Test func anOPMLPathThatIsAFolderAFIFOOrMissingIsOneSentence() throws {
            let tidings = try TidingsProcess()
            let fifo = tidings.dataDirectory.appendingPathComponent("feeds.opml")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            for (path, reason) in [
                (tidings.dataDirectory.path, "it is a directory, not a regular file"),
                (fifo.path, "it is a FIFO (named pipe), not a regular file"),
                (tidings.dataDirectory.appendingPathComponent("missing.opml").path, "no such file"),
            ] {
                let result = try tidings.run("import", path, timeout: 20)
                #expect(result.status == 74, "\(path)")
                #expect(result.errors.contains(reason), "\(result.errors)")
                #expect(!result.errors.contains("NSCocoaErrorDomain"))
                #expect(result.errors.split(separator: "\n").count == 1)
            }
        }

        @Test func aLibraryFolderThatIsAFileIsOneSentence() throws {
            let probe = try TidingsProcess()
            let file = probe.dataDirectory.appendingPathComponent("not-a-folder")
            try Data("x".utf8).write(to: file)
            for home in [file.path, "/dev/null"] {
                let tidings = try TidingsProcess(extraEnvironment: ["TIDINGS_HOME": home])
                let result = try tidings.run("feeds")
                #expect(result.status == 74)
                #expect(
                    result.errors
                        == "tidings: cannot open the library in \(home): \(home) is not a folder; point --data-dir "
                        + "or TIDINGS_HOME at a folder (it is made when missing)\n")
            }
        }

        @Test func anEmptyDatabaseFileIsNotTakenForANewLibrary() throws {
            let tidings = try TidingsProcess()
            let database = tidings.dataDirectory.appendingPathComponent("library.sqlite")
            #expect(FileManager.default.createFile(atPath: database.path, contents: Data()))
            let result = try tidings.run("feeds")
            #expect(result.status == 74)
            #expect(result.errors.contains("is an empty file (0 bytes), not an SQLite database"))
            #expect((try FileManager.default.attributesOfItem(atPath: database.path)[.size] as? Int) == 0)
        }

        @Test func deeplyNestedSearchIsAUsageError() throws {
            let tidings = try TidingsProcess()
            let query = String(repeating: "(", count: 5_000) + "a" + String(repeating: ")", count: 5_000)
            let result = try tidings.run("search", query)
            #expect(result.status == 64)
            #expect(result.errors.contains("parentheses are nested more than 32 deep"))
        }
    }
}
