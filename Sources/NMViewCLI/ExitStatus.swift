import ArgumentParser

/// The tool's exit codes, following sysexits where one fits.
public enum ExitStatus {
    /// No errors (warnings alone pass unless `--strict`).
    public static let clean: Int32 = 0
    /// The input has errors.
    public static let problemsFound: Int32 = 1
    /// The command line is wrong (`EX_USAGE`).
    public static let usage: Int32 = 64
    /// A bug in nmview itself (`EX_SOFTWARE`).
    public static let internalError: Int32 = 70
}
