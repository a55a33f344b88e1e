/// The size the release executable, stripped as `make install` installs it, may reach
/// (`executableBudgetBytes`): the budget holds what issue 33 won (86 MiB down to 18) against
/// creeping back, one API that links ICU or one new dependency at a time.
public struct ExecutableBudget: Equatable, Sendable {
    /// The largest size allowed, in bytes.
    public let bytes: Int

    /// A budget of `bytes`.
    public init(bytes: Int) {
        self.bytes = bytes
    }

    /// Why an executable of `size` bytes at `path` is over the budget, or nil when it is not.
    public func problem(path: String, size: Int) -> String? {
        guard size > bytes else { return nil }
        return "\(path) is \(Self.mebibytes(size)), over its budget of \(Self.mebibytes(bytes)) "
            + "(executableBudgetBytes in Config/Architecture.plist); find what grew with a linker map "
            + "(-Xlinker -Map=FILE) before raising the budget"
    }

    /// A line for the log: the size and the room left.
    public func report(path: String, size: Int) -> String {
        "\(path): \(Self.mebibytes(size)) of a \(Self.mebibytes(bytes)) budget"
    }

    /// `bytes` in MiB with two decimals.
    static func mebibytes(_ bytes: Int) -> String {
        let hundredths = (bytes * 100 + 524_288) / 1_048_576
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) MiB"
    }
}
