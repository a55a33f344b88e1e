import Foundation
import TidingsApp

exit(
    await TidingsMain.run(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
        executable: Bundle.main.executableURL))
