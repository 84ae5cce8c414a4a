import ShellKit

extension ReaderSettings {
    /// How images are drawn now (nil: `set images off`): the protocol `set images` names, or
    /// the one the terminal's answers choose (`ImageProtocolChoice`). The terminal is asked the
    /// first time it matters (`mayAsk`: at a terminal in colour), once; a terminal that does not
    /// answer gets blocks.
    /// The same for articles shown on `screen`: asked only at a terminal in colour.
    func imageGraphics(on screen: Screen) -> ImageGraphics? {
        imageGraphics(trueColour: screen.terminalHasTrueColour, mayAsk: screen.console.isTerminal && screen.colorEnabled)
    }

    func imageGraphics(
        trueColour: Bool, mayAsk: Bool, ask: (GraphicsEnvironment) -> GraphicsCapabilities = { GraphicsProbe.ask($0) }
    ) -> ImageGraphics? {
        if mayAsk, ImageProtocolChoice.needsProbe(images, environment: graphicsEnvironment), graphicsAnswer == nil {
            graphicsAnswer = ask(graphicsEnvironment)
        }
        let answer = graphicsAnswer ?? .none
        guard let chosen = ImageProtocolChoice.choose(images, capabilities: answer, environment: graphicsEnvironment)
        else { return nil }
        return ImageGraphics(
            imageProtocol: chosen, cellWidth: answer.cellWidth ?? 10, cellHeight: answer.cellHeight ?? 20,
            trueColour: trueColour, throughTmux: graphicsEnvironment.insideTmux)
    }

    /// `set`'s value for images: `auto` says what it found, once the terminal was asked.
    var imagesDescription: String {
        guard images == .auto, let answer = graphicsAnswer,
            let chosen = ImageProtocolChoice.choose(.auto, capabilities: answer, environment: graphicsEnvironment)
        else { return images.rawValue }
        return "auto (\(chosen.rawValue))"
    }
}
