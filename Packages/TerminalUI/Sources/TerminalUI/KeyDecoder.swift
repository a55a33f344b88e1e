/// Turns the bytes a terminal in raw mode sends into keys and mouse events.
///
/// Feed it bytes as they are read, in any chunks: a UTF-8 character or an escape sequence
/// split across reads is kept pending until the rest arrives. It decodes printable UTF-8
/// (grouped into grapheme clusters within one read), Enter (CR or LF), Tab, Backspace (DEL or
/// BS), Ctrl-letters, Escape, the escape sequences of `EscapeSequenceKeys` in CSI and SS3
/// form, and mouse reports in SGR and X10 form (`MouseReport`). Everything it does not know
/// (Insert, Shift-Tab, mouse motion, the markers of a bracketed paste, Alt held with a key,
/// malformed UTF-8, C1 controls) is swallowed whole and never comes out as characters.
///
/// A lone ESC byte is either the Escape key or the start of a sequence whose rest has not
/// arrived yet; only time tells them apart. The decoder keeps no clock: while
/// `hasPendingEscape` is true, the input loop waits a short time for more bytes and calls
/// `flushPendingEscape()` when none came.
public struct KeyDecoder: Sendable {
    private enum State: Sendable {
        case ground
        /// After ESC.
        case escape
        /// After `ESC [`, collecting parameter and intermediate bytes.
        case controlSequence([UInt8])
        /// After `ESC O`, collecting parameter bytes.
        case singleShift([UInt8])
        /// After the Linux console's `ESC [ [`.
        case linuxFunction
        /// After an X10 mouse report's `ESC [ M`, collecting its three bytes.
        case x10Mouse([UInt8])
        /// Inside a multi-byte UTF-8 character: the bytes so far and how many it has in all.
        case utf8([UInt8], length: Int)
    }

    private static let escapeByte: UInt8 = 0x1B
    /// Longest parameter run a known key has room for; a longer sequence is still read to its
    /// end, then dropped (one byte more than this is kept, to know it overflowed).
    private static let maximumParameters = 32

    private var state = State.ground
    /// Set by ESC followed by an ordinary key (Alt held): that key is dropped.
    private var dropsNextKey = false
    private var events: [InputEvent] = []
    private var text = String.UnicodeScalarView()

    public init() {}

    /// Whether an ESC or the start of an escape sequence waits for more bytes; the input loop
    /// then calls `flushPendingEscape()` when no byte follows within its timeout.
    public var hasPendingEscape: Bool {
        switch state {
        case .escape, .controlSequence, .singleShift, .linuxFunction, .x10Mouse: true
        case .ground, .utf8: false
        }
    }

    /// Decodes `bytes`, returning the keys and mouse events they complete; an unfinished
    /// character or sequence stays pending for the next call.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        for byte in bytes { consume(byte) }
        return takeEvents()
    }

    /// Ends a pending escape because no more bytes came in time: a lone ESC is the Escape key;
    /// the start of a sequence that never finished is dropped.
    public mutating func flushPendingEscape() -> [InputEvent] {
        switch state {
        case .escape:
            state = .ground
            emit(.escape)
        case .controlSequence, .singleShift, .linuxFunction, .x10Mouse:
            state = .ground
        case .ground, .utf8:
            break
        }
        return takeEvents()
    }

    private mutating func takeEvents() -> [InputEvent] {
        flushText()
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    private mutating func consume(_ byte: UInt8) {
        switch state {
        case .ground:
            consumeInGround(byte)
        case .escape:
            consumeAfterEscape(byte)
        case .controlSequence(var parameters):
            if (0x20...0x3F).contains(byte) {
                if parameters.count <= Self.maximumParameters { parameters.append(byte) }
                state = .controlSequence(parameters)
            } else if (0x40...0x7E).contains(byte) {
                finishControlSequence(parameters, final: byte)
            } else {
                abandonSequence(reconsuming: byte)
            }
        case .singleShift(var parameters):
            if (0x30...0x3F).contains(byte) {
                if parameters.count <= Self.maximumParameters { parameters.append(byte) }
                state = .singleShift(parameters)
            } else if (0x40...0x7E).contains(byte) {
                state = .ground
                if parameters.count <= Self.maximumParameters,
                    let key = EscapeSequenceKeys.ss3(parameters: parameters, final: byte)
                {
                    emit(key)
                }
            } else {
                abandonSequence(reconsuming: byte)
            }
        case .linuxFunction:
            if (0x40...0x7E).contains(byte) {
                state = .ground
                if let key = EscapeSequenceKeys.linuxFunction(final: byte) { emit(key) }
            } else {
                abandonSequence(reconsuming: byte)
            }
        case .x10Mouse(var bytes):
            bytes.append(byte)
            if bytes.count < 3 {
                state = .x10Mouse(bytes)
            } else {
                state = .ground
                if let mouse = MouseReport.x10(bytes) { emit(.mouse(mouse)) }
            }
        case .utf8(var bytes, let length):
            guard (0x80...0xBF).contains(byte) else {
                // A character cut short: drop what came of it and read the byte afresh.
                state = .ground
                dropsNextKey = false
                consumeInGround(byte)
                return
            }
            bytes.append(byte)
            if bytes.count < length {
                state = .utf8(bytes, length: length)
            } else {
                state = .ground
                finishCharacter(bytes)
            }
        }
    }

    private mutating func consumeInGround(_ byte: UInt8) {
        switch byte {
        case Self.escapeByte: state = .escape
        case 0x0D, 0x0A: emit(.enter)
        case 0x09: emit(.tab)
        case 0x7F, 0x08: emit(.backspace)
        case 0x00: emit(.control("@"))
        case 0x01...0x1A: emit(.control(Character(Unicode.Scalar(byte - 1 + UInt8(ascii: "a")))))
        case 0x1C: emit(.control("\\"))
        case 0x1D: emit(.control("]"))
        case 0x1E: emit(.control("^"))
        case 0x1F: emit(.control("_"))
        case 0x20...0x7E: emitScalar(Unicode.Scalar(byte))
        case 0xC2...0xDF: state = .utf8([byte], length: 2)
        case 0xE0...0xEF: state = .utf8([byte], length: 3)
        case 0xF0...0xF4: state = .utf8([byte], length: 4)
        default: break  // a stray continuation byte or one that never starts UTF-8
        }
    }

    private mutating func consumeAfterEscape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "["): state = .controlSequence([])
        case UInt8(ascii: "O"): state = .singleShift([])
        case Self.escapeByte:
            // Escape pressed twice: the first is a key, the second may start a sequence.
            emit(.escape)
        default:
            // Alt held with a key. `Key` has no Alt, and reading it as Escape then the key would
            // act twice (Escape goes back), so the key is dropped.
            state = .ground
            dropsNextKey = true
            consumeInGround(byte)
        }
    }

    private mutating func finishControlSequence(_ parameters: [UInt8], final: UInt8) {
        if parameters.isEmpty, final == UInt8(ascii: "[") {
            state = .linuxFunction
            return
        }
        if parameters.isEmpty, final == UInt8(ascii: "M") {
            state = .x10Mouse([])
            return
        }
        state = .ground
        guard parameters.count <= Self.maximumParameters else { return }
        if parameters.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            if let mouse = MouseReport.sgr(parameters: parameters.dropFirst(), final: final) {
                emit(.mouse(mouse))
            }
            return
        }
        if parameters.first == UInt8(ascii: "?"), final == UInt8(ascii: "c") {
            let numbers = parameters.dropFirst().split(separator: UInt8(ascii: ";")).map {
                Int(String(decoding: $0, as: UTF8.self)) ?? 0
            }
            emit(.report(.deviceAttributes(numbers)))
            return
        }
        if let key = EscapeSequenceKeys.csi(parameters: parameters, final: final) { emit(key) }
    }

    /// A sequence broken by a byte that cannot be part of it: drop the sequence, keep the byte.
    private mutating func abandonSequence(reconsuming byte: UInt8) {
        state = .ground
        consumeInGround(byte)
    }

    /// Validates a complete multi-byte character with the standard library's UTF-8 decoder,
    /// which rejects overlong forms and surrogates.
    private mutating func finishCharacter(_ bytes: [UInt8]) {
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
            dropsNextKey = false
            return
        }
        if (0x80...0x9F).contains(scalar.value) {
            dropsNextKey = false
            return
        }
        emitScalar(scalar)
    }

    private mutating func emitScalar(_ scalar: Unicode.Scalar) {
        if dropsNextKey {
            dropsNextKey = false
            return
        }
        text.append(scalar)
    }

    private mutating func emit(_ key: Key) {
        emit(.key(key))
    }

    private mutating func emit(_ event: InputEvent) {
        flushText()
        if dropsNextKey {
            dropsNextKey = false
            return
        }
        events.append(event)
    }

    /// Turns the printable text collected so far into one key per grapheme cluster.
    private mutating func flushText() {
        guard !text.isEmpty else { return }
        events.append(contentsOf: String(text).map { .key(.character($0)) })
        text.removeAll(keepingCapacity: true)
    }
}
