/// A container block open during `BlockLayoutWalker`'s walk (a quote, a list, an item, a note,
/// a footnote, an HTML `<details>`), with the prefixes its lines get and the room left inside.
struct OpenContainer {
    /// What the container is, for the blank lines between its children and list numbering.
    enum Role {
        case document
        case quote
        case list(ordered: Bool, tight: Bool, nextNumber: Int, markerWidth: Int, depth: Int)
        case item(tight: Bool)
        case footnote
        case note
        case details
    }

    var role: Role
    /// One past the container's last node; a `<details>` ends with its parent or its `</details>`.
    let end: Int
    /// Before the first line laid out inside it (a list item's marker).
    let firstPrefix: String
    /// Every prefix from the document down to this container, as its later lines have them.
    let restThrough: String
    /// The columns of `firstPrefix` and of `restThrough`.
    let firstWidth: Int
    let restThroughWidth: Int
    /// A blank line between two of its children: `restThrough` without its trailing spaces.
    let blankThrough: String
    /// Columns left for the content.
    let width: Int
    /// The list depth inside (for bullets), counting this container if it is a list.
    let listDepth: Int

    /// Whether blank lines separate the container's children (not in a tight list or its items).
    var separatesChildren: Bool {
        switch role {
        case .list(_, let tight, _, _, _): !tight
        case .item(let tight): !tight
        default: true
        }
    }
}
