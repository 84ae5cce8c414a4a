/// Asks the terminal how it draws images, in one batch, kitty's own recipe: the cell size in
/// pixels (XTWINOPS 16), kitty's graphics query (`a=q`, which stores nothing), then the primary
/// device attributes (DA1), which every terminal answers, after the others: the wait ends with
/// DA1's reply, or after `timeoutMilliseconds` (timg's budget) when none comes.
/// `Apple_Terminal` prints APC strings on the screen, so it is not sent the kitty query; under
/// tmux the query goes through tmux's passthrough to the terminal tmux runs in.
package enum GraphicsProbe {
    package static let timeoutMilliseconds = 250

    /// What the terminal answered (`.none` when there is no terminal or no answer). Bytes read
    /// that were no reply go to `TerminalInputBacklog`.
    package static func ask(
        _ environment: GraphicsEnvironment, timeoutMilliseconds: Int = timeoutMilliseconds
    ) -> GraphicsCapabilities {
        let read = TerminalExchange.exchange(query(for: environment), timeoutMilliseconds: timeoutMilliseconds) {
            GraphicsReplies.read($0).complete
        }
        let replies = GraphicsReplies.read(read.bytes)
        TerminalInputBacklog.put(replies.otherBytes)
        return replies.capabilities
    }

    /// The batch written for `environment`.
    package static func query(for environment: GraphicsEnvironment) -> [UInt8] {
        var kitty = environment.mayReceiveStrings ? kittyQuery : []
        if environment.insideTmux, !kitty.isEmpty { kitty = TerminalPassthrough.tmux(kitty) }
        return Array("\u{1B}[16t".utf8) + kitty + Array("\u{1B}[c".utf8)
    }

    /// kitty's support query: an image of one pixel, stored nowhere (`a=q`). A terminal with
    /// the protocol answers `ESC _ G i=31 ; OK ESC \`.
    static let kittyQuery = Array("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\".utf8)
}
