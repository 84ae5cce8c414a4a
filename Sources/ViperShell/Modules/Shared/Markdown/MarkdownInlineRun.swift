import ShellKit
import ItemsDomain

/// A stretch of inline text, Markdown syntax already resolved, that is shown one way.
package struct MarkdownInlineRun: Equatable {
    package var text: String
    package var traits: MarkdownInlineTraits = []
}
