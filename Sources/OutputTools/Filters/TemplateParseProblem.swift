import Mustache
import ShellKit

/// A template swift-mustache (2.1.1) could not parse, said in words: each of its errors
/// (`MustacheTemplate.Error`, and its reader's `overflow` at the end of the text) told with the
/// tag it met, read again by `TemplateTag.scan`, and where that tag starts.
enum TemplateParseProblem {
    /// The sentence for `error`, met at `line` and `column` of `source` (the template as written),
    /// with the line and column of the tag it is about.
    static func describe(
        _ error: any Error, line: Int, column: Int, in source: String
    ) -> (message: Message, line: Int, column: Int) {
        let tags = TemplateTag.scan(source)
        let offset = TemplateTag.offset(line: line, column: column, in: source)
        let multiline = source.trimmingTrailingNewlines.contains(where: \.isNewline)
        let here = tags.last { $0.offset <= offset }
        func at(_ tag: TemplateTag) -> Message.Argument { position(tag.line, tag.column, multiline: multiline) }
        func about(_ key: TemplateMessage, _ tag: TemplateTag) -> (Message, Int, Int) {
            (Message(key, parts: [.text(TerminalSanitizer.inline(tag.text)), at(tag)]), tag.line, tag.column)
        }
        let fallback = (
            Message(
                TemplateMessage.otherProblem,
                parts: [.text(String(describing: error)), position(line, column, multiline: multiline)]), line, column
        )
        guard let here else { return fallback }
        switch error {
        case MustacheTemplate.Error.sectionCloseNameIncorrect:
            let open = openSections(in: tags, before: here.offset).last
            guard let open else { return about(.strayClose, here) }
            return (
                Message(
                    TemplateMessage.wrongClose,
                    parts: [
                        .text(TerminalSanitizer.inline(here.text)), at(here),
                        .text(TerminalSanitizer.inline(open.text)),
                        at(open), .text(TerminalSanitizer.inline(close(of: open))),
                    ]), here.line, here.column
            )
        case MustacheTemplate.Error.expectedSectionEnd:
            guard let open = openSections(in: tags, before: Int.max).last else { return fallback }
            return (
                Message(
                    TemplateMessage.unclosedSection,
                    parts: [.text(TerminalSanitizer.inline(open.text)), at(open), .text(close(of: open))]),
                open.line, open.column
            )
        case MustacheTemplate.Error.unfinishedName:
            return here.isClosed ? about(.notAName, here) : unclosed(here, at: at(here))
        case MustacheTemplate.Error.invalidSetDelimiter: return about(.badDelimiters, here)
        case MustacheTemplate.Error.transformAppliedToInheritanceSection: return about(.blockWithHelper, here)
        case MustacheTemplate.Error.illegalTokenInsideInheritSection,
            MustacheTemplate.Error.textInsideInheritSection:
            return about(.onlyBlocksInside, tags.last { $0.sigil == "<" && $0.offset <= offset } ?? here)
        case MustacheTemplate.Error.invalidConfigVariableSyntax: return about(.badSetting, here)
        case MustacheTemplate.Error.unrecognisedConfigVariable: return about(.unknownSetting, here)
        default:
            // The reader's `overflow` (its type is internal): the text ended inside a tag.
            guard String(describing: error) == "overflow", !here.isClosed else { return fallback }
            return unclosed(here, at: at(here))
        }
    }

    /// `an unclosed tag: '{{' at column 1 has no '}}'`.
    static func unclosed(_ tag: TemplateTag, at position: Message.Argument) -> (Message, Int, Int) {
        let opening = tag.sigil == "!" ? tag.opening + "!" : tag.opening
        return (
            Message(
                TemplateMessage.unclosedTag,
                parts: [
                    .text(TerminalSanitizer.inline(opening)), position, .text(TerminalSanitizer.inline(tag.closing)),
                ]),
            tag.line, tag.column
        )
    }

    /// `column 8`, or `line 2, column 3` in a template of several lines.
    static func position(_ line: Int, _ column: Int, multiline: Bool) -> Message.Argument {
        .message(
            multiline
                ? Message(TemplateMessage.atLine, String(line), String(column))
                : Message(TemplateMessage.atColumn, String(column)))
    }

    /// The sections (and blocks and partials with blocks) still open before `offset`, outermost first.
    private static func openSections(in tags: [TemplateTag], before offset: Int) -> [TemplateTag] {
        var open: [TemplateTag] = []
        for tag in tags where tag.offset < offset && tag.isClosed {
            switch tag.sigil {
            case "#", "^", "$", "<": open.append(tag)
            case "/": _ = open.popLast()
            default: break
            }
        }
        return open
    }

    /// The tag that closes `open`: `{{/tags}}` for `{{#tags}}`.
    private static func close(of open: TemplateTag) -> String {
        open.opening + "/" + open.content.trimmingBlanks() + open.closing
    }
}

extension String {
    fileprivate var trimmingTrailingNewlines: Substring {
        var text = Substring(self)
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }
}
