/// Elements written apart from the writer that holds their array, then spliced into it: for
/// output whose elements are known before the members that sort ahead of them (`inspect --json`
/// writes each item as the feed is read, and the feed's own members only once it has ended).
extension JSONWriter {
    /// A writer for the elements of an array that another writer holds open `depth` containers
    /// deep, laid out as they would be there. It hands its bytes to `drain` whenever
    /// `chunkSize` have gathered and at `flush()`; the chunks, in order, are spliced in with
    /// `appendElements(_:)`. It writes nothing before its first element.
    public init(
        elementsAtDepth depth: Int, chunkSize: Int = 64 * 1024,
        drain: @escaping (UnsafeRawBufferPointer) -> Void
    ) {
        self.init(chunkSize: chunkSize, drain: drain)
        for _ in 0..<max(1, depth) { hasMembers.push() }
    }

    /// Hands what has gathered to the writer's `drain`, and goes on writing.
    public mutating func flush() {
        bytes.drainAll()
    }

    /// Appends, to the array open here, the elements a writer made with
    /// `init(elementsAtDepth:chunkSize:drain:)` for this depth drained as `chunks`: the bytes
    /// come out as if written here.
    public mutating func appendElements(_ chunks: [[UInt8]]) {
        guard chunks.contains(where: { !$0.isEmpty }) else { return }
        // The first element begins as the first of an empty array does: after an element
        // here, a comma first.
        if hasMembers.markInnermost() { bytes.append(UInt8(ascii: ",")) }
        for chunk in chunks {
            chunk.withUnsafeBufferPointer { chunk in
                if let base = chunk.baseAddress { bytes.append(base, chunk.count) }
            }
        }
    }
}
