import ShellKit

/// The outbox as a table: number, when queued, its state, what it does; each row one line,
/// the action cut to the width.
package struct OutboxRenderer {
    package let width: Int
    package let language: Language

    package func render(_ rows: [OutboxRow]) -> [String] {
        let numbers = rows.map { "#" + String($0.number) }
        let states = rows.map { TerminalSanitizer.inline($0.state.text(in: language)) }
        let numberWidth = numbers.map(\.displayWidth).max() ?? 1
        let timeWidth = rows.map(\.queuedAt.displayWidth).max() ?? 0
        let stateWidth = min(28, states.map(\.displayWidth).max() ?? 0)
        return rows.indices.map { index in
            let state = states[index].truncated(toDisplayWidth: stateWidth)
            let head = [
                numbers[index].padded(toDisplayWidth: numberWidth), rows[index].queuedAt.padded(toDisplayWidth: timeWidth),
                state.padded(toDisplayWidth: stateWidth),
            ].joined(separator: "  ")
            let action = TerminalSanitizer.inline(rows[index].action.text(in: language))
            let room = max(12, width - head.displayWidth - 2)
            return head + "  " + action.truncated(toDisplayWidth: room)
        }
    }
}
