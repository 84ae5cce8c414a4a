/// What `--expect --update` writes: the transcript's body brought in line with the actual output,
/// keeping every expected line that matched as the transcript wrote it (a `[..]`, `...` or
/// ` (re)` line that matched stays), so only the lines that differ are rewritten.
///
/// The replay runs the transcript's own commands, so both sides are cut at the command lines
/// (the actual side at the echo of each command, in order) and each command's output is merged
/// on its own: a `...` never swallows the next command. Within one command's output it follows
/// the alignment the diff shows (`UnifiedDiff.Alignment`): matched lines keep their expected
/// text, removed lines go, added lines come in as the actual text. When the actual output does
/// not echo every command (the replay stopped early), the actual output is taken as it is. The
/// result always matches the actual output.
package enum TranscriptUpdate {
    package static func merged(expected: [String], actual: [String]) -> [String] {
        let expectedBlocks = blocks(of: expected)
        let commands = expectedBlocks.compactMap { $0.first.flatMap(Transcript.command(in:)) }
        guard var actualBlocks = blocks(of: actual, echoing: commands) else { return actual }
        var merged: [String] = []
        // Output before the first command that the transcript does not expect comes in as it is.
        if expectedBlocks.first.map(startsWithCommand) ?? true { merged = actualBlocks.removeFirst() }
        guard actualBlocks.count == expectedBlocks.count else { return actual }
        for (expectedBlock, actualBlock) in zip(expectedBlocks, actualBlocks) {
            merged += mergedLines(expected: expectedBlock, actual: actualBlock)
        }
        return merged
    }

    /// One run of lines merged by the diff's alignment.
    package static func mergedLines(expected: [String], actual: [String]) -> [String] {
        UnifiedDiff.Alignment.edits(expected: expected, actual: actual).compactMap { edit in
            switch edit {
            case .unchanged(let line): line
            case .removed: nil
            case .added(let line): line
            }
        }
    }

    private static func startsWithCommand(_ block: [String]) -> Bool {
        block.first.map { Transcript.command(in: $0) != nil } ?? false
    }

    /// The expected lines cut before each command line (the first block holds what comes before
    /// the first command, when anything does).
    private static func blocks(of lines: [String]) -> [[String]] {
        var blocks: [[String]] = []
        for line in lines {
            if Transcript.command(in: line) != nil || blocks.isEmpty {
                blocks.append([line])
            } else {
                blocks[blocks.count - 1].append(line)
            }
        }
        return blocks
    }

    /// The actual lines cut before the echo of each of `commands`, found in order, after what
    /// comes before the first (possibly nothing); nil when one is missing.
    private static func blocks(of lines: [String], echoing commands: [String]) -> [[String]]? {
        var blocks: [[String]] = [[]]
        var next = 0
        for line in lines {
            if next < commands.count, Transcript.command(in: line) == commands[next] {
                blocks.append([line])
                next += 1
            } else {
                blocks[blocks.count - 1].append(line)
            }
        }
        return next == commands.count ? blocks : nil
    }
}
