import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Why a file operation failed, in the C library's words: what `localizedDescription` gave
/// through Foundation's NS layer, without the layer (and ICU) it needs.
public enum SystemErrorText {
    /// The reason `error` states, for a sentence such as "cannot write PATH: REASON":
    /// `strerror`'s text for a system error ("No such file or directory"), a short phrase for
    /// Foundation's own file errors, and the error's description for any other.
    public static func reason(for error: any Error) -> String {
        if let cocoa = error as? CocoaError {
            if let posix = cocoa.underlying as? POSIXError { return text(of: posix.code.rawValue) }
            return phrase(for: cocoa.code)
        }
        if let posix = error as? POSIXError { return text(of: posix.code.rawValue) }
        return String(describing: error)
    }

    /// `strerror(code)`.
    public static func text(of code: Int32) -> String {
        String(cString: strerror(code))
    }

    private static func phrase(for code: CocoaError.Code) -> String {
        switch code {
        case .fileNoSuchFile, .fileReadNoSuchFile: "No such file or directory"
        case .fileReadNoPermission, .fileWriteNoPermission: "Permission denied"
        case .fileWriteOutOfSpace: "No space left on device"
        case .fileWriteFileExists: "File exists"
        case .fileWriteVolumeReadOnly: "Read-only file system"
        case .fileReadCorruptFile: "The file is damaged or in an unknown format"
        case .fileReadInapplicableStringEncoding, .fileWriteInapplicableStringEncoding:
            "The text is not in the expected encoding"
        case .fileReadTooLarge: "The file is too large"
        default: "file error \(code.rawValue)"
        }
    }
}
