/// The message catalogue: English and Japanese side by side for every key. `{0}`, `{1}`… are
/// filled in by `Message`. Errors' texts are in `MessageCatalogue+Errors`, reading's in `MessageCatalogue+Reading`, browsing's in `MessageCatalogue+Browsing`; a test checks that every
/// key has both texts.
package enum MessageCatalogue {
    package static func template(for key: MessageKey, in language: Language) -> String {
        let (english, japanese) = texts(for: key)
        return language == .japanese ? japanese : english
    }

    // swiftlint:disable:next function_body_length cyclomatic_complexity
    package static func texts(for key: MessageKey) -> (String, String) {
        switch key {
        // Shell and commands
        case .errorPrefix: ("error: ", "エラー: ")
        case .homeMissing: ("no home for the shell's files: set HOME or use --home DIR",
                            "ファイルの置き場所がありません: HOME を設定するか --home DIR を指定してください")
        case .homeUnusable: ("cannot keep the shell's files in {0}: {1}", "{0} にシェルのファイルを置けません: {1}")
        case .clockBadFixedTime: ("VIPER_SHELL_NOW is not an ISO 8601 time: '{0}' (e.g. 2026-01-31T12:00:00Z)",
                                  "VIPER_SHELL_NOW が ISO 8601 の日時ではありません: '{0}'(例: 2026-01-31T12:00:00Z)")
        case .commandUnbalancedQuote: ("unbalanced {0} at column {1}: close the quote",
                                       "{1}文字目の {0} が閉じていません: 引用符を閉じてください")
        case .commandTooManyArguments: ("too many arguments for '{0}': usage: {1}",
                                        "'{0}' の引数が多すぎます: 使い方: {1}")
        case .commandMissingArgument: ("'{0}' needs an argument: usage: {1}",
                                       "'{0}' には引数が必要です: 使い方: {1}")
        case .commandBadArgument: ("bad argument '{0}' for '{1}': {2}",
                                   "'{1}' の引数 '{0}' が正しくありません: {2}")
        case .commandNeedsLogin: ("'{0}' needs a login: log in with 'login ID' (or 'register ID' first)",
                                  "'{0}' にはログインが必要です: 'login ID' でログインしてください(未登録なら 'register ID')")
        case .commandUnknown: ("unknown command '{0}': type 'help' for the list",
                               "'{0}' というコマンドはありません: 'help' で一覧を表示します")
        case .commandUnknownSuggest: ("unknown command '{0}': did you mean '{1}'? Type 'help' for the list",
                                      "'{0}' というコマンドはありません: '{1}' のことですか?'help' で一覧を表示します")
        case .optionPerPage: ("--per-page takes a number from 1 to 100, not {0}", "--per-page には1〜100の数を指定してください({0} は範囲外です)")
        case .optionFormat: ("--format takes table or json, not '{0}'", "--format には table か json を指定してください('{0}' は使えません)")
        case .optionLang: ("--lang takes en or ja, not '{0}'", "--lang には en か ja を指定してください('{0}' は使えません)")
        case .optionTimeout: ("--timeout takes seconds above 0 and at most 600, not {0}", "--timeout には0より大きく600以下の秒数を指定してください({0} は範囲外です)")
        case .optionUpdateNeedsExpect: ("--update goes with --expect TRANSCRIPT", "--update は --expect TRANSCRIPT と一緒に使います")
        case .optionForceNeedsRecord: ("--force goes with --record FILE", "--force は --record FILE と一緒に使います")
        case .optionTranscriptNeedsRecord: ("--transcript goes with --record FILE", "--transcript は --record FILE と一緒に使います")
        case .optionExpectAlone: ("--expect replays a transcript on its own: drop -f, -c and --record",
                                  "--expect はトランスクリプトだけを再実行します: -f、-c、--record を外してください")
        // Help
        case .helpHeader: ("Commands ({0}):", "コマンド({0}):")
        case .helpUsage: ("usage: {0}", "使い方: {0}")
        case .helpAliases: ("also: {0}", "別名: {0}")
        case .helpHelp: ("List the commands, or explain one", "コマンドの一覧、または一つの説明を表示する")
        case .helpQuit: ("Leave the shell (also Ctrl-D)", "シェルを終了する(Ctrl-D でも可)")
        case .helpRegister: ("Create an account (asks for the password twice)", "アカウントを作成する(パスワードを2回入力)")
        case .helpRegisterDetails: (
            "The ID is 8-32 half-width letters or digits. The password is 8-128 characters, without control characters, and not the ID. It is never echoed. In a script the next two lines are the password and its confirmation, consumed even when the registration is refused.",
            "IDは半角英数字8〜32文字です。パスワードは8〜128文字で、制御文字を含まず、IDと同じにはできません。入力は表示されません。スクリプトでは次の2行がパスワードと確認で、登録が拒否されてもその2行は読み飛ばされます。")
        case .helpLogin: ("Log in (asks for the password)", "ログインする(パスワードを入力)")
        case .helpLoginDetails: (
            "After 5 failed attempts for an ID, attempts are refused for 30 s, doubling with each further failure. In a script the password is the next line (write it as ${VAR}); that line is consumed even when the login is refused or mistyped, and is never run or shown.",
            "同じIDで5回続けて失敗すると30秒間ログインできなくなり、さらに失敗するたびに待ち時間は倍になります。スクリプトでは次の行がパスワードです(${VAR} と書きます)。ログインが拒否されても打ち間違えても、その行は読み飛ばされ、実行も表示もされません。")
        case .helpWhoami: ("Print the logged-in ID", "ログイン中のIDを表示する")
        case .helpLogout: ("Log out and return to the login module", "ログアウトしてログインに戻る")
        // Files
        case .storageCorrupt: ("{0} was corrupt: moved aside to {1}", "{0} が壊れていたため {1} に退避しました")
        case .storageCorruptRecovered: ("warning: {0} was corrupt: moved aside to {1}; carrying on without it",
                                        "警告: {0} が壊れていたため {1} に退避し、これを使わずに続けます")
        case .storageUnreadable: ("cannot read {0}: {1}", "{0} を読めません: {1}")
        case .storageUnwritable: ("cannot write {0}: {1}", "{0} に書き込めません: {1}")
        // Splash
        case .splashBanner: ("{0} {1} — type 'help' for commands, 'quit' to leave",
                             "{0} {1} — 'help' でコマンド一覧、'quit' で終了")
        case .splashStateCorrupt: ("the saved login state was corrupt: moved aside to {0}; you are logged out",
                                   "保存されたログイン状態が壊れていたため {0} に退避しました。ログアウト状態で続けます")
        case .splashAccountMissing: ("the saved login names {0}, which has no account here: you are logged out",
                                     "保存されたログインの {0} にはアカウントがありません。ログアウト状態で続けます")
        // Login
        case .loginPasswordPrompt: ("Password: ", "パスワード: ")
        case .loginConfirmationPrompt: ("Password (again): ", "パスワード(確認): ")
        case .loginPasswordRequired: ("enter a password", "パスワードを入力してください")
        case .loginIDFormat: ("the ID must be 8-32 half-width letters or digits", "IDは半角英数字8〜32文字で入力してください")
        case .loginPasswordLength: ("the password must be 8-128 characters", "パスワードは8文字以上128文字以下で入力してください")
        case .loginPasswordControl: ("the password must not contain control characters", "パスワードに制御文字は使えません")
        case .loginPasswordEqualsID: ("the password must not be the same as the ID", "パスワードにIDと同じ文字列は使えません")
        case .loginConfirmationMismatch: ("the passwords do not match", "パスワードが一致しません")
        case .loginIDTaken: ("the ID {0} is already registered: choose another or log in", "ID {0} はすでに登録されています。別のIDにするかログインしてください")
        case .loginInvalidCredentials: ("wrong ID or password", "IDまたはパスワードが違います")
        case .loginThrottled: ("too many failed attempts: try again in {0} s (after {1})",
                               "失敗が続いたためロックしています: {0}秒後({1} 以降)に再試行してください")
        case .loginLockedOut: ("wrong ID or password, too many times in a row: try again in {0} s (after {1})",
                               "IDまたはパスワードが違います。失敗が続いたためロックしました: {0}秒後({1} 以降)に再試行してください")
        case .loginNotLoggedIn: ("not logged in: log in with 'login ID'", "ログインしていません: 'login ID' でログインしてください")
        case .loginAlreadyLoggedIn: ("already logged in as {0}: 'logout' first", "すでに {0} としてログインしています: 先に 'logout' してください")
        case .loginCancelled: ("cancelled", "キャンセルしました")
        case .loginRegistered: ("Registered {0}.", "{0} を登録しました。")
        case .loginLoggedIn: ("Logged in as {0}.", "{0} としてログインしました。")
        case .loginLoggedOut: ("Logged out {0}.", "{0} をログアウトしました。")
        // Items and ItemDetail
        case .verbatim: ("{0}", "{0}")
        case .moduleTemplateHelp: ("Say hello (a new module's example command)", "挨拶する(新しいモジュールの例のコマンド)")
        case .moduleTemplateGreeting: ("Hello, {0}", "こんにちは、{0}さん")
        case .moduleTemplateNameRequired: ("a name is required: usage: hello NAME", "名前が必要です: 使い方: hello NAME")
        case .catalogueHealed: ("warning: the item catalogue was damaged ({0}): moved aside to {1} and rebuilt from its source",
                                "警告: 記事カタログが壊れていたため({0}) {1} に退避し、ソースから作り直しました")
        case .catalogueHealedLive: ("warning: the cache of the live source was damaged ({0}): moved aside to {1}; the items fetched so far are lost, a new cache starts empty",
                                    "警告: Qiita API のキャッシュが壊れていたため({0}) {1} に退避しました。取得済みの記事は失われ、空のキャッシュから始めます")
        case .catalogueEmbeddedBroken: ("the embedded catalogue does not decode ({0}): please report this", "組み込みカタログを読み込めません({0}): 不具合として報告してください")
        case .catalogueImportProgress: ("Importing items… {0}% ({1} so far)", "記事を取り込み中… {0}%({1}件)")
        case .catalogueImportIndexing: ("Importing items… building the search index", "記事を取り込み中… 検索用の索引を作成しています")
        case .commandExpectedNumber: ("expected a whole number", "整数を指定してください")
        case .helpSearch: ("Search items (Qiita syntax); no query lists the newest", "記事を検索する(Qiitaの検索構文)。クエリなしで新着順に一覧")
        case .helpSearchDetails: (
            "Terms are ANDed; \"quoted phrase\"; a OR b; -term excludes; tag:NAME user:NAME title:WORD body:WORD stocks:>N likes:>=N created:>YYYY-MM-DD updated:<=YYYY-MM-DD; ours, not Qiita's: is:read is:unread is:stocked. Results are newest first; --sort created|updated|likes|stocks|comments orders them otherwise (largest first), --asc reverses. --json prints the page as JSON, --json id,title,url only those fields.",
            "語はAND検索、\"フレーズ\"、a OR b、-語 で除外、tag:NAME user:NAME title:WORD body:WORD stocks:>N likes:>=N created:>YYYY-MM-DD updated:<=YYYY-MM-DD が使えます。Qiita にはない独自の is:read is:unread is:stocked も使えます。新着順に表示します(--sort created|updated|likes|stocks|comments で多い順、--asc で逆順)。--json でページをJSONで、--json id,title,url でそのフィールドだけを出力します。")
        case .helpList: ("Show the current page again", "現在のページをもう一度表示する")
        case .helpNext: ("Next page", "次のページ")
        case .helpPrev: ("Previous page", "前のページ")
        case .helpPage: ("Go to page N", "Nページ目に移動する")
        case .helpRefresh: ("Run the current query again from page 1 (the live source asks the API anew)",
                            "現在の検索を1ページ目からやり直す(ライブソースではAPIに改めて問い合わせる)")
        case .helpOpen: ("Read item N of this page (or the item with that ID)", "このページのN番目(またはそのIDの記事)を読む")
        case .helpStock: ("Stock (favourite) item N or ID", "N番目またはIDの記事をストックする")
        case .helpUnstock: ("Remove item N or ID from your stocks", "N番目またはIDの記事をストックから外す")
        case .helpStocks: ("List your stocked items", "ストックした記事を一覧する")
        case .helpSource: ("Show or switch the catalogue: a Qiita JSON file, demo, or qiita (the live API)",
                           "カタログを表示・切り替える: QiitaのJSONファイル、demo、または qiita(Qiita API)")
        case .helpSourceDetails: (
            "A source file is a JSON array of Qiita API v2 items (GET /api/v2/items; pages may be concatenated into one array). It is indexed once and reused until the file changes. The choice is remembered.",
            "ソースファイルはQiita API v2 の記事のJSON配列です(GET /api/v2/items、複数ページを一つの配列にまとめても可)。一度索引を作り、ファイルが変わるまで再利用します。選択は記憶されます。")
        case .helpSet: ("Set rows per page (1-100), the pager (on or off) or the language of messages (en or ja); alone, show the settings",
                        "1ページの件数(1〜100)、ページャーの使用(on か off)、メッセージの言語(en か ja)を設定する。引数なしで今の設定を表示する")
        case .helpShow: ("Show the item again (--json: as JSON)", "記事をもう一度表示する(--json でJSON)")
        case .helpBack: ("Back to the listing, where it was", "一覧に戻る(元の位置)")
        case .helpItemsBack: ("Back to the previous place: a listing, an author's page or the tags", "前の場所(一覧、著者のページ、タグ一覧)に戻る")
        case .itemsBackNowhere: ("nowhere to go back to: this is the first place of the session", "戻る先がありません: ここがこのセッションの最初の場所です")
        case .helpDetailNext: ("Next item of the listing", "一覧の次の記事")
        case .helpDetailPrev: ("Previous item of the listing", "一覧の前の記事")
        case .helpDetailStock: ("Stock this item", "この記事をストックする")
        case .helpDetailUnstock: ("Remove this item from your stocks", "この記事をストックから外す")
        case .itemsFirstPage: ("already on the first page", "すでに最初のページです")
        case .itemsLastPage: ("already on the last page", "すでに最後のページです")
        case .itemsPageOutOfRange: ("no page {0}: pages are 1-{1}", "{0}ページはありません: 1〜{1}ページです")
        case .itemsOnlyOnePage: ("no page {0}: the listing has only one page", "{0}ページはありません: 一覧は1ページだけです")
        case .itemsNoRows: ("no row {0}: the listing is empty", "{0}行目はありません: 一覧は空です")
        case .itemsNoSuchRow: ("no row {0} on this page: rows are 1-{1}", "このページに{0}行目はありません: 1〜{1}行目です")
        case .itemsNoSuchItem: ("no item with ID {0}", "ID {0} の記事はありません")
        case .itemsNotStocked: ("{0} is not in your stocks", "{0} はストックにありません")
        case .itemsPerPageRange: ("rows per page must be 1-100, not {0}", "1ページの件数は1〜100で指定してください({0} は範囲外です)")
        case .itemsNoListing: ("no listing yet: run 'search' first", "まだ一覧がありません: 先に 'search' を実行してください")
        case .itemsStocked: ("Added {0} to your stocks: {1}", "{0} をストックしました: {1}")
        case .itemsAlreadyStocked: ("{0} is already in your stocks: {1}", "{0} はストック済みです: {1}")
        case .itemsUnstocked: ("Removed {0} from your stocks.", "{0} をストックから外しました。")
        case .itemsSource: ("Source: {0} ({1} {1|item|items})", "ソース: {0}({1}件)")
        case .itemsSourceLive: ("Source: {0} (the live Qiita API; {1} {1|item|items} cached for offline use)",
                                "ソース: {0}(Qiita API に直接接続。オフライン用のキャッシュ {1}件)")
        case .itemsSourceLiveAt: ("Source: {0} (the Qiita API at {2}; {1} {1|item|items} cached for offline use)",
                                  "ソース: {0}({2} の Qiita API に直接接続。オフライン用のキャッシュ {1}件)")
        case .itemsPagerOn: ("Long items go through the pager.", "長い記事はページャーで表示します。")
        case .itemsPagerOff: ("Long items are printed without the pager.", "長い記事もページャーを使わずに表示します。")
        case .itemsUnknownSetting: ("unknown setting '{0}': usage: {1}", "'{0}' という設定はありません: 使い方: {1}")
        case .commandExpectedOnOff: ("expected on or off", "on か off を指定してください")
        case .commandExpectedOnOffAuto: ("expected on, off or auto", "on、off、auto のどれかを指定してください")
        case .itemsHyperlinksSet: ("Links are shown as hyperlinks: {0} (auto: in a terminal that shows them).", "リンクのハイパーリンク表示: {0}(auto はハイパーリンクを表示できる端末のとき)")
        case .itemsPerPageSet: ("{0} rows per page.", "1ページ{0}件にしました。")
        case .itemsNoResults: ("No items found.", "データが存在しません。")
        case .itemsPageEmpty: ("This page is empty.", "このページには記事がありません。")
        case .itemsHeader: ("{0} — page {1} of {2} ({3} {3|item|items})", "{0} — {1}/{2}ページ(全{3}件)")
        case .itemsHeaderAll: ("Newest items", "新着記事")
        case .itemsHeaderSearch: ("Search: {0}", "検索: {0}")
        case .itemsHeaderStocks: ("Your stocks", "ストック")
        case .itemsColumnTitle: ("Title", "タイトル")
        case .itemsColumnUser: ("User", "ユーザー")
        case .itemsColumnLikes: ("Likes", "いいね")
        case .itemsColumnComments: ("Cmts", "コメ")
        case .itemsColumnDate: ("Date", "日付")
        case .itemsColumnStocks: ("Stocks", "ストック")
        case .itemsColumnUpdated: ("Updated", "更新日")
        case .detailByline: ("by {0} · created {1} · updated {2}", "投稿者 {0} · 作成 {1} · 更新 {2}")
        case .detailTags: ("tags: {0}", "タグ: {0}")
        case .detailCounts: ("{0} {0|like|likes} · {1} {1|stock|stocks} · {2} {2|comment|comments}", "いいね {0} · ストック {1} · コメント {2}")
        case .detailStocked: ("in your stocks", "ストック済み")
        case .detailPosition: ("{0} of {1}", "{1}件中{0}件目")
        case .detailNoListing: ("this item was not opened from a listing: 'back' and search", "一覧から開いた記事ではありません: 'back' で戻って検索してください")
        case .detailFirstItem: ("already at the first item of the listing", "すでに一覧の最初の記事です")
        case .detailLastItem: ("already at the last item of the listing", "すでに一覧の最後の記事です")
        // MARK: - Scripting
        case .scriptUnreadable: ("cannot read script {0}: {1}", "スクリプト {0} を読めません: {1}")
        case .scriptUnaskedSecret: ("{0} answers a password prompt, but no command asked for one (the one before failed?): skipped",
                                    "{0} はパスワードの入力ですが、入力を求めたコマンドがありません(直前のコマンドが失敗?): 読み飛ばしました")
        case .scriptSkippedSecretPrompt: ("Password (not used): ", "パスワード (未使用): ")
        case .secretLineHeldBack: ("that line was not run, shown or kept in history: it came right after a refused login and may be a password (type it again if it was a command)",
                                   "この行は実行も表示も履歴への保存もしていません: 拒否されたログインの直後の行で、パスワードかもしれません(コマンドなら入力し直してください)")
        case .helpAlias: ("Define NAME as a command line for this session (arguments typed after NAME are appended); alone, list the aliases",
                          "NAME をこのセッションのコマンドとして定義する(NAME の後の引数は末尾に付く)。引数なしで一覧")
        case .helpUnalias: ("Forget the alias NAME", "エイリアス NAME を削除する")
        case .aliasBadName: ("alias names are 1-{1} ASCII letters, digits, - and _, not \"{0}\"", "エイリアス名は半角英数字・-・_ の1〜{1}文字です(\"{0}\" は使えません)")
        case .aliasShadowsCommand: ("'{0}' is a command: an alias cannot take its name", "'{0}' はコマンドです: エイリアスにその名前は使えません")
        case .aliasRecursive: ("alias {0} would expand to the alias {1}: an alias must name a command", "エイリアス {0} がエイリアス {1} を指します: エイリアスはコマンドを指す必要があります")
        case .aliasUnknown: ("no alias named {0}", "エイリアス {0} はありません")
        case .itemsLanguageSet: ("Messages are in English from now on ({0}).", "これからのメッセージは日本語です({0})。")
        case .commandExpectedLanguage: ("expected en or ja", "en か ja を指定してください")
        case .itemsSettingSource: ("{0} ({1} {1|item|items})", "{0}({1} 件)")
        case .aliasNone: ("No aliases: define one with 'alias NAME COMMAND…'", "エイリアスはありません: 'alias NAME COMMAND…' で定義します")
        case .helpRecord: ("Record the commands you type to FILE as a replayable script, or with --transcript as a transcript for --expect; 'record stop' ends it",
                           "入力したコマンドを再実行できるスクリプトとして(--transcript なら --expect 用のトランスクリプトとして)FILE に記録する('record stop' で終了)")
        case .helpRecordDetails: ("Password lines are written as ${VIPER_PASSWORD}. Replay a script with: VIPER_PASSWORD=... viper-shell -f FILE. With --transcript, 'record stop' (or leaving the shell) replays the commands in a fresh home, with the clock pinned to the start of the recording, and writes their output: the file then passes VIPER_PASSWORD=... viper-shell --expect FILE. If the recording started logged in, or logs in to accounts it did not register, its first commands register them.",
                                  "パスワードの行は ${VIPER_PASSWORD} と記録されます。スクリプトの再実行: VIPER_PASSWORD=... viper-shell -f FILE。--transcript では 'record stop'(またはシェルの終了)で、記録開始の時刻に固定した時計と新しいホームでコマンドを再実行し、その出力を書き込みます。そのファイルは VIPER_PASSWORD=... viper-shell --expect FILE で合格します。ログインした状態で記録を始めたり、登録していないアカウントにログインしたりした場合は、最初のコマンドでそのアカウントを登録します。")
        case .recordExists: ("{0} already exists: choose another name, or add --force to replace it",
                             "{0} はすでに存在します: 別の名前にするか、置き換えるなら --force を付けてください")
        case .recordStarted: ("Recording commands to {0} (passwords as ${VIPER_PASSWORD}); 'record stop' ends it.",
                              "{0} にコマンドを記録しています(パスワードは ${VIPER_PASSWORD})。'record stop' で終了します。")
        case .recordStopped: ("Stopped recording: {0} holds {1} {1|command|commands}.", "記録を終了しました: {0} に {1} 件のコマンドがあります。")
        case .recordNotRecording: ("not recording: start with 'record FILE'", "記録していません: 'record FILE' で開始してください")
        case .recordStartedTranscript: ("Recording a transcript to {0} (passwords as ${VIPER_PASSWORD}); 'record stop' fills in the output.",
                                        "{0} にトランスクリプトを記録しています(パスワードは ${VIPER_PASSWORD})。'record stop' で出力を書き込みます。")
        case .recordStoppedTranscript: ("Stopped recording: {0} holds {1} {1|command|commands}, with the output of a replay in a fresh home. Check it with: {2}viper-shell --expect {0}",
                                        "記録を終了しました: {0} に {1} 件のコマンドと、新しいホームで再実行した出力があります。確認: {2}viper-shell --expect {0}")
        case .recordTranscriptUnfilled: ("Stopped recording: {0} holds {1} {1|command|commands} without their output: fill it in with {2}viper-shell --expect {0} --update",
                                         "記録を終了しました: {0} に {1} 件のコマンドがありますが、出力はまだありません。書き込み: {2}viper-shell --expect {0} --update")
        case .expectPassed: ("{0}: {1} {1|command|commands}, output as expected", "{0}: {1} 件のコマンド、出力は期待どおりです")
        case .expectUpdated: ("{0}: updated with the actual output", "{0}: 実際の出力で更新しました")
        case .expectUnchanged: ("{0}: output as expected, left as it is", "{0}: 出力は期待どおりのため、変更していません")
        case .expectSummary: ("{0} passed, {1} failed", "{0} 件成功、{1} 件失敗")
        case .expectMismatch: ("{0}: the output differs from the transcript (- expected, + actual); accept it with --update",
                               "{0}: 出力がトランスクリプトと異なります(- 期待、+ 実際)。受け入れるには --update")
        case .expectNoCommands: ("{0} holds no commands: record a transcript with --echo (lines like 'login> whoami')",
                                 "{0} にコマンドがありません: --echo で記録してください('login> whoami' のような行)")
        case .expectMissingVariables: ("{0} needs {1}: set it in the environment (nothing was run or changed)",
                                       "{0} には {1} が必要です: 環境変数で設定してください(何も実行・変更していません)")
        case .expectCannotRun: ("cannot replay {0}: {1}", "{0} を再実行できません: {1}")
        // MARK: - Qiita API
        case .qiitaBadBaseURL: ("bad API URL '{0}': give an http(s) URL such as https://qiita.com", "API の URL '{0}' が正しくありません: https://qiita.com のような http(s) の URL を指定してください")
        case .qiitaTimeout: ("the Qiita API did not answer within {0} s: try again, or raise --timeout", "Qiita API が {0} 秒以内に応答しませんでした: 再試行するか --timeout を増やしてください")
        case .qiitaCannotConnect: ("cannot connect to {0}: check the network or --api-url", "{0} に接続できません: ネットワークか --api-url を確認してください")
        case .qiitaUnknownHost: ("unknown host {0}: check the network or --api-url", "ホスト {0} が見つかりません: ネットワークか --api-url を確認してください")
        case .qiitaUnauthorized: ("the Qiita API refused the access token (401): check or unset QIITA_TOKEN", "Qiita API がアクセストークンを拒否しました(401): QIITA_TOKEN を確認するか外してください")
        case .qiitaUnauthorizedStored: ("the Qiita API refused the stored access token (401): set a new one with 'token set', or 'token clear'",
                                        "Qiita API が保存済みのアクセストークンを拒否しました(401): 'token set' で設定し直すか 'token clear' で削除してください")
        case .qiitaUnauthorizedNoToken: ("the Qiita API asks for an access token (401): set one with 'token set' or QIITA_TOKEN",
                                         "Qiita API がアクセストークンを求めています(401): 'token set' か QIITA_TOKEN で設定してください")
        case .qiitaClientUnavailable: ("the live source needs the system's libcurl ({0}): install it (apt-get install libcurl4)",
                                       "Qiita API を使うにはシステムの libcurl が必要です({0}): インストールしてください(apt-get install libcurl4)")
        case .qiitaListingNotFound: ("{0} has no Qiita item listing (404): check --api-url",
                                     "{0} に Qiita の記事一覧がありません(404): --api-url を確認してください")
        case .qiitaNotFound: ("the Qiita API has no such item (404)", "Qiita API にその記事はありません(404)")
        case .qiitaRateLimited: ("Qiita API rate limit reached: requests are allowed again at {0} (a token raises the limit)", "Qiita API の利用制限に達しました: {0} に再開します(トークンを使うと上限が上がります)")
        case .qiitaServerError: ("the Qiita API failed ({0}) twice: try again later", "Qiita API がエラー({0})を返しました(再試行も失敗): 後で試してください")
        case .qiitaUnexpectedStatus: ("the Qiita API answered with status {0}", "Qiita API がステータス {0} を返しました")
        case .qiitaMalformed: ("the Qiita API sent a response that is not valid item JSON (cut short?): try again", "Qiita API の応答が正しい JSON ではありません(途中で切れた?): 再試行してください")
        case .qiitaContentType: ("the Qiita API sent {0} instead of JSON (a proxy or maintenance page?)", "Qiita API が JSON ではなく {0} を返しました(プロキシかメンテナンス画面?)")
        case .qiitaNetwork: ("network error: {0}", "ネットワークエラー: {0}")
        case .qiitaCachedResults: ("offline: showing cached results ({0})", "オフライン: キャッシュの結果を表示しています({0})")
        case .qiitaRateRemaining: ("API requests left: {0}", "API 残りリクエスト数: {0}")
        case .qiitaCancelled: ("request cancelled (Ctrl-C): the list is as it was", "リクエストを中止しました(Ctrl-C): 一覧はそのままです")
        case .qiitaWaiting: ("waiting for {0} (Ctrl-C cancels)", "{0} の応答を待っています(Ctrl-C で中止)")
        case .helpToken: ("Set (checked with the API), show or clear the Qiita access token", "Qiita のアクセストークンを設定(API で確認)・表示・削除する")
        case .helpTokenDetails: ("The token is stored 0600 in the home folder; QIITA_TOKEN, when set, takes precedence. Only its last 4 characters are ever shown.",
                                 "トークンはホームフォルダに 0600 で保存されます。QIITA_TOKEN が設定されていればそちらが優先です。表示されるのは末尾4文字だけです。")
        case .tokenPrompt: ("Access token: ", "アクセストークン: ")
        case .tokenCancelled: ("no token given: nothing changed", "トークンが入力されませんでした: 変更はありません")
        case .tokenMalformed: ("a token is 1-{0} characters without spaces or control characters", "トークンは空白や制御文字を含まない1〜{0}文字です")
        case .tokenRejected: ("the Qiita API does not accept this token (401): nothing was saved", "Qiita API がこのトークンを受け付けません(401): 保存していません")
        case .tokenSaved: ("Token saved: it belongs to {0} (…{1}).", "トークンを保存しました: {0} のトークンです(…{1})。")
        case .tokenEnvironmentWins: ("QIITA_TOKEN is set and is used instead while it is.", "QIITA_TOKEN が設定されている間はそちらが使われます。")
        case .tokenFromEnvironment: ("QIITA_TOKEN is set (…{0}).", "QIITA_TOKEN が設定されています(…{0})。")
        case .tokenStored: ("A token is stored (…{0}).", "トークンが保存されています(…{0})。")
        case .tokenNone: ("No token is set.", "トークンは設定されていません。")
        case .tokenCleared: ("Token removed.", "トークンを削除しました。")
        default: errorTexts(for: key) ?? readingTexts(for: key) ?? browsingTexts(for: key) ?? (key.rawValue, key.rawValue)
        }
    }
}
