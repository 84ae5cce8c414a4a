/// Sequences for the terminal tmux runs in, sent through tmux (`ESC P tmux ; … ESC \`, each ESC
/// inside doubled). tmux passes them only with `set -g allow-passthrough on` (tmux 3.3 and later).
package enum TerminalPassthrough {
    package static func tmux(_ bytes: [UInt8]) -> [UInt8] {
        var wrapped = Array("\u{1B}Ptmux;".utf8)
        wrapped.reserveCapacity(bytes.count + bytes.count / 64 + 16)
        for byte in bytes {
            if byte == 0x1B { wrapped.append(0x1B) }
            wrapped.append(byte)
        }
        return wrapped + [0x1B, UInt8(ascii: "\\")]
    }
}
