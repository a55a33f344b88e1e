import Foundation
import TidingsApp

exit(
    TidingsCommandLine.run(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
)
