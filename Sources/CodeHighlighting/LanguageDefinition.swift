/// Where a language's source-highlight definition comes from.
enum LanguageDefinition: Equatable, Sendable {
    /// A .lang file of the data directory ("python.lang").
    case system(String)
    /// One of ours, written out on first use.
    case own(OwnLanguage)
}
