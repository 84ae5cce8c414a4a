import Testing
@testable import ShellKit

/// The graphics probe's replies read from what a terminal sends back, keys typed meanwhile
/// kept apart, and the protocol chosen from them, the setting and the environment.
@Suite struct GraphicsRepliesTests {
    private static func read(_ text: String) -> GraphicsReplies { GraphicsReplies.read(Array(text.utf8)) }

    @Test func kittyAnswersTheQueryTheCellSizeAndDeviceAttributes() {
        let replies = Self.read("\u{1B}[6;20;10t\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c")
        #expect(replies.complete)
        #expect(replies.capabilities == GraphicsCapabilities(answered: true, kitty: true, sixel: false, cellWidth: 10, cellHeight: 20))
        #expect(replies.otherBytes.isEmpty)
    }

    @Test func sixelIsAttributeFourOfDA1() {
        #expect(Self.read("\u{1B}[?62;4;22c").capabilities.sixel)
        #expect(Self.read("\u{1B}[?4;62c").capabilities.sixel)
        #expect(!Self.read("\u{1B}[?64;1;2;6;9;15;18;21;22c").capabilities.sixel)
        #expect(!Self.read("\u{1B}[?62;44c").capabilities.sixel)
    }

    @Test func anErrorFromKittyIsNoSupport() {
        let replies = Self.read("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\\u{1B}[?62c")
        #expect(replies.capabilities.answered && !replies.capabilities.kitty)
    }

    @Test func keysTypedBeforeAndBetweenAreKeptApart() {
        let replies = Self.read("j\u{1B}[6;18;9tk\u{1B}[A\u{1B}[?62c")
        #expect(replies.complete)
        #expect(replies.capabilities.cellWidth == 9 && replies.capabilities.cellHeight == 18)
        #expect(replies.otherBytes == Array("jk\u{1B}[A".utf8))
    }

    @Test func aReplyCutShortIsIncomplete() {
        #expect(!Self.read("\u{1B}[6;20;10t\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;").complete)
        #expect(!Self.read("").complete)
        // Absurd cell sizes are not taken.
        #expect(Self.read("\u{1B}[6;0;10t\u{1B}[?62c").capabilities.cellHeight == nil)
        #expect(Self.read("\u{1B}[6;99999;10t\u{1B}[?62c").capabilities.cellWidth == nil)
    }

    @Test func theQueryIsTheCellSizeKittyThenDeviceAttributes() {
        let query = String(decoding: GraphicsProbe.query(for: GraphicsEnvironment()), as: UTF8.self)
        #expect(query == "\u{1B}[16t\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c")
        // Apple's Terminal prints APC strings: no kitty query there.
        let apple = String(decoding: GraphicsProbe.query(for: GraphicsEnvironment(termProgram: "Apple_Terminal")), as: UTF8.self)
        #expect(apple == "\u{1B}[16t\u{1B}[c")
        // Under tmux the kitty query goes through its passthrough, each ESC doubled.
        let tmux = String(decoding: GraphicsProbe.query(for: GraphicsEnvironment(insideTmux: true)), as: UTF8.self)
        #expect(tmux == "\u{1B}[16t\u{1B}Ptmux;\u{1B}\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\u{1B}\\\u{1B}\\\u{1B}[c")
    }

    @Test func withoutATerminalNothingIsAskedOrAnswered() {
        // The test runner's standard input is no terminal.
        #expect(GraphicsProbe.ask(GraphicsEnvironment(), timeoutMilliseconds: 50) == .none)
    }
}

@Suite struct ImageProtocolChoiceTests {
    private static let kitty = GraphicsCapabilities(answered: true, kitty: true)
    private static let sixel = GraphicsCapabilities(answered: true, sixel: true)
    private static let both = GraphicsCapabilities(answered: true, kitty: true, sixel: true)

    @Test func automaticChoiceFollowsTheAnswersThenTheEnvironment() {
        let plain = GraphicsEnvironment(term: "xterm-256color")
        #expect(ImageProtocolChoice.choose(.auto, capabilities: Self.kitty, environment: plain) == .kitty)
        #expect(ImageProtocolChoice.choose(.auto, capabilities: Self.both, environment: plain) == .kitty)
        #expect(ImageProtocolChoice.choose(.auto, capabilities: Self.sixel, environment: plain) == .sixel)
        #expect(ImageProtocolChoice.choose(.auto, capabilities: .none, environment: plain) == .blocks)
        let iterm = GraphicsEnvironment(termProgram: "iTerm.app")
        #expect(ImageProtocolChoice.choose(.auto, capabilities: Self.sixel, environment: iterm) == .iterm)
        #expect(ImageProtocolChoice.choose(.auto, capabilities: .none, environment: GraphicsEnvironment(lcTerminal: "iTerm2")) == .iterm)
        // WezTerm answers kitty's query but draws no placeholders: its iTerm2 protocol.
        let wezterm = GraphicsEnvironment(termProgram: "WezTerm")
        #expect(ImageProtocolChoice.choose(.auto, capabilities: Self.both, environment: wezterm) == .iterm)
        // GNU screen passes nothing through.
        let screen = GraphicsEnvironment(term: "screen-256color")
        #expect(ImageProtocolChoice.choose(.auto, capabilities: Self.both, environment: screen) == .blocks)
        #expect(!ImageProtocolChoice.needsProbe(.auto, environment: screen))
        // tmux's TERM is screen too, but tmux is no GNU screen.
        let tmux = GraphicsEnvironment(term: "screen-256color", insideTmux: true)
        #expect(ImageProtocolChoice.choose(.auto, capabilities: Self.kitty, environment: tmux) == .kitty)
    }

    @Test func aNamedProtocolWinsAndOffDrawsNothing() {
        let plain = GraphicsEnvironment()
        for display in [ImageDisplay.kitty, .iterm, .sixel, .blocks] {
            #expect(ImageProtocolChoice.choose(display, capabilities: .none, environment: plain) == display.namedProtocol)
        }
        #expect(ImageProtocolChoice.choose(.off, capabilities: Self.kitty, environment: plain) == nil)
        #expect(!ImageProtocolChoice.needsProbe(.off, environment: plain))
        #expect(!ImageProtocolChoice.needsProbe(.blocks, environment: plain))
        #expect(ImageProtocolChoice.needsProbe(.sixel, environment: plain))
    }
}

@Suite struct TerminalPassthroughTests {
    @Test func everyEscapeInsideIsDoubledAndTheWholeWrapped() {
        let inner = Array("\u{1B}_Ga=d\u{1B}\\".utf8)
        #expect(TerminalPassthrough.tmux(inner) == Array("\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d\u{1B}\u{1B}\\\u{1B}\\".utf8))
        #expect(TerminalPassthrough.tmux([]) == Array("\u{1B}Ptmux;\u{1B}\\".utf8))
    }
}
