import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The few socket calls the server makes, with their Glibc spellings kept in one place.
enum SocketCalls {
    /// How long a blocking wait lasts before the server looks at its stop flag again.
    static let pollMilliseconds: Int32 = 200

    /// A listening TCP socket on `address:port`, and the port it got.
    static func listen(address: String, port: UInt16) throws(LoopbackServerError) -> (Int32, UInt16) {
        var socketAddress = sockaddr_in()
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = port.bigEndian
        guard inet_pton(AF_INET, address, &socketAddress.sin_addr) == 1,
            UInt32(bigEndian: socketAddress.sin_addr.s_addr) >> 24 == 127
        else { throw .notLoopback(address: address) }
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw .socket(call: "socket", reason: lastError()) }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &socketAddress) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let reason = lastError()
            close(descriptor)
            throw .socket(call: "bind \(address):\(port)", reason: reason)
        }
        guard Glibc.listen(descriptor, SOMAXCONN) == 0 else {
            let reason = lastError()
            close(descriptor)
            throw .socket(call: "listen", reason: reason)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &socketAddress) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (descriptor, UInt16(bigEndian: socketAddress.sin_port))
    }

    /// Waits up to `pollMilliseconds` for `descriptor` to become readable.
    static func waitReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, pollMilliseconds) > 0
    }

    /// Sends every byte, or returns false when the peer is gone.
    static func sendAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            guard let base = bytes.baseAddress else { return false }
            let sent = send(descriptor, base + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Turns off Nagle's algorithm, so small answers leave at once.
    static func setNoDelay(_ descriptor: Int32) {
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Closes with SO_LINGER 0, which makes the kernel send a TCP reset instead of a FIN.
    static func reset(_ descriptor: Int32) {
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        close(descriptor)
    }

    static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
