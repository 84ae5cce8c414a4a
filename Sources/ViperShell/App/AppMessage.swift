import ShellKit

/// The shell's own messages: help, the loop, replay, the manual: each key with its English and Japanese text (`{0}`…
/// filled in by `Message`).
package enum AppMessage: String, MessageKey, CaseIterable {
    case commandNeedsLogin
    case commandUnknownSuggest
    case helpHeader
    case helpUsage
    case helpAliases
    case helpHelp
    case helpQuit
    case scriptSkippedSecretPrompt
    case helpRecord
    case aliasNone
    case helpRecordDetails
    case recordStarted
    case expectMissingVariables
    case recordNotRecording
    case recordStartedTranscript
    case expectPassed
    case expectUpdated
    case expectUnchanged
    case expectSummary
    case expectMismatch
    case expectNoCommands
    case expectCannotRun
    case qiitaWaiting

    package var texts: MessageTexts {
        switch self {
        case .commandNeedsLogin:
            MessageTexts(
                "'{0}' needs a login: log in with 'login ID' (or 'register ID' first)",
                "'{0}' にはログインが必要です: 'login ID' でログインしてください(未登録なら 'register ID')")
        case .commandUnknownSuggest:
            MessageTexts(
                "unknown command '{0}': did you mean '{1}'? Type 'help' for the list",
                "'{0}' というコマンドはありません: '{1}' のことですか?'help' で一覧を表示します")
        case .helpHeader: MessageTexts("Commands ({0}):", "コマンド({0}):")
        case .helpUsage: MessageTexts("usage: {0}", "使い方: {0}")
        case .helpAliases: MessageTexts("also: {0}", "別名: {0}")
        case .helpHelp: MessageTexts("List the commands, or explain one", "コマンドの一覧、または一つの説明を表示する")
        case .helpQuit: MessageTexts("Leave the shell (also Ctrl-D)", "シェルを終了する(Ctrl-D でも可)")
        case .scriptSkippedSecretPrompt: MessageTexts("Password (not used): ", "パスワード (未使用): ")
        case .helpRecord:
            MessageTexts(
                "Record the commands you type to FILE as a replayable script, or with --transcript as a transcript " +
                "for --expect; 'record stop' ends it",
                "入力したコマンドを再実行できるスクリプトとして(--transcript なら --expect 用のトランスクリプトとして)FILE に記録する('record stop' で終了)")
        case .aliasNone:
            MessageTexts(
                "No aliases: define one with 'alias NAME COMMAND…'",
                "エイリアスはありません: 'alias NAME COMMAND…' で定義します")
        case .helpRecordDetails:
            MessageTexts(
                "Password lines are written as ${VIPER_PASSWORD}. Replay a script with: VIPER_PASSWORD=... " +
                "viper-shell -f FILE. With --transcript, 'record stop' (or leaving the shell) replays the commands " +
                "in a fresh home, with the clock pinned to the start of the recording, and writes their output: the " +
                "file then passes VIPER_PASSWORD=... viper-shell --expect FILE. If the recording started logged in, " +
                "or logs in to accounts it did not register, its first commands register them.",
                "パスワードの行は ${VIPER_PASSWORD} と記録されます。スクリプトの再実行: VIPER_PASSWORD=... viper-shell -f FILE。--transcript " +
                "では 'record stop'(またはシェルの終了)で、記録開始の時刻に固定した時計と新しいホームでコマンドを再実行し、その出力を書き込みます。そのファイルは VIPER_PASSWORD=... " +
                "viper-shell --expect FILE で合格します。ログインした状態で記録を始めたり、登録していないアカウントにログインしたりした場合は、最初のコマンドでそのアカウントを登録します。"
            )
        case .recordStarted:
            MessageTexts(
                "Recording commands to {0} (passwords as ${VIPER_PASSWORD}); 'record stop' ends it.",
                "{0} にコマンドを記録しています(パスワードは ${VIPER_PASSWORD})。'record stop' で終了します。")
        case .expectMissingVariables:
            MessageTexts(
                "{0} needs {1}: set it in the environment (nothing was run or changed)",
                "{0} には {1} が必要です: 環境変数で設定してください(何も実行・変更していません)")
        case .recordNotRecording:
            MessageTexts(
                "not recording: start with 'record FILE'",
                "記録していません: 'record FILE' で開始してください")
        case .recordStartedTranscript:
            MessageTexts(
                "Recording a transcript to {0} (passwords as ${VIPER_PASSWORD}); 'record stop' fills in the output.",
                "{0} にトランスクリプトを記録しています(パスワードは ${VIPER_PASSWORD})。'record stop' で出力を書き込みます。")
        case .expectPassed:
            MessageTexts(
                "{0}: {1} {1|command|commands}, output as expected",
                "{0}: {1} 件のコマンド、出力は期待どおりです")
        case .expectUpdated: MessageTexts("{0}: updated with the actual output", "{0}: 実際の出力で更新しました")
        case .expectUnchanged: MessageTexts("{0}: output as expected, left as it is", "{0}: 出力は期待どおりのため、変更していません")
        case .expectSummary: MessageTexts("{0} passed, {1} failed", "{0} 件成功、{1} 件失敗")
        case .expectMismatch:
            MessageTexts(
                "{0}: the output differs from the transcript (- expected, + actual); accept it with --update",
                "{0}: 出力がトランスクリプトと異なります(- 期待、+ 実際)。受け入れるには --update")
        case .expectNoCommands:
            MessageTexts(
                "{0} holds no commands: record a transcript with --echo (lines like 'login> whoami')",
                "{0} にコマンドがありません: --echo で記録してください('login> whoami' のような行)")
        case .expectCannotRun: MessageTexts("cannot replay {0}: {1}", "{0} を再実行できません: {1}")
        case .qiitaWaiting: MessageTexts("waiting for {0} (Ctrl-C cancels)", "{0} の応答を待っています(Ctrl-C で中止)")
        }
    }
}
