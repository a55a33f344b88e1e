import Foundation
import SyncLogic
import Testing

/// Password commands run for real: `/bin/sh` and `printf` stand in for `pass` and `secret-tool`.
@Suite struct PasswordCommandsTests {
    let commands = PasswordCommands(environment: ["PATH": "/usr/bin:/bin"], timeoutSeconds: 2)

    func failure(_ command: String) async -> String {
        do {
            let password = try await commands.password(from: command, account: "home")
            return "no failure: \(password)"
        } catch {
            return "\(error)"
        }
    }

    @Test
    func theFirstLineOfItsOutputIsThePassword() async throws {
        #expect(
            try await commands.password(from: #"printf 's3cret pass\nsecond line\n'"#, account: "home")
                == "s3cret pass")
        // Quotes group words and nothing is expanded: `$HOME` reaches the program as it is.
        #expect(try await commands.password(from: #"printf '%s' "$HOME""#, account: "home") == "$HOME")
    }

    @Test
    func aCommandThatGivesNoPasswordSaysWhyAndNamesTheAccount() async {
        let failed = await failure(#"sh -c "echo 'gpg: decryption failed: No secret key' >&2; exit 2""#)
        #expect(
            failed.contains("account 'home'") && failed.contains("it exited with 2: gpg: decryption failed"))
        #expect(await failure("true").contains("it printed no password"))
        #expect(
            await failure("no-such-password-program show x").contains(
                "no-such-password-program is not installed"))
        #expect(await failure(#"pass show "rss"#).contains("cannot be read: a \" quote is never closed"))
        let started = Date()
        #expect(await failure("sleep 30").contains("did not finish within 2 s"))
        #expect(Date().timeIntervalSince(started) < 10)
    }
}
