import EndToEndSupport
import Foundation
import LoopbackServerService
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Podcast downloads through the real binary: queue, run, `kill -9` in the middle, resume with
/// a range request, then play through a stand-in player in the full-screen reader.
extension EndToEnd {
    @Suite struct Downloads {
        /// A feed of two episodes on `server`: a long one that drips, and a short one.
        func podcastServer(long: Data, short: Data) throws -> LoopbackServer {
            let server = try LoopbackServer()
            let feed = """
                <?xml version="1.0"?>
                <rss version="2.0"><channel><title>Loopback Radio</title><link>\(server.url("/"))</link>
                <item><guid>long</guid><title>The long one</title>
                <enclosure url="\(server.url("/long.mp3"))" type="audio/mpeg" length="\(long.count)"/></item>
                <item><guid>short</guid><title>The short one</title>
                <enclosure url="\(server.url("/short.mp3"))" type="audio/mpeg" length="\(short.count)"/></item>
                </channel></rss>
                """
            server.setRoute(.fixed(.ok(feed, contentType: "application/rss+xml")), for: "/radio.rss")
            server.setRoute(
                .fixed(
                    LoopbackResponse(status: 200, body: long, delivery: .drip(interval: .milliseconds(1)))),
                for: "/long.mp3")
            server.setRoute(.fixed(LoopbackResponse(status: 200, body: short)), for: "/short.mp3")
            return server
        }

        /// Bytes that are not all alike.
        func episode(_ count: Int, seed: Int) -> Data {
            Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ seed) })
        }

        /// The size of a file, or 0 when there is none.
        func size(_ path: String) -> Int {
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
        }

        /// A user configuration whose player is a script that records its arguments.
        func installPlayer(for tidings: TidingsProcess) throws -> URL {
            let record = tidings.dataDirectory.appendingPathComponent("player.args")
            let player = tidings.dataDirectory.appendingPathComponent("stand-in-player")
            try Data("#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(record.path)'\n".utf8).write(to: player)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: player.path)
            try tidings.writeUserPlist(["downloads": ["playerCommand": [player.path]]])
            return record
        }

        @Test func queueRunKillResumeAndPlay() throws {
            let long = episode(30_000, seed: 7)
            let short = episode(1_500, seed: 3)
            let server = try podcastServer(long: long, short: short)
            defer { server.stop() }
            let tidings = try TidingsProcess()
            let record = try installPlayer(for: tidings)
            #expect(try tidings.run("add", server.url("/radio.rss").absoluteString).status == 0)
            #expect(try tidings.run("refresh").status == 0)
            let ids = try tidings.run("articles", "--json").objects().compactMap { $0["id"] as? Int }
            #expect(ids.count == 2)

            let queued = try tidings.run(["download"] + ids.map(String.init) + ["--json"])
            #expect(queued.status == 0, "\(queued.errors)")
            let added = ((try queued.json() as? [String: Any])?["queued"] as? [[String: Any]]) ?? []
            #expect(added.compactMap { $0["fileName"] as? String }.sorted() == ["long.mp3", "short.mp3"])
            let listed = try tidings.run("downloads")
            #expect(listed.output.contains("Downloads · 2 queued"), "\(listed.output)")

            // The first run: kill -9 once the long episode is partly there.
            let run = Process()
            run.executableURL = tidings.binary
            run.arguments = ["downloads", "--run"]
            run.environment = tidings.environment
            run.currentDirectoryURL = tidings.dataDirectory
            run.standardOutput = FileHandle.nullDevice
            run.standardError = FileHandle.nullDevice
            try run.run()
            let folder = tidings.dataDirectory.appendingPathComponent("downloads")
            let part = folder.appendingPathComponent("long.mp3.part").path
            let deadline = Date().addingTimeInterval(20)
            while size(part) < 3_000, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            Thread.sleep(forTimeInterval: 0.6)  // past the queue's twice-a-second progress save
            kill(run.processIdentifier, SIGKILL)
            run.waitUntilExit()
            #expect(run.terminationReason == .uncaughtSignal)
            let kept = size(part)
            #expect(kept >= 3_000 && kept < long.count, "the kill landed mid-download (\(kept) bytes kept)")

            let afterKill = try tidings.run("downloads", "--json").objects()
            let longEntry = try #require(afterKill.first { $0["fileName"] as? String == "long.mp3" })
            #expect(longEntry["state"] as? String == "interrupted")
            #expect((longEntry["bytesReceived"] as? Int ?? 0) > 0)
            #expect(
                afterKill.first { $0["fileName"] as? String == "short.mp3" }?["state"] as? String == "done")
            #expect(try tidings.run("downloads").output.contains("interrupted at"))

            // The second run resumes with a range request from what the first one kept.
            server.setRoute(
                .fixed(LoopbackResponse(status: 200, body: long, acceptsRanges: true)), for: "/long.mp3")
            let resumed = try tidings.run("downloads", "--run")
            #expect(resumed.status == 0, "\(resumed.errors)")
            let range = server.requests(to: "/long.mp3").last?.header("Range")
            #expect(range == "bytes=\(kept)-", "the run resumed at the part's size")
            #expect(try Data(contentsOf: folder.appendingPathComponent("long.mp3")) == long)
            #expect(try Data(contentsOf: folder.appendingPathComponent("short.mp3")) == short)
            let done = try tidings.run("downloads", "--json").objects()
            #expect(done.map { $0["state"] as? String } == ["done", "done"])
            let firstFile = try #require(done.first?["file"] as? String)

            // `p` in the downloads screen plays the selected file through the configured player.
            guard TmuxSession.isAvailable else { return }
            let session = try TmuxSession(
                command: "'\(tidings.binary.path)'; echo EXIT=$?; sleep 120", environment: tidings.environment
            )
            try session.waitFor("Feeds · 1")
            try session.send("D")
            try session.waitFor("Downloads · 2 done")
            try session.send("p")
            try session.waitFor("Downloads · 2 done")
            let played = try waitForFile(record)
            #expect(played == firstFile + "\n")
            try session.send("c")
            try session.waitFor("removed 2 finished entries")
            #expect(FileManager.default.fileExists(atPath: firstFile), "clearing keeps the files")

            // `d` on an article queues its enclosure; `D` from there shows the queue.
            try session.send("q")
            try session.waitFor("Feeds · 1")
            try session.send("Enter")
            try session.waitFor("Articles in Loopback Radio")
            try session.send("d")
            try session.waitFor("D: the downloads")
            try session.send("D")
            try session.waitFor("Downloads · 1 queued")
            try session.send("q", "q", "q", "q")
            try session.waitFor("EXIT=0")
            let requeued = try tidings.run("downloads", "--json").objects()
            #expect(requeued.count == 1)
            #expect(requeued.first?["state"] as? String == "queued")
        }

        @Test func aSecondRunIsRefusedWhileOneIsGoing() throws {
            let server = try podcastServer(long: episode(20_000, seed: 1), short: episode(10, seed: 2))
            defer { server.stop() }
            let tidings = try TidingsProcess()
            #expect(try tidings.run("add", server.url("/radio.rss").absoluteString).status == 0)
            #expect(try tidings.run("refresh").status == 0)
            let ids = try tidings.run("articles", "--json").objects().compactMap { $0["id"] as? Int }
            #expect(try tidings.run(["download"] + ids.map(String.init)).status == 0)
            let run = Process()
            run.executableURL = tidings.binary
            run.arguments = ["downloads", "--run"]
            run.environment = tidings.environment
            run.currentDirectoryURL = tidings.dataDirectory
            run.standardOutput = FileHandle.nullDevice
            run.standardError = FileHandle.nullDevice
            try run.run()
            defer {
                kill(run.processIdentifier, SIGKILL)
                run.waitUntilExit()
            }
            let part = tidings.dataDirectory.appendingPathComponent("downloads/long.mp3.part").path
            let deadline = Date().addingTimeInterval(20)
            while size(part) == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }

            let second = try tidings.run("downloads", "--run")
            #expect(second.status == 69)
            #expect(second.errors.contains("another process is already downloading this queue"))
            let listed = try tidings.run("downloads")
            #expect(
                listed.output.contains("downloading") || listed.output.contains("of 20 kB"),
                "\(listed.output)")
        }

        /// The file's text once it exists, waiting up to ten seconds.
        func waitForFile(_ file: URL) throws -> String {
            let deadline = Date().addingTimeInterval(10)
            while !FileManager.default.fileExists(atPath: file.path), Date() < deadline {
                Thread.sleep(forTimeInterval: 0.05)
            }
            return try String(contentsOf: file, encoding: .utf8)
        }
    }
}
