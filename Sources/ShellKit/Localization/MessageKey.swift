/// A message's key: a case of the message enum that the module or domain target showing it
/// declares beside its code (`LoginMessage`, `QueryMessage`, …), holding its English and
/// Japanese texts. ShellKit keeps only the machinery: `Message` fills a key's template in.
public protocol MessageKey: Sendable {
    /// The English and Japanese templates, `{0}`… filled in by `Message`.
    var texts: MessageTexts { get }
    /// The key's name, unique among every enum's (`LoginMessage.idTaken`).
    var id: String { get }
}

extension MessageKey where Self: RawRepresentable, Self.RawValue == String {
    public var id: String { "\(Self.self).\(rawValue)" }
}

/// One message's templates in each language the shell speaks.
public struct MessageTexts: Sendable, Equatable {
    public let english: String
    public let japanese: String

    public init(_ english: String, _ japanese: String) {
        self.english = english
        self.japanese = japanese
    }

    /// The template for `language`.
    public func template(in language: Language) -> String {
        language == .japanese ? japanese : english
    }
}
