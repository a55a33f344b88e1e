import FoundationEssentials

/// The state of one plain scan: the bytes and the position in them, the open elements, the
/// namespace declarations in force, and the buffers the events point into. A struct scanned in
/// place (no class: no reference counting or exclusivity checks on its fields). The handler is
/// handed down as a parameter rather than kept in a field: borrowed, calling it costs no retain
/// and release per event, which a field loaded from the mutable scan did.
struct PlainXMLScan {
    let bytes: UnsafePointer<UInt8>
    let count: Int
    var index = 0
    /// How many elements have started.
    var elementCount = 0
    /// Told, at the end of an element, that the bytes before an address are read (see
    /// `PlainXMLScanner.scan`), every `PlainXMLScanner.passedReportStride` bytes or so.
    let passed: ((UnsafeRawPointer) -> Void)?
    /// Where the next report is due.
    var nextPassedReport = PlainXMLScanner.passedReportStride
    /// The position of the start tag where a scan of part of a document meets its boundary
    /// (`PlainXMLPart`); -1 when there is none, or once met.
    var boundary = -1
    /// Where the scan goes on from its boundary; nil: it stops there.
    var resume: Int?
    /// The elements open, and how many had started, where the boundary was met.
    var met: PlainXMLBoundary?
    /// Whether the scan stopped at its boundary, its elements still open.
    var stopped = false

    /// An open element: its qualified name as written, its name as reported, and how many
    /// namespace declarations were in force before it opened.
    struct OpenElement {
        var qualifiedStart: Int
        var qualifiedLength: Int
        var name: XMLName
        var bindingsBefore: Int
    }

    /// A namespace declaration in force: the prefix (empty for the default namespace) and the
    /// URI, nil where `xmlns=""` undeclares the default.
    struct Binding {
        var prefix: XMLBytes?
        var uri: XMLBytes?
    }

    /// An attribute as read, before its namespace and value are settled.
    struct RawAttribute {
        var nameStart: Int
        var nameLength: Int
        /// The position of the colon in the name, relative to its start; 0 when there is none.
        var colon: Int
        var valueStart: Int
        var valueLength: Int
        /// Whether the value holds a reference or white space to normalise.
        var needsDecoding: Bool
    }

    var elements: [OpenElement] = []
    var bindings: [Binding] = []
    var rawAttributes: [RawAttribute] = []
    /// The attributes of the element being started, as `XMLAttributes` hands them out.
    var attributes: UnsafeMutablePointer<ScannedAttribute>
    /// Decoded attribute values of the element being started.
    var values: ByteBuffer
    /// Namespace URIs that had to be decoded; freed when the scan ends.
    var decodedURIs: [UnsafeMutableBufferPointer<UInt8>] = []
    /// Room for one decoded character (a reference, or the line feed a carriage return becomes).
    let character: UnsafeMutablePointer<UInt8>
    /// The byte tables, read once here rather than through their lazy globals in every loop.
    let textStops = PlainXMLBytes.textStops
    let cdataStops = PlainXMLBytes.cdataStops
    let markupStops = PlainXMLBytes.markupStops
    let valueStops = PlainXMLBytes.valueStops
    let nameStarts = PlainXMLBytes.nameStarts
    let nameCharacters = PlainXMLBytes.nameCharacters

    init(bytes: UnsafePointer<UInt8>, count: Int, passed: ((UnsafeRawPointer) -> Void)? = nil) {
        self.bytes = bytes
        self.count = count
        self.passed = passed
        attributes = .allocate(capacity: PlainXMLScanner.maxAttributes)
        values = ByteBuffer(capacity: 256)
        character = .allocate(capacity: 4)
        elements.reserveCapacity(32)
        bindings.reserveCapacity(16)
        rawAttributes.reserveCapacity(16)
    }

    /// Frees what the scan allocated. Called once, when the scan ends.
    mutating func release() {
        attributes.deallocate()
        values.release()
        character.deallocate()
        for uri in decodedURIs { uri.deallocate() }
        decodedURIs = []
    }

    /// The bytes from `start`, `length` long, as handed to the handler.
    func slice(_ start: Int, _ length: Int) -> XMLBytes {
        XMLBytes(start: bytes + start, count: length)
    }
}

/// A growable byte buffer the scan writes decoded values into. Positions stay valid as it grows;
/// pointers are taken only once every value of an element is written.
struct ByteBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    var count = 0

    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: capacity * 2) }
        base[count] = byte
        count += 1
    }

    mutating func append(_ source: UnsafePointer<UInt8>, _ length: Int) {
        if count + length > capacity { grow(to: max(capacity * 2, count + length)) }
        (base + count).update(from: source, count: length)
        count += length
    }

    private mutating func grow(to newCapacity: Int) {
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    func release() {
        base.deallocate()
    }
}
