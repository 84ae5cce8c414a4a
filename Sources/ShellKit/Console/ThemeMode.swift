/// `set theme dark|light|auto`: the colours code is highlighted in. `dark` and `light` name the
/// terminal's background; `auto`, the default, finds it out (`TerminalBackground`) the first time
/// an article with code is shown in colour.
public enum ThemeMode: String, CaseIterable, Sendable {
    case dark, light, auto
}
