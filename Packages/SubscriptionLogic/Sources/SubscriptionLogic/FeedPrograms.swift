public import FoundationEssentials
import ProgramService

/// Runs the programs of `exec:` and `filter:` feeds (see `FeedSource`). A command is split into
/// words as newsboat's configuration splits a line (`CommandWords`: blanks, quotes and
/// backslashes; no shell, so no variables, globs, pipes or redirections: write `sh -c '…'` for
/// those), a leading `~/` of the program is the home folder, and the program is found on `PATH`.
/// It runs with the user's environment, for at most `timeoutSeconds`
/// (`refresh.programTimeoutSeconds`), its output capped at `outputLimit` bytes (the parser's
/// `parser.maxDocumentBytes`), with no standard input but a filter's body; what it wrote to
/// standard error goes into the feed's failure.
public struct FeedPrograms: Sendable {
    public let environment: [String: String]
    public let timeoutSeconds: Double
    public let outputLimit: Int

    public init(environment: [String: String], timeoutSeconds: Double, outputLimit: Int) {
        self.environment = environment
        self.timeoutSeconds = timeoutSeconds
        self.outputLimit = outputLimit
    }

    /// The standard output of `command`, given `input` as its standard input; a failure says
    /// what went wrong and what the program said.
    public func output(of command: String, input: Data?) async throws(FetchFailure) -> Data {
        let words: [String]
        do {
            words = try CommandWords.split(command)
        } catch {
            throw FetchFailure(.other, "the command '\(command)' cannot be read: \(error)")
        }
        let executable: URL
        do {
            executable = try ProgramLocator.locateUserProgram(words[0], environment: environment)
        } catch {
            throw FetchFailure(.other, error.description)
        }
        let outcome = await ProgramCapture(environment: environment).run(
            executable: executable, arguments: Array(words.dropFirst()), input: input,
            outputLimit: outputLimit,
            seconds: timeoutSeconds)
        if case .exited(0, let output, _) = outcome { return output }
        throw failure(outcome, name: executable.lastPathComponent)
    }

    /// Why a program's run gave no feed.
    @inline(never)
    private func failure(_ outcome: ProgramCapture.Outcome, name: String) -> FetchFailure {
        let reason =
            outcome.failure(
                name: name, seconds: timeoutSeconds,
                timeoutAdvice: "raise refresh.programTimeoutSeconds if it needs longer",
                sizeAdvice: "the limit is parser.maxDocumentBytes") ?? "\(name) gave no feed"
        switch outcome {
        case .timedOut: return FetchFailure(.timeout, reason)
        case .outputTooLarge: return FetchFailure(.tooLarge, reason)
        default: return FetchFailure(.other, reason)
        }
    }
}
