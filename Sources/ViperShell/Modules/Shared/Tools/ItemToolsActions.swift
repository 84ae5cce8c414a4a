import FoundationEssentials
import ItemBrowsing
import ItemsModel
import ShellHost
import ShellKit

/// The decisions behind `code`, `copy` and `export`, made once for Items and ItemDetail: which
/// block, which text, which file name, and what each outcome says.
@MainActor package struct ItemToolsActions {
    package weak var view: ItemReadingViewInterface?
    package let interactor: ItemReadingInteractorInterface

    package init(view: ItemReadingViewInterface?, interactor: ItemReadingInteractorInterface) {
        self.view = view
        self.interactor = interactor
    }

    package func code(_ request: CodeRequest, of item: QiitaItem) -> CommandOutcome {
        let blocks = ItemArticle(body: item.body).codeBlocks
        switch request {
        case .list:
            view?.showCodeBlocks(blocks, of: item)
            return .success
        case .block(let number):
            guard let block = blocks.first(where: { $0.number == number }) else { return noBlock(number, blocks) }
            view?.printExactly(block.code)
            return .success
        case let .save(folder, force):
            var outcome = CommandOutcome.success
            for result in interactor.saveCode(blocks, into: interactor.absolutePath(folder), force: force) {
                switch result {
                case let .written(block, path): view?.showInfo(Message(SharedMessage.codeSaved, String(block), path))
                case let .renamed(block, path, name, holder):
                    view?.showInfo(
                        Message(
                            SharedMessage.codeSavedRenamed, String(block), path, String(holder),
                            TerminalSanitizer.inline(name)))
                case let .refused(block, error): outcome = outcome.then(fail(Self.message(error, block: block)))
                }
            }
            if blocks.isEmpty { view?.showInfo(Message(SharedMessage.codeNone)) }
            return outcome
        }
    }

    package func copy(_ request: CopyRequest, of item: QiitaItem) -> CommandOutcome {
        let text: String
        switch request {
        case .url: text = item.url
        case .title: text = item.title
        case .markdownLink: text = "[\(item.title.replacing("]", with: "\\]"))](\(item.url))"
        case .code(let number):
            let blocks = ItemArticle(body: item.body).codeBlocks
            guard let block = blocks.first(where: { $0.number == number }) else { return noBlock(number, blocks) }
            text = block.code
        }
        guard view?.copyToClipboard(text) == true else {
            // Outside a terminal the text itself, for the script to take.
            view?.printExactly(text.hasSuffix("\n") ? text : text + "\n")
            return .success
        }
        view?.showInfo(Message(SharedMessage.copied, String(text.count)))
        return .success
    }

    /// Writes each item as a file (`ID.md`, `ID.html`, `ID.txt`) at `options.output` (a file for
    /// one item, a folder for several; the working directory when not given).
    package func export(_ items: [QiitaItem], options: ExportOptions, many: Bool) async -> CommandOutcome {
        let output = options.output.map(interactor.absolutePath)
        let intoFolder = many || output.map { $0.hasSuffix("/") || interactor.isFolder($0) } ?? true
        let folder = intoFolder ? (output ?? interactor.absolutePath(".")) : nil
        var outcome = CommandOutcome.success
        var written = 0
        for (index, item) in items.enumerated() {
            if many { view?.showExportProgress(done: index, total: items.count) }
            let path = folder.map { FilePath.join($0, "\(item.id).\(options.format.rawValue)") } ?? output ?? ""
            let text: String
            switch options.format {
            case .md: text = QiitaCLIMarkdown.document(for: item)
            case .txt: text = view?.plainArticle(item) ?? ""
            case .html:
                let comments: [QiitaComment]?
                if case .known(let known, _)? = try? await interactor.comments(itemID: item.id) {
                    comments = known
                } else {
                    comments = nil
                }
                text = view?.htmlPage(item, comments: comments) ?? ""
            }
            do throws(UserFileError) {
                try interactor.writeFile(text, to: path, force: options.force)
                written += 1
                if !many { view?.showInfo(Message(SharedMessage.exportWritten, path)) }
            } catch {
                outcome = outcome.then(fail(Self.message(error, block: nil)))
            }
        }
        if many {
            view?.showExportProgress(done: items.count, total: nil)
            view?.showInfo(Message(SharedMessage.exportWrittenMany, String(written), folder ?? ""))
        }
        return outcome
    }

    private func noBlock(_ number: Int, _ blocks: [ItemCodeBlock]) -> CommandOutcome {
        fail(
            blocks.isEmpty
                ? Message(SharedMessage.codeNone)
                : Message(SharedMessage.codeNoBlock, String(number), String(blocks.count)))
    }

    static func message(_ error: UserFileError, block: Int?) -> Message {
        let prefix = block.map { Message(SharedMessage.codeBlockPrefix, String($0)) }
        let message: Message =
            switch error {
            case .exists(let path): Message(SharedMessage.fileExists, path)
            case .outside(let name): Message(SharedMessage.fileOutside, TerminalSanitizer.inline(name))
            case .badName(let name): Message(SharedMessage.fileBadName, TerminalSanitizer.inline(name))
            case .unwritable(let path, let reason): Message(ShellMessage.storageUnwritable, path, reason)
            }
        guard let prefix else { return message }
        return Message(SharedMessage.codeBlockRefused, parts: [.message(prefix), .message(message)])
    }

    private func fail(_ message: Message) -> CommandOutcome {
        view?.showError(message)
        return .failed()
    }
}
