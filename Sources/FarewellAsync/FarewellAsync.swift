/// FarewellAsync: the Swift Concurrency replacements that farewell's plans tell teams to use.
public enum FarewellAsync {
    /// The library's version.
    public static let version = "0.1.0"
}
