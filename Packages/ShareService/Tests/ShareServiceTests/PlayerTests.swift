import Foundation
import ShareService
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension ProgramSpawning {
    /// `SystemPlayer` against a stand-in player that records what it was given.
    @Suite struct PlayerTests {
        /// Writes a player script that records its arguments (NUL-separated) and its process group,
        /// then exits with `status`.
        private func installPlayer(in programs: StandInPrograms, status: Int32 = 0) throws {
            let record = programs.records.appendingPathComponent("player").path
            let script = """
                #!/bin/sh
                printf '%s\\0' "$@" > '\(record).args'
                cut -d ' ' -f 5 /proc/$$/stat > '\(record).pgid'
                exit \(status)

                """
            let file = programs.bin.appendingPathComponent("player")
            try Data(script.utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }

        private func mediaFile(named name: String, in programs: StandInPrograms) throws -> URL {
            let file = programs.folder.appendingPathComponent(name)
            try Data("ID3".utf8).write(to: file)
            return file
        }

        @Test func passesTheFileAsTheLastArgumentWithoutAShell() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            try installPlayer(in: programs)
            let file = try mediaFile(named: "episode $(touch pwned); `id` 'x'.mp3", in: programs)
            var environment = programs.environment()
            environment["PATH"] = programs.bin.path + ":/usr/bin:/bin"
            let player = SystemPlayer(command: ["player", "--no-video"], environment: environment)

            try await player.play(file)

            #expect(programs.arguments(of: "player") == ["--no-video", file.path])
            #expect(
                !FileManager.default.fileExists(atPath: programs.folder.appendingPathComponent("pwned").path))
        }

        @Test func runsInOurProcessGroupSoItOwnsTheTerminal() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            try installPlayer(in: programs)
            let file = try mediaFile(named: "a.mp3", in: programs)
            let player = SystemPlayer(
                command: ["player"], environment: ["PATH": programs.bin.path + ":/usr/bin:/bin"])

            try await player.play(file)

            let group = try String(
                contentsOf: programs.records.appendingPathComponent("player.pgid"), encoding: .utf8)
            #expect(group.trimmingCharacters(in: .whitespacesAndNewlines) == String(getpgrp()))
        }

        @Test func reportsAFailingPlayerWithItsStatus() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            try installPlayer(in: programs, status: 3)
            let file = try mediaFile(named: "a.mp3", in: programs)
            let player = SystemPlayer(
                command: ["player"], environment: ["PATH": programs.bin.path + ":/usr/bin:/bin"])

            await #expect(throws: PlayError.failed(command: ["player", file.path], status: 3)) {
                try await player.play(file)
            }
        }

        @Test func saysWhatToDoWhenThePlayerIsMissingOrUnset() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            let file = try mediaFile(named: "a.mp3", in: programs)

            let missing = SystemPlayer(command: ["no-such-player"], environment: programs.environment())
            await #expect(throws: PlayError.notFound(program: "no-such-player")) {
                try await missing.play(file)
            }
            #expect(PlayError.notFound(program: "mpv").description.contains("downloads.playerCommand"))

            let unset = SystemPlayer(command: [], environment: programs.environment())
            await #expect(throws: PlayError.emptyCommand) { try await unset.play(file) }

            let gone = programs.folder.appendingPathComponent("gone.mp3")
            let player = SystemPlayer(command: ["player"], environment: programs.environment())
            await #expect(throws: PlayError.missingFile(path: gone.path)) { try await player.play(gone) }
        }
    }
}
