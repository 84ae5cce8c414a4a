import CatalogueImport
import ItemsModel
import ShellHost
import ShellKit

/// Items' settings: the source (shown and switched), rows per page, the pager, the reader.
extension ItemsPresenter {
    func didAskForSource() async -> CommandOutcome {
        do {
            let (source, count) = try await interactor.currentSource()
            view?.showAnswer(sourceMessage(source, count))
            return .success
        } catch {
            return showError(error.message)
        }
    }

    func didAskForSettings() async -> CommandOutcome {
        do {
            let (source, count) = try await interactor.currentSource()
            view?.showSettings(
                perPage: perPage, source: Message(ItemsMessage.settingSource, source.displayName, String(count)))
            return .success
        } catch {
            return showError(error.message)
        }
    }

    func didSwitchSource(_ source: ItemSourceSpec) async -> CommandOutcome {
        do {
            let (source, count) = try await interactor.switchSource(to: source)
            current = nil
            authorOnScreen = nil
            wireframe.didSwitchSource()
            view?.showInfo(sourceMessage(source, count))
        } catch {
            return showError(error.message)
        }
        // At a terminal, the new source's newest items, as on arrival.
        guard landsOnNewest else { return .success }
        return await show(.search(ItemQuery(clauses: [])), page: 1, format: .table)
    }

    /// "Source: demo (1200 items)"; for the live API, how many items are cached offline, and
    /// which host it asks when that is not Qiita's own.
    func sourceMessage(_ source: ItemSourceSpec, _ count: Int) -> Message {
        guard source == .qiita else { return Message(ItemsMessage.source, source.displayName, String(count)) }
        guard let liveAPIHost else { return Message(ItemsMessage.sourceLive, source.displayName, String(count)) }
        return Message(ItemsMessage.sourceLiveAt, source.displayName, String(count), liveAPIHost)
    }

    func didSetPerPage(_ count: Int) -> CommandOutcome {
        guard Self.perPageRange.contains(count) else {
            return showError(Message(ItemsMessage.perPageRange, String(count)), status: .usage)
        }
        perPage = count
        return showInfo(Message(ItemsMessage.perPageSet, String(count)))
    }

    func didSetArticleWidth(_ columns: Int) -> CommandOutcome {
        guard Screen.articleWidths.contains(columns) else {
            return showError(Message(ItemsMessage.articleWidthRange, String(columns)), status: .usage)
        }
        view?.setArticleWidth(columns)
        return showInfo(Message(ItemsMessage.articleWidthSet, String(columns)))
    }

    func didSetPager(_ enabled: Bool) -> CommandOutcome {
        view?.setPaging(enabled)
        return showInfo(Message(enabled ? ItemsMessage.pagerOn : ItemsMessage.pagerOff))
    }

    func didSetReader(_ kind: ReaderKind) -> CommandOutcome {
        view?.setReader(kind)
        let message =
            switch kind {
            case .full: ItemsMessage.readerFull
            case .pager: ItemsMessage.readerPager
            case .plain: ItemsMessage.readerPlain
            }
        return showInfo(Message(message))
    }

    func didSetImages(_ display: ImageDisplay) -> CommandOutcome {
        view?.setImages(display)
        switch display {
        case .auto: return showInfo(Message(ItemsMessage.imagesAuto))
        case .blocks: return showInfo(Message(ItemsMessage.imagesBlocks))
        case .off: return showInfo(Message(ItemsMessage.imagesOff))
        case .kitty, .iterm, .sixel: return showInfo(Message(ItemsMessage.imagesProtocol, display.rawValue))
        }
    }

    func didSetMouse(_ enabled: Bool) -> CommandOutcome {
        view?.setMouseReporting(enabled)
        return showInfo(Message(enabled ? ItemsMessage.mouseOn : ItemsMessage.mouseOff))
    }
}
