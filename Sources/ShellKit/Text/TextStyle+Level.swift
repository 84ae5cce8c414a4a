extension TextStyle {
    /// How much styling output carries, decided once for the process (`resolve`) and used by
    /// everything that styles text through `Screen.textStyle`.
    package enum Level: Sendable, CaseIterable {
        /// Colours and attributes: a terminal, or `CLICOLOR_FORCE=1`.
        case colour
        /// Attributes (bold, dim, italic, underline, inverse, strikethrough) without colour:
        /// `NO_COLOR` at a terminal, which removes colour only (no-color.org).
        case attributes
        /// No SGR at all, what styling shows written as visible marks: a pipe or a file.
        case plain

        /// The level for output to a terminal or not (`isTerminal`), given `NO_COLOR` (set and not
        /// empty: no colour) and `CLICOLOR_FORCE=1` (styled even when not a terminal).
        package static func resolve(environment: [String: String], isTerminal: Bool) -> Level {
            let styled = isTerminal || environment["CLICOLOR_FORCE"] == "1"
            guard styled else { return .plain }
            let noColour = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            return noColour ? .attributes : .colour
        }
    }
}
