// libFuzzer's driver, from the runtime `-sanitize=fuzzer` links in. SwiftPM gives every executable
// a `main` of its own (it renames the entry point so tests can link executables), which takes
// the place of the runtime's; each target's `main` does what the runtime's does through
// ``runFuzzer(_:)``: it hands the arguments to the driver, which parses libFuzzer's options and
// calls the target's `LLVMFuzzerTestOneInput` for each input.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer's driver on this process's arguments with `testOneInput`; its exit status.
public func runFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    var argumentCount = CommandLine.argc
    var arguments = CommandLine.unsafeArgv
    return runFuzzerDriver(&argumentCount, &arguments, testOneInput)
}
