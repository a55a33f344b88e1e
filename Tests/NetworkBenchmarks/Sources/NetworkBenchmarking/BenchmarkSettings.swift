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
        httpSettings(from: try shipped(from: file).network)
    }

    /// Every shipped default, as above.
    public static func shipped(from file: URL = defaultsFile) throws(ConfigurationError) -> Configuration {
        try ConfigurationLoader(defaultsFile: file, userFile: file, environment: [:]).load().configuration
    }

    public static func httpSettings(from network: Configuration.Network) -> HTTPSettings {
        HTTPSettings(
            userAgent: network.userAgent, connectTimeoutSeconds: network.connectTimeoutSeconds,
            requestTimeoutSeconds: network.requestTimeoutSeconds, maxRedirects: network.maxRedirects,
            maxResponseBytes: network.maxResponseBytes, retryLimit: network.retryLimit,
            retryAfterMaxSeconds: network.retryAfterMaxSeconds, concurrency: network.concurrency,
            concurrencyPerHost: network.concurrencyPerHost)
    }
}
