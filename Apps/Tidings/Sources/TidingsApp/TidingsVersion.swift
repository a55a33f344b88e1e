/// The version `tidings --version` prints.
public enum TidingsVersion {
    public static let current = "0.1.0"
}
