import Markdown

/// A `:::note` in the exported page as Qiita shows it: `<div class="note KIND">` (the tint and
/// left border of its kind are the stylesheet's) opening with the kind's icon and label: a check
/// for info, `!` for warn, a cross for alert, as Qiita's check-, exclamation- and times-circle.
enum ExportNoteHTML {
    /// The note's opening tag and label line; its content and `</div>` follow.
    static func opening(_ kind: NoteKind) -> String {
        "<div class=\"note \(kind.rawValue)\" role=\"note\"><p class=\"note-label\">"
            + "<span class=\"note-icon\" aria-hidden=\"true\">\(icon(kind))</span>\(label(kind))</p>"
    }

    static func icon(_ kind: NoteKind) -> String {
        switch kind {
        case .info: "\u{2713}"
        case .warn: "!"
        case .alert: "\u{2715}"
        }
    }

    static func label(_ kind: NoteKind) -> String {
        switch kind {
        case .info: "Info"
        case .warn: "Warning"
        case .alert: "Alert"
        }
    }
}
