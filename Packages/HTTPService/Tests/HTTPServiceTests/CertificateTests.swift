import Foundation
import HTTPService
import Testing

/// `openssl`, when the machine has it.
private let openssl = ["/usr/bin/openssl", "/bin/openssl"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// Runs `openssl` with `arguments` and waits for it.
private func runOpenSSL(_ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: openssl ?? "/usr/bin/openssl")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

@Suite struct Certificates {
    /// A real TLS server (`openssl s_server`) with a self-signed certificate: the client must
    /// refuse it, and report a TLS error rather than anything else.
    @Test(.enabled(if: openssl != nil, "needs the openssl command"))
    func aSelfSignedCertificateIsRefused() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = folder.appendingPathComponent("key.pem").path
        let certificate = folder.appendingPathComponent("certificate.pem").path
        let made = try runOpenSSL([
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1", "-days", "1",
            "-keyout", key,
            "-out", certificate,
        ])
        try #require(made == 0)

        let port = closedPort()
        let server = Process()
        server.executableURL = URL(fileURLWithPath: openssl ?? "/usr/bin/openssl")
        server.arguments = [
            "s_server", "-accept", "127.0.0.1:\(port)", "-cert", certificate, "-key", key, "-www",
        ]
        server.standardInput = Pipe()
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        // SIGKILL, and a wait: the test process blocks SIGTERM, s_server inherits that mask and
        // would ignore `terminate()`, living on after the test.
        defer {
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
        }

        let client = CurlHTTPClient(settings: testSettings())
        let url = try #require(URL(string: "https://127.0.0.1:\(port)/"))
        var error = await failure(of: HTTPRequest(url: url), with: client)
        for _ in 0..<50 {
            guard case .connectionFailed = error else { break }
            try await Task.sleep(for: .milliseconds(100))
            error = await failure(of: HTTPRequest(url: url), with: client)
        }
        guard case .tls(let host, let reason) = error else {
            Issue.record("expected a TLS error, got \(String(describing: error))")
            return
        }
        #expect(host == "127.0.0.1")
        #expect(reason.lowercased().contains("certificate"))
    }
}
