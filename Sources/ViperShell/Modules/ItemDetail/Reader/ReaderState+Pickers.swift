import ItemsModel
import TerminalScreen

/// The outline (`o`), link (`l`) and image (`i`) pickers, an image alone, and the help overlay
/// (`h`): moving the selection, choosing by Enter or by number, and closing
/// (Documentation/design/reader.md §4, §7).
extension ReaderState {
    /// Rows of a picker's list: all but its title row and the status line.
    var pickerRows: Int { max(textRows - 1, 1) }

    /// Opens the outline with the heading the reader is in selected.
    mutating func openOutline() {
        guard !document.headings.isEmpty else { return }
        let current = document.headings.lastIndex { $0.line <= top } ?? 0
        mode = .outline(selected: current)
        typedNumber = ""
    }

    /// Opens the link picker on the first link.
    mutating func openLinks(_ links: [ItemLink]) {
        self.links = links
        guard !links.isEmpty else { return }
        mode = .links(selected: 0)
        typedNumber = ""
    }

    /// Opens the image picker on the first image.
    mutating func openImages(_ images: [ItemImagesViewModel.Row]) {
        self.images = images
        guard !images.isEmpty else { return }
        mode = .images(selected: 0)
        typedNumber = ""
    }

    /// A key or click while a picker or the help is open.
    mutating func applyToOverlay(_ event: InputEvent) -> ReaderCommand {
        message = nil
        switch mode {
        case .outline(let selected):
            return applyToPicker(event, selected: selected, count: document.headings.count, opener: "o")
        case .links(let selected):
            return applyToPicker(event, selected: selected, count: links.count, opener: "l")
        case .images(let selected):
            return applyToPicker(event, selected: selected, count: images.count, opener: "i")
        case .image(_, let selected):
            // Any key or click: back to the list, on the image shown.
            if case .key = event { mode = .images(selected: selected) }
            if case .mouse(let report) = event, case .press = report.action { mode = .images(selected: selected) }
            return .none
        case .help(let top):
            if let action = ReaderKeyMap.action(for: event), let moved = helpScroll(action, top: top) {
                mode = .help(top: moved)
            } else if case .mouse(let report) = event, case .press = report.action {
                mode = .reading
            } else if case .key = event {
                mode = .reading
            }
            return .none
        case .reading, .searchPrompt:
            return .none
        }
    }

    /// The first entry a picker shows, keeping `selected` in its `rows`.
    static func pickerWindowStart(selected: Int, count: Int, rows: Int) -> Int {
        guard count > rows else { return 0 }
        return min(max(selected - rows / 2, 0), count - rows)
    }

    private mutating func applyToPicker(
        _ event: InputEvent, selected: Int, count: Int, opener: Character
    ) -> ReaderCommand {
        var target = selected
        switch event {
        case .paste: return .none
        case .mouse(let report):
            switch report.action {
            case .wheelDown: target += ReaderKeyMap.wheelLines
            case .wheelUp: target -= ReaderKeyMap.wheelLines
            case .press(button: 0):
                let start = Self.pickerWindowStart(selected: selected, count: count, rows: pickerRows)
                let clicked = start + report.row - 1
                guard report.row >= 1, clicked < count else { return .none }
                return choose(clicked)
            default: return .none
            }
        case .key(let press):
            if press.modifiers.contains(.control), press.key == .character("c") { return close() }
            switch press.key {
            case .character(let digit) where digit.isASCII && digit.isNumber:
                typedNumber.append(digit)
                if let number = Int(typedNumber), (1...count).contains(number) { target = number - 1 }
            case .enter:
                if let number = Int(typedNumber), (1...count).contains(number) { return choose(number - 1) }
                return choose(selected)
            case .character("j"), .down: target += 1
            case .character("k"), .up: target -= 1
            case .character("g"), .home: target = 0
            case .character("G"), .end: target = count - 1
            case .character(" "), .character("f"), .pageDown: target += pickerRows
            case .character("b"), .pageUp: target -= pickerRows
            case .character("y"):
                guard case .links = mode else { return .none }
                return .copyLink(selected + 1)
            case .character("q"), .escape, .character(opener): return close()
            case .backspace: typedNumber = String(typedNumber.dropLast())
            default: return .none
            }
        }
        target = min(max(target, 0), max(count - 1, 0))
        switch mode {
        case .outline: mode = .outline(selected: target)
        case .links: mode = .links(selected: target)
        case .images: mode = .images(selected: target)
        default: break
        }
        return .none
    }

    /// Enter on entry `index`: the outline jumps to the heading; the links ask the presenter.
    private mutating func choose(_ index: Int) -> ReaderCommand {
        typedNumber = ""
        switch mode {
        case .outline:
            mode = .reading
            guard document.headings.indices.contains(index) else { return .none }
            scroll(to: document.headings[index].line)
            return .none
        case .links:
            mode = .reading
            return .sendLeaving(.followLink(index + 1))
        case .images:
            mode = .images(selected: index)
            return .showImage(index + 1)
        default:
            return .none
        }
    }

    private mutating func close() -> ReaderCommand {
        mode = .reading
        typedNumber = ""
        return .none
    }

    private func helpScroll(_ action: ReaderAction, top: Int) -> Int? {
        let last = max(ReaderHelp.lineCount - pickerRows, 0)
        let moved: Int
        switch action {
        case .lineDown: moved = top + 1
        case .lineUp: moved = top - 1
        case .scroll(let lines): moved = top + lines
        case .pageDown, .halfPageDown: moved = top + pickerRows
        case .pageUp, .halfPageUp: moved = top - pickerRows
        case .top: moved = 0
        case .bottom: moved = last
        default: return nil
        }
        return min(max(moved, 0), last)
    }
}
