import Foundation
import ShareService
import Testing

extension ProgramSpawning {
    @Suite struct Clipboard {
        @Test func theFirstInstalledProgramGetsTheTextOnStandardInput() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            try programs.install("xclip")
            try programs.install("xsel")
            let sharing = SystemSharing(settings: ShareSettings(), environment: programs.environment())
            let used = try await sharing.copyToClipboard(hostileTitle)
            #expect(used == "xclip")
            #expect(programs.arguments(of: "xclip") == ["-selection", "clipboard"])
            #expect(programs.input(of: "xclip") == hostileTitle)
            #expect(programs.arguments(of: "xsel") == nil)
        }

        @Test func noInstalledProgramNamesEveryOneTried() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            let sharing = SystemSharing(settings: ShareSettings(), environment: programs.environment())
            let error = await #expect(throws: ShareError.self) { try await sharing.copyToClipboard("text") }
            #expect(error == .noProgramFound(action: .copy, tried: ["wl-copy", "xclip", "xsel", "pbcopy"]))
            #expect(
                error?.description
                    == "cannot copy to the clipboard: none of the programs tried is installed (tried wl-copy, xclip, "
                    + "xsel, pbcopy); install one of them or change share.clipboardCommands")
        }

        @Test func aFailingProgramFallsThroughToTheNext() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            try programs.install(
                "wl-copy", exitStatus: 1, errorMessage: "Failed to connect to a Wayland server")
            try programs.install("xsel")
            let sharing = SystemSharing(settings: ShareSettings(), environment: programs.environment())
            #expect(try await sharing.copyToClipboard("hello") == "xsel")
            #expect(programs.input(of: "wl-copy") == "hello")
            #expect(programs.arguments(of: "xsel") == ["--clipboard", "--input"])
            #expect(programs.input(of: "xsel") == "hello")
        }

        @Test func whenEveryProgramFailsEachFailureIsReported() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            try programs.install(
                "wl-copy", exitStatus: 1, errorMessage: "Failed to connect to a Wayland server")
            try programs.install("xclip", exitStatus: 2, errorMessage: "Error: Can't open display: (null)")
            let sharing = SystemSharing(settings: ShareSettings(), environment: programs.environment())
            let error = await #expect(throws: ShareError.self) { try await sharing.copyToClipboard("hello") }
            #expect(
                error
                    == .programsFailed(
                        action: .copy,
                        failures: [
                            ProgramFailure(
                                command: ["wl-copy"],
                                reason: .exited(status: 1, message: "Failed to connect to a Wayland server")),
                            ProgramFailure(
                                command: ["xclip", "-selection", "clipboard"],
                                reason: .exited(status: 2, message: "Error: Can't open display: (null)")),
                        ]))
            #expect(
                error?.description
                    == "cannot copy to the clipboard: wl-copy exited with status 1: Failed to connect to a Wayland "
                    + "server; xclip -selection clipboard exited with status 2: Error: Can't open display: (null)"
            )
        }

        @Test func aProgramThatHangsIsStoppedAfterTheTimeout() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            try programs.install("pbcopy", sleepSeconds: 30)
            let settings = ShareSettings(clipboardCommands: [["pbcopy"]], timeoutSeconds: 0.5)
            let sharing = SystemSharing(settings: settings, environment: programs.environment())
            let error = await #expect(throws: ShareError.self) { try await sharing.copyToClipboard("hello") }
            #expect(
                error
                    == .programsFailed(
                        action: .copy,
                        failures: [ProgramFailure(command: ["pbcopy"], reason: .timedOut(seconds: 0.5))]))
            #expect(
                error?.description
                    == "cannot copy to the clipboard: pbcopy did not finish within 0.5 seconds and was stopped"
            )
            // The program and the helper it started are both gone.
            #expect(!programs.isAlive("pbcopy"))
        }

        @Test func commandsFromSettingsKeepTheirArgumentsAndMayBePaths() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            let elsewhere = programs.folder.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            let path = try programs.install("my-clip", in: elsewhere)
            // A file that is not executable is not a program, even on PATH.
            try Data("not a program".utf8).write(to: programs.bin.appendingPathComponent("xclip"))
            let settings = ShareSettings(clipboardCommands: [
                ["xclip"], [path.path, "--primary", "$HOME", "*"],
            ])
            let sharing = SystemSharing(settings: settings, environment: programs.environment())
            #expect(try await sharing.copyToClipboard("x") == path.path)
            #expect(programs.arguments(of: "my-clip") == ["--primary", "$HOME", "*"])
        }

        @Test func anEmptyCommandIsASettingsError() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            let sharing = SystemSharing(
                settings: ShareSettings(clipboardCommands: [[]]), environment: programs.environment())
            await #expect(throws: ShareError.emptyCommand(action: .copy)) {
                try await sharing.copyToClipboard("x")
            }
        }
    }
}
