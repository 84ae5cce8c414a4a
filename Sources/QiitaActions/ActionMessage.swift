import ShellKit

/// What the outbox and `publish` say: each key with its English and Japanese text.
package enum ActionMessage: String, MessageKey, CaseIterable {
    case gone
    case fileUnreadable
    case noFrontMatter
    case badFrontMatter
    case missingTitle
    case missingTags
    case tooManyTags
    case emptyBody
    case fileNotWritten
    case ignored

    package var texts: MessageTexts {
        switch self {
        case .gone: MessageTexts("Qiita has no such article or comment any more (404)", "Qiita にその記事かコメントはもうありません(404)")
        case .fileUnreadable: MessageTexts("cannot read the article file {0}: {1}", "記事のファイル {0} を読めません: {1}")
        case .noFrontMatter:
            MessageTexts(
                "{0} has no front matter: start it with --- and title:, tags: (as 'export' or qiita-cli writes)",
                "{0} にフロントマターがありません: ---、title:、tags: で始めてください('export' や qiita-cli の形式)")
        case .badFrontMatter: MessageTexts("{0}: front matter: {1}", "{0}: フロントマター: {1}")
        case .missingTitle: MessageTexts("{0} has no title: add title: to its front matter", "{0} にタイトルがありません: フロントマターに title: を書いてください")
        case .missingTags:
            MessageTexts("{0} has no tags: add one to five under tags:", "{0} にタグがありません: tags: に 1〜5 個書いてください")
        case .tooManyTags:
            MessageTexts("{0} has {1} tags: Qiita takes at most five", "{0} のタグは {1} 個です: Qiita は 5 個までです")
        case .emptyBody: MessageTexts("{0} has no body after its front matter", "{0} にはフロントマターの後に本文がありません")
        case .ignored:
            MessageTexts(
                "{0} says ignorePublish: true: not published (remove it or set it to false)",
                "{0} は ignorePublish: true です: 公開しません(外すか false にしてください)")
        case .fileNotWritten:
            MessageTexts(
                "Qiita has it as {0}, but {1} could not be updated ({2}): fix that and run 'outbox send'",
                "Qiita には {0} として届きましたが、{1} を更新できません({2}): 直してから 'outbox send' を実行してください")
        }
    }
}
