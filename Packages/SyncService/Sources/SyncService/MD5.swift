import CCrypto
import FoundationEssentials
import UnicodeTextService

/// MD5 through OpenSSL's libcrypto, for Fever's API key, which is defined as one.
enum MD5 {
    /// The digest of `text`'s UTF-8 bytes in lower-case hex, or nil when libcrypto is missing.
    static func hex(of text: String) -> String? {
        var digest = [UInt8](repeating: 0, count: 16)
        let bytes = Array(text.utf8)
        let done = bytes.withUnsafeBytes { input in
            digest.withUnsafeMutableBufferPointer { output in
                tidings_md5(input.baseAddress, input.count, output.baseAddress)
            }
        }
        guard done == 1 else { return nil }
        return digest.map { Hexadecimal.text($0, digits: 2) }.joined()
    }
}
