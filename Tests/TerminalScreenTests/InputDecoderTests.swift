import Testing
@testable import TerminalScreen

/// One sequence a terminal sends and what it means.
struct SentSequence: CustomTestStringConvertible, Sendable {
    let terminal: String
    let bytes: [UInt8]
    let events: [InputEvent]
    var testDescription: String {
        "\(terminal): \(bytes.map { $0 < 0x20 || $0 > 0x7E ? "\\\($0)" : String(UnicodeScalar($0)) }.joined())"
    }

    init(_ terminal: String, _ text: String, _ events: [InputEvent]) {
        self.terminal = terminal
        bytes = Array(text.utf8)
        self.events = events
    }

    init(_ terminal: String, _ text: String, _ key: Key, _ modifiers: KeyModifiers = []) {
        self.init(terminal, text, [.key(KeyPress(key, modifiers: modifiers))])
    }
}

@Suite struct InputDecoderTests {
    static let table: [SentSequence] = [
        // Plain keys every terminal sends.
        SentSequence("any", "a", .character("a")),
        SentSequence("any", "Qz", [.key(KeyPress(.character("Q"))), .key(KeyPress(.character("z")))]),
        SentSequence("any", "日本", [.key(KeyPress(.character("日"))), .key(KeyPress(.character("本")))]),
        SentSequence("any", "👍", .character("👍")),
        SentSequence("any", "\r", .enter),
        SentSequence("any", "\n", .enter),
        SentSequence("any", "\t", .tab),
        SentSequence("any", "\u{7F}", .backspace),
        SentSequence("any", "\u{8}", .backspace),
        SentSequence("any", "\u{3}", .character("c"), .control),
        SentSequence("any", "\u{1A}", .character("z"), .control),
        SentSequence("any", "\u{0}", .character(" "), .control),
        SentSequence("any", "\u{1C}", .character("\\"), .control),
        SentSequence("any", "\u{1B}j", .character("j"), .alt),
        SentSequence("any", "\u{1B}\u{7F}", .backspace, .alt),
        // xterm (normal and application cursor mode), and tmux, which sends xterm's forms.
        SentSequence("xterm", "\u{1B}[A", .up), SentSequence("xterm", "\u{1B}[B", .down),
        SentSequence("xterm", "\u{1B}[C", .right), SentSequence("xterm", "\u{1B}[D", .left),
        SentSequence("xterm", "\u{1B}OA", .up), SentSequence("xterm", "\u{1B}OD", .left),
        SentSequence("xterm", "\u{1B}[H", .home), SentSequence("xterm", "\u{1B}[F", .end),
        SentSequence("xterm", "\u{1B}OH", .home), SentSequence("xterm", "\u{1B}OF", .end),
        SentSequence("xterm", "\u{1B}[2~", .insert), SentSequence("xterm", "\u{1B}[3~", .delete),
        SentSequence("xterm", "\u{1B}[5~", .pageUp), SentSequence("xterm", "\u{1B}[6~", .pageDown),
        SentSequence("xterm", "\u{1B}OP", .function(1)), SentSequence("xterm", "\u{1B}OQ", .function(2)),
        SentSequence("xterm", "\u{1B}OR", .function(3)), SentSequence("xterm", "\u{1B}OS", .function(4)),
        SentSequence("xterm", "\u{1B}[15~", .function(5)), SentSequence("xterm", "\u{1B}[17~", .function(6)),
        SentSequence("xterm", "\u{1B}[18~", .function(7)), SentSequence("xterm", "\u{1B}[19~", .function(8)),
        SentSequence("xterm", "\u{1B}[20~", .function(9)), SentSequence("xterm", "\u{1B}[21~", .function(10)),
        SentSequence("xterm", "\u{1B}[23~", .function(11)), SentSequence("xterm", "\u{1B}[24~", .function(12)),
        SentSequence("xterm", "\u{1B}[1;5A", .up, .control), SentSequence("xterm", "\u{1B}[1;2B", .down, .shift),
        SentSequence("xterm", "\u{1B}[1;3C", .right, .alt),
        SentSequence("xterm", "\u{1B}[1;6D", .left, [.control, .shift]),
        SentSequence("xterm", "\u{1B}[1;5H", .home, .control), SentSequence("xterm", "\u{1B}[1;2F", .end, .shift),
        SentSequence("xterm", "\u{1B}[5;5~", .pageUp, .control), SentSequence("xterm", "\u{1B}[3;2~", .delete, .shift),
        SentSequence("xterm", "\u{1B}[1;2P", .function(1), .shift),
        SentSequence("xterm", "\u{1B}[15;5~", .function(5), .control),
        SentSequence("xterm", "\u{1B}[24;2~", .function(12), .shift), SentSequence("xterm", "\u{1B}[Z", .tab, .shift),
        SentSequence("xterm", "\u{1B}[E", .begin), SentSequence("xterm", "\u{1B}OM", .enter),
        SentSequence("xterm", "\u{1B}[27;5;106~", .character("j"), .control),
        SentSequence("tmux", "\u{1B}[1~", .home), SentSequence("tmux", "\u{1B}[4~", .end),
        SentSequence("tmux", "\u{1B}[1;5C", .right, .control),
        SentSequence("tmux", "\u{1B}\u{1B}[A", .up, .alt),
        // kitty: legacy forms, its F3, and CSI u.
        SentSequence("kitty", "\u{1B}[13~", .function(3)), SentSequence("kitty", "\u{1B}[1;5R", .function(3), .control),
        SentSequence("kitty", "\u{1B}[13;2u", .enter, .shift), SentSequence("kitty", "\u{1B}[27u", .escape),
        SentSequence("kitty", "\u{1B}[97;5u", .character("a"), .control),
        SentSequence("kitty", "\u{1B}[127;3u", .backspace, .alt), SentSequence("kitty", "\u{1B}[1;9A", .up, .super),
        // rxvt: 7/8 for Home/End, $ ^ @ finals, shifted and controlled arrows.
        SentSequence("rxvt", "\u{1B}[7~", .home), SentSequence("rxvt", "\u{1B}[8~", .end),
        SentSequence("rxvt", "\u{1B}[11~", .function(1)), SentSequence("rxvt", "\u{1B}[14~", .function(4)),
        SentSequence("rxvt", "\u{1B}[2$", .insert, .shift), SentSequence("rxvt", "\u{1B}[3^", .delete, .control),
        SentSequence("rxvt", "\u{1B}[5@", .pageUp, [.control, .shift]),
        SentSequence("rxvt", "\u{1B}[a", .up, .shift), SentSequence("rxvt", "\u{1B}[d", .left, .shift),
        SentSequence("rxvt", "\u{1B}Oa", .up, .control), SentSequence("rxvt", "\u{1B}Oc", .right, .control),
        SentSequence("rxvt", "\u{1B}[23$", .function(11), .shift),
        // The Linux console.
        SentSequence("linux", "\u{1B}[[A", .function(1)), SentSequence("linux", "\u{1B}[[E", .function(5)),
        SentSequence("linux", "\u{1B}[1~", .home), SentSequence("linux", "\u{1B}[4~", .end),
        SentSequence("any", "\u{1B}[G", []),
        // Mouse (SGR 1006, and X10 for a terminal that ignores 1006).
        SentSequence("xterm", "\u{1B}[<64;10;5M", [.mouse(MouseReport(action: .wheelUp, row: 4, column: 9))]),
        SentSequence("xterm", "\u{1B}[<65;1;1M", [.mouse(MouseReport(action: .wheelDown, row: 0, column: 0))]),
        SentSequence(
            "xterm", "\u{1B}[<0;120;40M", [.mouse(MouseReport(action: .press(button: 0), row: 39, column: 119))]),
        SentSequence(
            "xterm", "\u{1B}[<0;120;40m", [.mouse(MouseReport(action: .release(button: 0), row: 39, column: 119))]),
        SentSequence(
            "kitty", "\u{1B}[<18;3;4M",
            [.mouse(MouseReport(action: .press(button: 2), row: 3, column: 2, modifiers: .control))]),
        SentSequence(
            "xterm", "\u{1B}[<35;7;8M", [.mouse(MouseReport(action: .motion(button: nil), row: 7, column: 6))]),
        SentSequence("xterm", "\u{1B}[M`!!", [.mouse(MouseReport(action: .wheelUp, row: 0, column: 0))]),
        // Bracketed paste: what is inside is text, escape sequences included.
        SentSequence("xterm", "\u{1B}[200~hello\u{1B}[A日本\r\nx\u{1B}[201~", [.paste("hello\u{1B}[A日本\r\nx")]),
        SentSequence("xterm", "\u{1B}[200~\u{1B}[201~q", [.paste(""), .key(KeyPress(.character("q")))]),
        // Focus reports (not asked for) read and dropped.
        SentSequence("xterm", "\u{1B}[Ix", .character("x")),
        // Replies to the graphics probe that come late: kitty's (APC), a DCS, an OSC; ignored.
        SentSequence("kitty", "\u{1B}_Gi=31;OK\u{1B}\\j", .character("j")),
        SentSequence("xterm", "\u{1B}P1$r0m\u{1B}\\k", .character("k")),
        SentSequence("xterm", "\u{1B}]11;rgb:0000/0000/0000\u{07}q", .character("q")),
    ]

    private func decodeInPieces(_ bytes: [UInt8], cuts: [Int]) -> [InputEvent] {
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        var start = 0
        for cut in cuts + [bytes.count] {
            events += decoder.feed(bytes[start..<cut])
            start = cut
        }
        return events
    }

    @Test(arguments: table)
    func eachSequenceDecodesWholeSplitAnywhereAndByteByByte(sequence: SentSequence) {
        let bytes = sequence.bytes
        #expect(decodeInPieces(bytes, cuts: []) == sequence.events)
        for cut in 1..<max(bytes.count, 1) {
            #expect(decodeInPieces(bytes, cuts: [cut]) == sequence.events, "cut at \(cut)")
        }
        #expect(decodeInPieces(bytes, cuts: Array(1..<max(bytes.count, 1))) == sequence.events)
    }

    @Test func theWholeTableSentAtOnceDecodesInOrder() {
        let bytes = Self.table.flatMap(\.bytes)
        #expect(decodeInPieces(bytes, cuts: []) == Self.table.flatMap(\.events))
        #expect(
            decodeInPieces(bytes, cuts: stride(from: 3, to: bytes.count, by: 7).map { $0 })
                == Self.table.flatMap(\.events))
    }

    @Test func aLoneEscapeWaitsForTheTimeout() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape() == [.key(KeyPress(.escape))])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape().isEmpty)
        #expect(decoder.feed(Array("[A".utf8)) == [.key(KeyPress(.character("["))), .key(KeyPress(.character("A")))])
    }

    @Test func escapeThenABracketAfterTheTimeoutIsAltBracket() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[".utf8)).isEmpty)
        #expect(decoder.flushPendingEscape() == [.key(KeyPress(.character("["), modifiers: .alt))])
    }

    @Test func altWithAStringIntroducerIsAltAfterTheTimeout() {
        for introducer in ["P", "_", "]"] {
            var decoder = InputDecoder()
            #expect(decoder.feed(Array("\u{1B}\(introducer)".utf8)).isEmpty)
            #expect(decoder.flushPendingEscape() == [.key(KeyPress(.character(Character(introducer)), modifiers: .alt))])
        }
        // An ESC that is no ST ends the string: the key after it is read.
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}_Gi=31;OK\u{1B}j".utf8)) == [.key(KeyPress(.character("j"), modifiers: .alt))])
    }

    @Test func twoEscapesAfterTheTimeoutAreTwoEscapeKeys() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B, 0x1B]).isEmpty)
        #expect(decoder.flushPendingEscape() == [.key(KeyPress(.escape)), .key(KeyPress(.escape))])
    }

    @Test func aCutSequenceAfterTheTimeoutIsEscapeAndText() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[1;".utf8)).isEmpty)
        #expect(
            decoder.flushPendingEscape() == [
                .key(KeyPress(.escape)), .key(KeyPress(.character("["))), .key(KeyPress(.character("1"))),
                .key(KeyPress(.character(";"))),
            ])
    }

    @Test func aSplitUTF8CharacterIsNotAnEscapeAndWaits() {
        var decoder = InputDecoder()
        let bytes = Array("語".utf8)
        #expect(decoder.feed(bytes.prefix(2)).isEmpty)
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.feed(bytes.suffix(1)) == [.key(KeyPress(.character("語")))])
        #expect(
            decoder.feed([0xFF, 0x61]) == [.key(KeyPress(.character("\u{FFFD}"))), .key(KeyPress(.character("a")))])
    }

    @Test func aPasteIsNotEndedByTheEscapeTimeout() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~abc\u{1B}".utf8)).isEmpty)
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape().isEmpty)
        #expect(decoder.feed(Array("[201~".utf8)) == [.paste("abc")])
    }

    @Test func endlessGarbageIsDroppedNotHoarded() {
        var decoder = InputDecoder()
        let garbage = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 100)
        let events = decoder.feed(garbage)
        #expect(!decoder.hasPendingEscape)
        #expect(events.first == .key(KeyPress(.character("["))))
        #expect(decoder.feed(Array("\u{1B}[A".utf8)) == [.key(KeyPress(.up))])
    }
}
