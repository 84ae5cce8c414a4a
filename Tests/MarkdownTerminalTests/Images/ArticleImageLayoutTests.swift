import Markdown
@testable import MarkdownTerminal
import ShellKit
import Synchronization
import Testing

/// Images that stand alone in a paragraph, drawn by an `ArticleImageSource` above their caption:
/// where they go, how wide they may be, and that everything else is laid out as without one.
@Suite struct ArticleImageLayoutTests {
    /// Draws every image it is asked for as rows of `#` as wide as offered (at most 6) and
    /// `height` high, and remembers what it was asked; `refuses` answers nil for those addresses.
    final class Drawer: ArticleImageSource {
        let height: Int
        let refuses: Set<String>
        let asked = Mutex<[(address: String, columns: Int)]>([])

        init(height: Int = 2, refuses: Set<String> = []) {
            self.height = height
            self.refuses = refuses
        }

        func rows(forImageAt address: String, columns: Int) -> [String]? {
            asked.withLock { $0.append((address, columns)) }
            guard !refuses.contains(address) else { return nil }
            return Array(repeating: String(repeating: "#", count: min(6, columns)), count: height)
        }
    }

    static func layout(_ markdown: String, width: Int = 40, images: (any ArticleImageSource)?) -> ArticleLayout {
        let options = MarkdownLayoutOptions(style: TextStyle(isEnabled: false), images: images)
        return MarkdownTerminalRenderer(width: width, options: options).layout(MarkdownDocument(parsing: markdown))
    }

    static let article = """
        Before.

        ![A diagram](https://example.com/a.png)

        [![Linked](https://example.com/b.png)](https://example.com/)

        Inline ![badge](https://example.com/c.png) among words.

        > ![Quoted](https://example.com/d.png)

        - ![Listed](https://example.com/e.png)
        """

    @Test func standaloneImagesAreDrawnAboveTheirCaptions() {
        let drawer = Drawer()
        let lines = Self.layout(Self.article, images: drawer).lines
        let without = Self.layout(Self.article, images: nil).lines
        #expect(drawer.asked.withLock { $0.map(\.address) } == [
            "https://example.com/a.png", "https://example.com/b.png", "https://example.com/d.png",
            "https://example.com/e.png",
        ])
        // Each drawn image adds its two rows; the rest is the layout without images.
        #expect(lines.count == without.count + 8)
        // A list item's marker goes on its first line, the image's first row; the caption is then
        // indented as the item's later lines are.
        #expect(lines.filter { !$0.contains("#") }.dropLast() == without.dropLast(), "\(lines)")
        #expect(lines.suffix(3) == ["  • ######", "    ######", "    🖼 Listed <https://example.com/e.png>"])
        let caption = lines.firstIndex { $0.contains("A diagram") }
        #expect(caption.map { Array(lines[$0 - 2..<$0]) } == ["######", "######"])
    }

    @Test func rowsCarryTheirContainersPrefixesAndFitInside() {
        let drawer = Drawer()
        let lines = Self.layout(Self.article, width: 40, images: drawer).lines
        let quoted = lines.filter { $0.hasSuffix("######") && !$0.hasPrefix("#") }
        #expect(quoted.count == 4, "\(lines)")
        #expect(quoted.allSatisfy { $0.hasPrefix("│ ") || $0.hasPrefix("  ") || $0.hasPrefix("> ") }, "\(quoted)")
        // Inside a quote or a list item the image is offered less than the whole width.
        let widths = drawer.asked.withLock { $0.map(\.columns) }
        #expect(widths[0] == 40 && widths[1] == 40 && widths[2] < 40 && widths[3] < 40, "\(widths)")
    }

    @Test func imageRowsAreNeitherSearchedNorPartOfTheText() {
        let layout = Self.layout(Self.article, images: Drawer())
        for (line, origin) in zip(layout.lines, layout.origins) where line.hasSuffix("######") {
            #expect(origin.textStart == -1)
        }
    }

    @Test func anImageNotAtHandLeavesItsCaptionAlone() {
        let drawer = Drawer(refuses: ["https://example.com/a.png", "https://example.com/b.png",
                                      "https://example.com/d.png", "https://example.com/e.png"])
        #expect(Self.layout(Self.article, images: drawer).lines == Self.layout(Self.article, images: nil).lines)
    }

    @Test func unsafeAddressesAreNeverAsked() {
        let drawer = Drawer()
        _ = Self.layout("![x](javascript:alert(1))\n\n![y](https://example.com/\u{1B}]52;c;x\u{07}.png)\n", images: drawer)
        let asked = drawer.asked.withLock { $0.map(\.address) }
        #expect(!asked.contains { $0.hasPrefix("javascript:") || $0.contains("\u{1B}") || $0.contains("\u{07}") }, "\(asked)")
    }
}
