import ItemsModel

/// What `code` was asked for: the list, one block as written, or every block saved.
package enum CodeRequest: Equatable, Sendable {
    case list
    case block(Int)
    case save(folder: String, force: Bool)
}

/// What `copy` puts on the clipboard.
package enum CopyRequest: Equatable, Sendable {
    case url
    case title
    /// `[title](url)`.
    case markdownLink
    case code(Int)
}

/// `export`'s format: the Markdown qiita-cli keeps, a page, or what `open` shows.
package enum ExportFormat: String, CaseIterable, Equatable, Sendable {
    case md
    case html
    case txt
}

/// `export`'s options.
package struct ExportOptions: Equatable, Sendable {
    package var format: ExportFormat = .md
    /// `-o PATH`: a file, or a folder (existing, or written with a final `/`) the file goes in.
    package var output: String?
    package var force = false

    package init(format: ExportFormat = .md, output: String? = nil, force: Bool = false) {
        self.format = format
        self.output = output
        self.force = force
    }
}

/// What `image K` was asked for: image K drawn at the terminal, or its original bytes saved.
package enum ImageRequest: Equatable, Sendable {
    case show(Int)
    case save(Int, path: String, force: Bool)

    /// The image's number in the article (from 1).
    package var number: Int {
        switch self {
        case .show(let number), .save(let number, _, _): number
        }
    }
}
