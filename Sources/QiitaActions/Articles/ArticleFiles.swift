import FoundationEssentials
import ItemsModel
import ShellKit

/// qiita-cli's Markdown files (`public/*.md`, what `export` writes) as articles to publish: the
/// front matter read with libyaml, the body byte for byte after its closing `---`; and, once
/// Qiita has the article, its `id` and `updated_at` written back into the file, every other byte
/// kept (atomically: never half a file).
package struct ArticleFiles: Sendable {
    /// Where relative paths start.
    package var workingDirectory: String

    package init(workingDirectory: String) {
        self.workingDirectory = workingDirectory
    }

    /// The file at `path` as a draft (`force`: `publish --force`).
    package func draft(at path: String, force: Bool = false) throws(ArticleFileError) -> ArticleDraft {
        let file = absolute(path)
        let text = try read(file, named: path)
        guard let parts = FrontMatterSplit(text) else { throw ArticleFileError(Message(ActionMessage.noFrontMatter, path)) }
        let fields: [(String, FrontMatterValue)]
        do { fields = try FrontMatterYAML.parse(parts.frontMatter) } catch {
            throw ArticleFileError(Message(ActionMessage.badFrontMatter, path, error.text))
        }
        func field(_ name: String) -> FrontMatterValue? { fields.last { $0.0 == name }?.1 }
        if field("ignorePublish")?.bool == true { throw ArticleFileError(Message(ActionMessage.ignored, path)) }
        guard let title = field("title")?.text, !title.trimmingBlanksAndNewlines().isEmpty else {
            throw ArticleFileError(Message(ActionMessage.missingTitle, path))
        }
        let tags: [String] =
            switch field("tags") {
            case .sequence(let values)?: values.compactMap(\.text).filter { !$0.isEmpty }
            case .scalar(let text, _)? where !text.isEmpty: [text]
            default: []
            }
        guard !tags.isEmpty else { throw ArticleFileError(Message(ActionMessage.missingTags, path)) }
        guard tags.count <= 5 else { throw ArticleFileError(Message(ActionMessage.tooManyTags, path, String(tags.count))) }
        guard !parts.body.trimmingBlanksAndNewlines().isEmpty else {
            throw ArticleFileError(Message(ActionMessage.emptyBody, path))
        }
        return ArticleDraft(
            file: file, title: title, body: parts.body, tags: tags, isPrivate: field("private")?.bool ?? false,
            id: field("id")?.text, updatedAt: field("updated_at")?.text,
            organization: field("organization_url_name")?.text, slide: field("slide")?.bool ?? false, force: force)
    }

    /// Writes `id` and `updated_at` into the draft's file (replacing those lines of its front
    /// matter, or adding them before its closing `---`).
    package func recordPublished(_ draft: ArticleDraft, id: String, updatedAt: String?) throws(ArticleFileError) {
        let text = try read(draft.file, named: draft.file)
        guard let parts = FrontMatterSplit(text) else {
            throw ArticleFileError(Message(ActionMessage.noFrontMatter, draft.file))
        }
        var lines = parts.frontMatter.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        Self.set("id", to: QiitaCLIMarkdown.scalar(id), in: &lines)
        if let updatedAt { Self.set("updated_at", to: "'" + updatedAt + "'", in: &lines) }
        let rewritten = parts.opening + lines.map { $0 + "\n" }.joined() + parts.closing + parts.body
        do { try AtomicFileWriter.write(Array(rewritten.utf8), to: draft.file, sharing: .asUsual) } catch {
            throw ArticleFileError(
                Message(ActionMessage.fileNotWritten, id, draft.file, error.message.text(in: .english)))
        }
    }

    /// Replaces the top-level `name:` line (its value on that line only), or appends one.
    private static func set(_ name: String, to value: String, in lines: inout [String]) {
        let line = name + ": " + value
        if let index = lines.firstIndex(where: { $0.hasPrefix(name + ":") }) {
            lines[index] = line
        } else {
            lines.append(line)
        }
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FilePath.join(workingDirectory, path)
    }

    private func read(_ file: String, named path: String) throws(ArticleFileError) -> String {
        let bytes: [UInt8]?
        do { bytes = try FileReader.read(file) } catch {
            throw ArticleFileError(Message(ActionMessage.fileUnreadable, path, error.message.text(in: .english)))
        }
        guard let bytes else { throw ArticleFileError(Message(ActionMessage.fileUnreadable, path, "no such file")) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ArticleFileError(Message(ActionMessage.fileUnreadable, path, "not UTF-8 text"))
        }
        return text
    }
}

/// A file cut at its front matter: `---` on the first line, the YAML, a `---` line, the body
/// (gray-matter's reading, which qiita-cli uses).
struct FrontMatterSplit {
    var opening: String
    var frontMatter: String
    var closing: String
    var body: String

    init?(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, first.trimmingBlanks() == "---" else { return nil }
        guard let end = lines.indices.dropFirst().first(where: { lines[$0].trimmingBlanks() == "---" }) else {
            return nil
        }
        opening = String(first) + "\n"
        frontMatter = lines[1..<end].map { $0 + "\n" }.joined()
        closing = String(lines[end]) + (end == lines.count - 1 ? "" : "\n")
        body = end == lines.count - 1 ? "" : lines[(end + 1)...].joined(separator: "\n")
    }
}
