import MarkdownTerminal

/// Where each line of an article's body came from (MarkdownTerminal's `LineOrigin`), placed
/// after the header's lines: the reader's way between lines and places in the text that hold
/// at any width (resume, resize).
struct ReaderBodyOrigins: Sendable {
    /// The document line of the body's first line.
    let start: Int
    let origins: [LineOrigin]

    /// The block and text offset of document line `line`; nil outside the body or on a line of
    /// no block.
    func anchor(at line: Int) -> ReaderAnchor? {
        let index = line - start
        guard origins.indices.contains(index), origins[index].block >= 0 else { return nil }
        return ReaderAnchor(block: origins[index].block, offset: max(origins[index].textStart, 0))
    }

    /// The block of the last line laid out (-1 before any).
    var lastBlock: Int32 { origins.last?.block ?? -1 }

    /// The document line of the last line of `anchor`'s block that starts at or before its
    /// offset; nil when the block is not in the layout.
    func line(at anchor: ReaderAnchor) -> Int? {
        // Blocks come in the order of the article, so their lines are in order of block too:
        // the first line of the block by binary search, then its lines forward.
        var low = 0
        var high = origins.count
        while low < high {
            let middle = (low + high) / 2
            if origins[middle].block < anchor.block { low = middle + 1 } else { high = middle }
        }
        guard low < origins.count, origins[low].block == anchor.block else { return nil }
        var found = low
        var index = low + 1
        // Lines of the block with no text of their own (a blank line after it) never count.
        while index < origins.count, origins[index].block == anchor.block {
            if origins[index].isSearched {
                guard origins[index].textStart <= anchor.offset else { break }
                found = index
            }
            index += 1
        }
        return start + found
    }
}
