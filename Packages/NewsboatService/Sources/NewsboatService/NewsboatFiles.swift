public import FoundationEssentials

/// Where newsboat keeps its three files: `urls` (the feeds), `config` (the settings) and
/// `cache.db` (the articles). Only `urls` must exist.
public struct NewsboatFiles: Equatable, Sendable {
    public var urls: URL
    /// The config file, when there is one.
    public var config: URL?
    /// The cache, when there is one.
    public var cache: URL?

    public init(urls: URL, config: URL?, cache: URL?) {
        self.urls = urls
        self.config = config
        self.cache = cache
    }

    /// The files in `folder` (all three together, as `newsboat -u -C -c` could name them).
    public static func located(in folder: URL) throws(NewsboatFileError) -> NewsboatFiles {
        let urls = folder.appendingPathComponent("urls")
        guard exists(urls) else { throw .notFound(looked: [folder]) }
        return NewsboatFiles(
            urls: urls, config: existing(folder.appendingPathComponent("config")),
            cache: existing(folder.appendingPathComponent("cache.db")))
    }

    /// Where newsboat itself looks: `~/.newsboat` when that folder exists, else `urls` and
    /// `config` in `$XDG_CONFIG_HOME/newsboat` (`~/.config/newsboat`) and `cache.db` in
    /// `$XDG_DATA_HOME/newsboat` (`~/.local/share/newsboat`).
    public static func located(environment: [String: String], home: URL) throws(NewsboatFileError)
        -> NewsboatFiles
    {
        let dotFolder = home.appendingPathComponent(".newsboat")
        var isFolder = false
        if FileManager.default.fileExists(atPath: dotFolder.path, isDirectory: &isFolder), isFolder {
            return try located(in: dotFolder)
        }
        func base(_ variable: String, _ fallback: String) -> URL {
            environment[variable].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
                ?? home.appendingPathComponent(fallback)
        }
        let configFolder = base("XDG_CONFIG_HOME", ".config").appendingPathComponent("newsboat")
        let dataFolder = base("XDG_DATA_HOME", ".local/share").appendingPathComponent("newsboat")
        let urls = configFolder.appendingPathComponent("urls")
        guard exists(urls) else { throw .notFound(looked: [dotFolder, configFolder]) }
        return NewsboatFiles(
            urls: urls, config: existing(configFolder.appendingPathComponent("config")),
            cache: existing(dataFolder.appendingPathComponent("cache.db")))
    }

    private static func exists(_ file: URL) -> Bool {
        FileManager.default.fileExists(atPath: file.path)
    }

    private static func existing(_ file: URL) -> URL? {
        exists(file) ? file : nil
    }
}
