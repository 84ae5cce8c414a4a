import ShellKit

/// Text from an article made inert before it is laid out: cmark decodes `&#27;` into a real ESC,
/// so sanitizing the Markdown source alone is not enough. Control characters get their visible
/// forms (`TerminalSanitizer.inline`); plain text is returned as it is.
package enum InlineSanitizing {
    package static func safe(_ text: String) -> String {
        TerminalSanitizer.inline(text)
    }
}
