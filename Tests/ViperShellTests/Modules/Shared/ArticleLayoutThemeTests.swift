import CodeHighlighting
import MarkdownTerminal
@testable import ShellKit
import Testing
@testable import ViperShell

/// `set theme` reaches the article layout: `dark` and `light` as set, `auto` by the terminal's
/// background, found out once and only when code could be coloured; code blocks then come out in
/// that theme's colours, and a body laid out in one theme is not reused for the other.
@MainActor @Suite struct ArticleLayoutThemeTests {
    let screen = Screen(console: CapturingConsole(), language: .english, colorEnabled: true)

    @Test func darkAndLightAreAsSetWhateverTheBackground() {
        screen.terminalBackground = TerminalBackground(colorFGBG: "0;15", asksTerminal: false)
        screen.themeMode = .dark
        #expect(screen.articleLayout.codeTheme == .dark)
        screen.themeMode = .light
        #expect(screen.articleLayout.codeTheme == .light)
    }

    @Test func autoFollowsTheBackgroundFoundOnce() {
        var asked = 0
        screen.terminalBackground = TerminalBackground(colorFGBG: nil) {
            asked += 1
            return Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}".utf8)
        }
        #expect(screen.themeMode == .auto, "the default")
        #expect(screen.articleLayout.codeTheme == .light)
        #expect(screen.articleLayout.codeTheme == .light)
        #expect(asked == 1)
    }

    @Test func withoutColourNothingIsAsked() {
        let plain = Screen(console: CapturingConsole(), language: .english, colorEnabled: false)
        var asked = 0
        plain.terminalBackground = TerminalBackground(colorFGBG: nil) {
            asked += 1
            return nil
        }
        #expect(plain.articleLayout.colorist == nil)
        #expect(plain.articleLayout.codeTheme == .dark)
        #expect(asked == 0)
    }

    @Test func codeBlocksComeOutInTheThemesColours() {
        let markdown = "```ruby:app/models/user.rb\nclass User < ApplicationRecord\nend\n```\n"
        var shown: [CodeTheme: [String]] = [:]
        for mode in [ThemeMode.dark, .light] {
            screen.themeMode = mode
            shown[screen.articleLayout.codeTheme] = MarkdownTerminalRenderer(
                width: 60, options: screen.articleLayout
            ).render(markdown)
        }
        for theme in CodeTheme.allCases {
            let lines = shown[theme] ?? []
            #expect(lines.contains { $0.contains(theme.colour(for: .constant).sgr + "ApplicationRecord") }, "\(lines)")
        }
        #expect(shown[.dark] != shown[.light])
    }

    @Test func aBodyLaidOutInOneThemeIsNotReusedForTheOther() {
        let cache = RenderedLinesCache<RenderedBodyKey>()
        var renders = 0
        for theme in [CodeTheme.dark, .light, .dark] {
            let key = RenderedBodyKey(body: "x", width: 80, styled: true, hyperlinks: false, codeTheme: theme)
            _ = cache.lines(for: key) {
                renders += 1
                return [theme.rawValue]
            }
        }
        #expect(renders == 2)
    }
}
