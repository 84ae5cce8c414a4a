import CodeHighlighting

/// GNU source-highlight colours the article layout's code blocks.
extension CodeHighlighter: CodeColorist {
    package func language(forFileName name: String) -> String? {
        Self.language(forFileName: name)
    }
}
