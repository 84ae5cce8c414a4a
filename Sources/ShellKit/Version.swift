/// The program's name and version, shown by the banner and `--version`.
public enum ViperShellVersion {
    public static let name = "viper-shell"
    public static let current = "0.2.0"
}
