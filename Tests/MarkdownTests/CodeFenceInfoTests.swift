import Testing
@testable import Markdown

/// A fence's info string read as Qiita reads it: the language before the first colon of the first
/// word, the file name the whole rest of the line (spaces kept), a lone dotted word a file name.
@Suite struct CodeFenceInfoTests {
    @Test(
        arguments: [
            ("ruby:app.rb", "ruby", "app.rb"),
            ("text:ファイル 名.txt", "text", "ファイル 名.txt"),
            ("  python:My Scripts/run it.py  ", "python", "My Scripts/run it.py"),
            ("diff_python:items.py", "diff_python", "items.py"),
            (":notes 2024.md", "", "notes 2024.md"),
            ("main.go", "", "main.go"),
            ("ruby", "ruby", nil),
            ("ruby linenos", "ruby", nil),
            ("ruby:", "ruby", nil),
            ("ruby:   ", "ruby", nil),
            ("", "", nil),
        ] as [(String, String, String?)])
    func languageAndFileName(_ info: String, _ language: String, _ fileName: String?) {
        let fence = CodeFenceInfo(info)
        #expect(fence.language == language)
        #expect(fence.fileName == fileName)
    }
}
