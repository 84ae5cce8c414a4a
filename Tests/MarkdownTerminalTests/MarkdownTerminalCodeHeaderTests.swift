import Testing
@testable import MarkdownTerminal

/// A code block's header names its file whole, spaces and all (issue 36).
@Suite struct MarkdownTerminalCodeHeaderTests {
    @Test(arguments: [40, 80])
    func aFileNameWithSpacesIsShownWhole(width: Int) {
        let lines = TerminalLines.plain("```text:ファイル 名.txt\n中身\n```", width: width)
        #expect(lines.first == "── text ファイル 名.txt", "\(lines)")
        #expect(lines.last == "    中身")
    }

    @Test func aLongNameWithSpacesWrapsAndKeepsEveryCharacter() {
        let name = "my project/ソース ファイル/settings for production.yaml"
        let lines = TerminalLines.plain("```yaml:\(name)\nkey: 1\n```", width: 30)
        let header = lines.prefix { !$0.hasPrefix(" ") }
        #expect(TerminalLines.tooWide(lines, width: 30).isEmpty, "\(lines)")
        #expect(header.count > 1, "wrapped at 30 columns: \(lines)")
        // A line ends at a space (dropped) or between two CJK characters.
        let withoutSpaces = { (text: String) in text.filter { $0 != " " } }
        #expect(withoutSpaces(header.joined()) == withoutSpaces("── yaml " + name), "\(lines)")
    }
}
