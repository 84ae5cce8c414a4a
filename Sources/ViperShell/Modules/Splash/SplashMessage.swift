import ShellKit

/// Splash's messages: each key with its English and Japanese text (`{0}`… filled in by `Message`).
package enum SplashMessage: String, MessageKey, CaseIterable {
    case banner
    case stateCorrupt
    case accountMissing

    package var texts: MessageTexts {
        switch self {
        case .banner:
            MessageTexts(
                "{0} {1} — type 'help' for commands, 'quit' to leave",
                "{0} {1} — 'help' でコマンド一覧、'quit' で終了")
        case .stateCorrupt:
            MessageTexts(
                "the saved login state was corrupt: moved aside to {0}; you are logged out",
                "保存されたログイン状態が壊れていたため {0} に退避しました。ログアウト状態で続けます")
        case .accountMissing:
            MessageTexts(
                "the saved login names {0}, which has no account here: you are logged out",
                "保存されたログインの {0} にはアカウントがありません。ログアウト状態で続けます")
        }
    }
}
