public import ConfigurationService
public import Foundation
public import HTTPService

/// The HTTP settings the benchmark runs with: the shipped defaults of `Config/Tidings.plist`,
/// mapped onto `HTTPSettings` as the app maps them.
public enum BenchmarkSettings {
    /// `Config/Tidings.plist` of the repository this harness was built from.
    public static let defaultsFile = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Config/Tidings.plist")

    /// The defaults alone: no user plist, no environment (the defaults file stands in for
    /// the user file, so the user's own settings cannot leak in).
    public static func load(from file: URL = defaultsFile) throws(ConfigurationError) -> HTTPSettings {
        httpSettings(from: try shipped(from: file))
    }

    /// Every shipped default, as above.
    public static func shipped(from file: URL = defaultsFile) throws(ConfigurationError) -> Configuration {
        try ConfigurationLoader(defaultsFile: file, userFile: file, environment: [:]).load().configuration
    }

    public static func httpSettings(from configuration: Configuration) -> HTTPSettings {
        typealias Network = Settings.Network
        return HTTPSettings(
            userAgent: configuration[Network.userAgent],
            connectTimeoutSeconds: configuration[Network.connectTimeoutSeconds],
            requestTimeoutSeconds: configuration[Network.requestTimeoutSeconds],
            maxRedirects: configuration[Network.maxRedirects],
            maxResponseBytes: configuration[Network.maxResponseBytes],
            retryLimit: configuration[Network.retryLimit],
            retryAfterMaxSeconds: configuration[Network.retryAfterMaxSeconds],
            concurrency: configuration[Network.concurrency],
            concurrencyPerHost: configuration[Network.concurrencyPerHost])
    }
}
