/// Command lines from standard input when it is not a terminal: no prompt, no echo, no
/// completion, no history. A password prompt takes the next line.
@MainActor public final class StreamLineInput: LineInput {
    private let reader: FileDescriptorLineReader
    private let sourceName: String
    private var lineNumber = 0

    public init(descriptor: Int32 = 0, sourceName: String = "-") {
        reader = FileDescriptorLineReader(descriptor: descriptor)
        self.sourceName = sourceName
    }

    public func readCommand(prompt: String) -> LineInputEvent {
        guard let line = reader.readLine() else { return .endOfInput }
        lineNumber += 1
        return .line(line, location: "\(sourceName):\(lineNumber)")
    }

    public func readSecret(prompt: String) -> String? {
        guard let line = reader.readLine() else { return nil }
        lineNumber += 1
        return line
    }

    public func close() {}
}
