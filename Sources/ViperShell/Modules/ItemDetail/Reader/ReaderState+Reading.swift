import TerminalScreen

/// The reading mode's actions: moving, and what leaves the text for a picker or the presenter.
extension ReaderState {
    /// An input event in the current mode: typed into the search prompt, acted on by the open
    /// overlay, or mapped to an action while reading (`.none` for a key that means nothing).
    mutating func handle(_ event: InputEvent) -> ReaderCommand {
        switch mode {
        case .searchPrompt:
            applyToPrompt(event)
            return .none
        case .outline, .links, .images, .image, .help:
            return applyToOverlay(event)
        case .reading:
            guard let action = ReaderKeyMap.action(for: event) else { return .none }
            return apply(action)
        }
    }

    mutating func apply(_ action: ReaderAction) -> ReaderCommand {
        message = nil
        switch action {
        case .lineDown: scroll(to: top + 1)
        case .lineUp: scroll(to: top - 1)
        case .scroll(let lines): scroll(to: top + lines)
        // A page keeps one line of the last for context, as less does.
        case .pageDown: scroll(to: top + max(textRows - 1, 1))
        case .pageUp: scroll(to: top - max(textRows - 1, 1))
        case .halfPageDown: scroll(to: top + max(textRows / 2, 1))
        case .halfPageUp: scroll(to: top - max(textRows / 2, 1))
        case .top: scroll(to: 0)
        case .bottom: scroll(to: maxTop)
        case .searchForward, .searchBackward:
            mode = .searchPrompt(pattern: "", forward: action == .searchForward, topBefore: top)
        case .nextMatch: stepMatch(forward: true)
        case .previousMatch: stepMatch(forward: false)
        case .clearSearch: search = nil
        case .outline: return .send(.outline)
        case .links: return .send(.links)
        case .images: return .send(.images)
        case .help: mode = .help(top: 0)
        case .comments:
            if document.kind == .comments { return closeComments() }
            return .send(.comments(format: .table))
        case .nextItem: return .sendLeaving(.next)
        case .previousItem: return .sendLeaving(.previous)
        case .toggleStock: return .send(.toggleStock)
        case .toggleRead: return .send(.toggleRead)
        case .historyBack: return historyDepth > 0 ? .sendLeaving(.historyBack) : .send(.historyBack)
        case .quit: return document.kind == .comments ? closeComments() : .leave
        case .suspend: return .suspend
        case .redraw: return .redraw
        }
        return .none
    }

    /// Opens the comments over the article, keeping the article's place.
    mutating func openComments(_ comments: ReaderDocument) {
        if document.kind == .article { savedArticle = (document, top, search) }
        replaceDocument(comments, top: 0)
        mode = .reading
    }

    /// Back from the comments to the article where it was.
    private mutating func closeComments() -> ReaderCommand {
        guard let saved = savedArticle else { return .leave }
        savedArticle = nil
        replaceDocument(saved.document, top: saved.top)
        search = saved.search
        return .none
    }
}
