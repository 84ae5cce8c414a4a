extension String {
    /// The string as an SQL identifier: in double quotes, a quote doubled (as GRDB writes it).
    public var quotedDatabaseIdentifier: String {
        "\"" + replacing("\"", with: "\"\"") + "\""
    }
}
