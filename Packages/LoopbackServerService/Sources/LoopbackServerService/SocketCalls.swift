import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// The few socket calls the server makes, with their Glibc spellings kept in one place.
enum SocketCalls {
    /// How long a blocking wait lasts before the server looks at its stop flag again.
    static let pollMilliseconds: Int32 = 200

    /// A listening TCP socket on `address:port`, and the port it got. The address is an IPv4
    /// loopback address (127.x.x.x) or IPv6's `::1`.
    static func listen(address: String, port: UInt16) throws(LoopbackServerError) -> (Int32, UInt16) {
        if address == "::1" { return try listenIPv6(port: port) }
        var socketAddress = sockaddr_in()
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = port.bigEndian
        guard inet_pton(AF_INET, address, &socketAddress.sin_addr) == 1,
            UInt32(bigEndian: socketAddress.sin_addr.s_addr) >> 24 == 127
        else { throw .notLoopback(address: address) }
        let descriptor = try bound(family: AF_INET, to: &socketAddress, address: address, port: port)
        return (descriptor, UInt16(bigEndian: socketAddress.sin_port))
    }

    /// A listening TCP socket on `[::1]:port`, IPv6 only, and the port it got.
    private static func listenIPv6(port: UInt16) throws(LoopbackServerError) -> (Int32, UInt16) {
        var socketAddress = sockaddr_in6()
        socketAddress.sin6_family = sa_family_t(AF_INET6)
        socketAddress.sin6_port = port.bigEndian
        socketAddress.sin6_addr = in6addr_loopback
        let descriptor = try bound(family: AF_INET6, to: &socketAddress, address: "::1", port: port)
        return (descriptor, UInt16(bigEndian: socketAddress.sin6_port))
    }

    /// A socket of `family` bound to `socketAddress` and listening; `socketAddress` is read back
    /// afterwards, so that a port of 0 becomes the one the system chose.
    private static func bound<Address>(
        family: Int32, to socketAddress: UnsafeMutablePointer<Address>, address: String, port: UInt16
    ) throws(LoopbackServerError) -> Int32 {
        let descriptor = socket(family, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw .socket(call: "socket", reason: lastError()) }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        if family == AF_INET6 {
            setsockopt(
                descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(MemoryLayout<Int32>.size))
        }
        let size = socklen_t(MemoryLayout<Address>.size)
        let boundResult = socketAddress.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(descriptor, $0, size)
        }
        guard boundResult == 0 else {
            let reason = lastError()
            close(descriptor)
            throw .socket(call: "bind \(address):\(port)", reason: reason)
        }
        guard Glibc.listen(descriptor, SOMAXCONN) == 0 else {
            let reason = lastError()
            close(descriptor)
            throw .socket(call: "listen", reason: reason)
        }
        var length = size
        _ = socketAddress.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            getsockname(descriptor, $0, &length)
        }
        return descriptor
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
