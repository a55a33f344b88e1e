import FuzzEntryPoints

// Built with `make fuzz` (`--sanitize=fuzzer -Xswiftc -DFUZZING`), this is a libFuzzer target:
// libFuzzer brings `main` and calls `LLVMFuzzerTestOneInput` with each input. In an ordinary
// build it is a replay tool instead: `plain-xml-differential-fuzzer [FILE|DIR]…` runs the target
// once per file.
#if FUZZING
    /// libFuzzer's entry point.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
        FuzzHarness.testOneInput(.plainScanDifferential, bytes, count)
    }
#else
    /// Replays files through the target without the fuzzing engine.
    @main
    enum PlainXMLDifferentialFuzzer {
        static func main() {
            FuzzHarness.replayCommandLine(.plainScanDifferential)
        }
    }
#endif
