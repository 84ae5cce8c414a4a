import ItemsModel
import ShellKit
import TerminalScreen

/// The reader's loop: wait for input or a signal, decode keys, change the state (or ask the
/// presenter), draw one frame. Signals are noticed within a tick (SIGTERM and SIGHUP end the
/// shell, SIGTSTP suspends, SIGCONT and SIGWINCH redraw).
extension ItemReaderView {
    /// How the loop ended.
    enum Ending { case left, terminated }

    /// Milliseconds a lone ESC waits for the rest of a sequence (vim's `ttimeoutlen`).
    private static let escapeTimeout = 50
    /// Milliseconds between checks for a signal while no key comes.
    private static let tick = 100

    func readKeys() async -> Ending {
        guard let session else { return .left }
        var needsFrame = true
        while true {
            if let signal = session.pendingSignal() {
                switch signal {
                case .terminate: return .terminated
                case .interrupt: return .left
                case .suspend:
                    session.suspend()
                    frames.invalidate()
                case .continued: frames.invalidate()
                case .resize: relayout()
                }
                needsFrame = true
            }
            // Images fetched since the article was laid out: laid out again, the place kept.
            if let images, images.arrivals.generation != imagesSeen {
                imagesSeen = images.arrivals.generation
                relayout()
                needsFrame = true
            }
            if needsFrame {
                drawFrame()
                needsFrame = false
                // The rest of the article and the minutes left come a frame later: the first
                // frame waits for neither.
                if unfinished != nil || state?.document.minutesFrom == nil {
                    completeLayout()
                    state?.document.measureReadingTime()
                    drawFrame()
                }
            }
            // Keys a terminal query read and did not use (the graphics probe's) come first.
            let backlog = TerminalInputBacklog.take()
            if !backlog.isEmpty {
                for event in decoder.feed(backlog) {
                    guard await handle(event) else { return .left }
                }
                needsFrame = true
                continue
            }
            let pendingEscape = decoder.hasPendingEscape
            var events: [InputEvent] = []
            switch session.waitForInput(milliseconds: pendingEscape ? Self.escapeTimeout : Self.tick) {
            case .readable:
                let bytes = session.readAvailable()
                // The terminal is gone (hang-up): leave as on SIGHUP.
                guard !bytes.isEmpty else { return .terminated }
                events = decoder.feed(bytes)
            case .timedOut:
                if pendingEscape { events = decoder.flushPendingEscape() }
            case .interrupted:
                continue
            }
            for event in events {
                guard await handle(event) else { return .left }
                needsFrame = true
            }
        }
    }

    /// One event; false when it leaves the reader.
    private func handle(_ event: InputEvent) async -> Bool {
        // Keys typed before the rest was laid out act on the whole article.
        completeLayout()
        guard var state else { return false }
        let command = state.handle(event)
        self.state = state
        return await perform(command)
    }

    private func perform(_ command: ReaderCommand) async -> Bool {
        switch command {
        case .none: break
        case .send(let event): _ = await presenter.handle(event)
        case .sendLeaving(let event):
            _ = await presenter.handle(.remember(currentPosition()))
            guard handsOverTheTerminal(for: event), let session else {
                _ = await presenter.handle(event)
                break
            }
            // `BROWSER` may be a terminal browser (w3m, lynx): it gets the main screen and line
            // mode while it runs, and the reader draws whole again after it.
            session.leave()
            _ = await presenter.handle(event)
            try? session.enter()
            frames.invalidate()
        case .leave: return false
        case .suspend:
            session?.suspend()
            frames.invalidate()
        case .redraw: frames.invalidate()
        case .copyLink(let number): copyLink(number)
        case .showImage(let number): showImageAlone(number)
        }
        return true
    }

    /// Whether `event` opens an address in `BROWSER` (a link that is no Qiita article).
    private func handsOverTheTerminal(for event: ItemDetailViewEvent) -> Bool {
        guard case .followLink(let number) = event, let links = state?.links, links.indices.contains(number - 1),
            QiitaItemAddress.itemID(in: links[number - 1].url) == nil
        else { return false }
        return !(ProcessEnvironment.current()["BROWSER"] ?? "").isEmpty
    }

    /// Image `number` of the picker alone, as large as the screen holds, drawn on the spot (in
    /// the session's graphics); a note when it is not at hand.
    private func showImageAlone(_ number: Int) {
        guard var state, state.images.indices.contains(number - 1) else { return }
        guard let images, screen.colorEnabled, let graphics = images.graphics.graphics() else {
            state.message = ReaderNotice(message: Message(ReaderMessage.imagesOff), isError: true)
            self.state = state
            return
        }
        let image = state.images[number - 1]
        let request = ImageRowDrawer.Request(
            address: image.address, columns: state.columns, maximumRows: state.pickerRows, graphics: graphics,
            enlarges: true)
        let drawer = ImageRowDrawer(library: images.library, renditions: images.renditions)
        guard let rows = drawer.rows(for: request), let canvas = drawer.canvas(for: request) else {
            state.message = ReaderNotice(message: Message(ReaderMessage.imageNotAtHand, String(number)), isError: true)
            self.state = state
            return
        }
        let caption = image.alt.isEmpty ? image.address : image.alt
        state.mode = .image(ReaderImageView(caption: caption, rows: rows, columns: canvas.columns), selected: number - 1)
        self.state = state
    }

    private func copyLink(_ number: Int) {
        guard let links = state?.links, links.indices.contains(number - 1) else { return }
        let address = links[number - 1].url
        let copied = copyToClipboard(address)
        state?.message = ReaderNotice(
            message: copied ? Message(ReaderMessage.linkCopied, address) : Message(ReaderMessage.copyUnavailable),
            isError: !copied)
    }

    /// Draws the state: only what changed, as a scroll when only the top line moved.
    func drawFrame() {
        guard let state, let session else { return }
        if session.takeFullRedrawRequest() { frames.invalidate() }
        session.write(
            frames.bytes(for: state, language: screen.language, colour: screen.colorEnabled, images: images?.renditions))
    }

    /// SIGWINCH: the new size, the article laid out again at its width, the paragraph that was
    /// at the top kept there, and the search run again on the new text.
    func relayout() {
        completeLayout()
        guard var state else { return }
        let size = windowSize()
        let place = ReaderResume.place(of: state)
        let search = state.search
        state.rows = size.rows
        state.columns = size.columns
        let builder = builder(columns: size.columns)
        if let comments, state.document.kind == .comments {
            state.replaceDocument(builder.comments(comments), top: 0)
            state.scroll(to: ReaderResume.top(for: place, in: state.document))
            if let saved = state.savedArticle, let article {
                let document = builder.article(article)
                let savedPlace = ReaderResume.place(of: saved.document, top: saved.top)
                state.savedArticle = (document, ReaderResume.top(for: savedPlace, in: document), nil)
            }
        } else if let article {
            let document = builder.article(article)
            state.replaceDocument(document, top: ReaderResume.top(for: place, in: document))
        }
        if let search {
            let top = state.top
            state.find(search.pattern, forward: search.forward, from: top)
            state.scroll(to: top)
        }
        self.state = state
        frames.invalidate()
    }

    /// Lays out the rest of the article whose start is shown, if any; the place stays.
    func completeLayout() {
        guard let rest = unfinished else { return }
        unfinished = nil
        guard var state, state.document.kind == .article, !state.document.isComplete else { return }
        state.update(to: builder(columns: state.columns).finished(rest))
        self.state = state
    }

    /// Where the reader is in the article, to be remembered; nil at its top or end (it opens at
    /// the top next time).
    func currentPosition() -> ReadingPosition? {
        completeLayout()
        guard let state, let article else { return nil }
        if state.document.kind == .comments, let saved = state.savedArticle {
            guard saved.top > 0, saved.top < max(saved.document.lines.count - state.textRows, 0) else { return nil }
            return ReaderResume.position(of: saved.document, top: saved.top, item: article.item)
        }
        guard state.top > 0, !state.isAtEnd else { return nil }
        return ReaderResume.position(of: state.document, top: state.top, item: article.item)
    }
}
