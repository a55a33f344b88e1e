public import FoundationEssentials

/// How downloads behave. The app fills it from the configuration's `downloads` section.
public struct DownloadSettings: Equatable, Sendable {
    /// Downloads in flight at once.
    public var concurrency: Int
    /// Largest file accepted; `nil` accepts any size.
    public var maxFileBytes: Int?
    /// Seconds a download may receive nothing before it fails (and can be resumed); `nil` never
    /// gives up. There is no limit on a download's total time.
    public var stallTimeoutSeconds: Double?

    public init(concurrency: Int, maxFileBytes: Int?, stallTimeoutSeconds: Double?) {
        self.concurrency = concurrency
        self.maxFileBytes = maxFileBytes
        self.stallTimeoutSeconds = stallTimeoutSeconds
    }
}

/// One file to download.
public struct DownloadRequest: Equatable, Sendable {
    public var url: URL
    /// The folder the file goes into; it must exist.
    public var directory: URL
    /// The file's name; `nil` takes the URL's last path component. Either way it is sanitised.
    public var fileName: String?
    /// Whether an existing file of that name is replaced.
    public var overwrite: Bool

    public init(url: URL, directory: URL, fileName: String? = nil, overwrite: Bool = false) {
        self.url = url
        self.directory = directory
        self.fileName = fileName
        self.overwrite = overwrite
    }
}

/// How far a download has come.
public struct DownloadProgress: Equatable, Sendable {
    /// Bytes in the file so far, resumed bytes included.
    public var bytesReceived: Int
    /// The file's full size, when the server said it.
    public var totalBytes: Int?

    public init(bytesReceived: Int, totalBytes: Int?) {
        self.bytesReceived = bytesReceived
        self.totalBytes = totalBytes
    }
}

/// A finished download.
public struct DownloadResult: Equatable, Sendable {
    /// Where the file is.
    public var file: URL
    /// Its size.
    public var bytes: Int
    /// Bytes that were already there from an earlier attempt (0 when it started afresh).
    public var resumedFrom: Int

    public init(file: URL, bytes: Int, resumedFrom: Int) {
        self.file = file
        self.bytes = bytes
        self.resumedFrom = resumedFrom
    }
}
