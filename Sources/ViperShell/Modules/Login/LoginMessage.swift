import ShellKit

/// Login's messages: each key with its English and Japanese text (`{0}`… filled in by `Message`).
package enum LoginMessage: String, MessageKey, CaseIterable {
    case helpRegister
    case helpRegisterDetails
    case helpLogin
    case helpLoginDetails
    case helpWhoami
    case helpLogout
    case passwordPrompt
    case confirmationPrompt
    case passwordRequired
    case lockedOut
    case idFormat
    case passwordLength
    case passwordControl
    case passwordEqualsID
    case confirmationMismatch
    case idTaken
    case invalidCredentials
    case throttled
    case notLoggedIn
    case alreadyLoggedIn
    case cancelled
    case registered
    case loggedIn
    case loggedOut

    package var texts: MessageTexts {
        switch self {
        case .helpRegister: MessageTexts("Create an account (asks for the password twice)", "アカウントを作成する(パスワードを2回入力)")
        case .helpRegisterDetails:
            MessageTexts(
                "The ID is 8-32 half-width letters or digits. The password is 8-128 characters, without control " +
                "characters, and not the ID. It is never echoed. In a script the next two lines are the password and " +
                "its confirmation, consumed even when the registration is refused.",
                "IDは半角英数字8〜32文字です。パスワードは8〜128文字で、制御文字を含まず、IDと同じにはできません。入力は表示されません。スクリプトでは次の2行がパスワードと確認で、登録が拒否されてもその2行" +
                "は読み飛ばされます。"
            )
        case .helpLogin: MessageTexts("Log in (asks for the password)", "ログインする(パスワードを入力)")
        case .helpLoginDetails:
            MessageTexts(
                "After 5 failed attempts for an ID, attempts are refused for 30 s, doubling with each further " +
                "failure. In a script the password is the next line (write it as ${VAR}); that line is consumed even " +
                "when the login is refused or mistyped, and is never run or shown.",
                "同じIDで5回続けて失敗すると30秒間ログインできなくなり、さらに失敗するたびに待ち時間は倍になります。スクリプトでは次の行がパスワードです(${VAR} " +
                "と書きます)。ログインが拒否されても打ち間違えても、その行は読み飛ばされ、実行も表示もされません。"
            )
        case .helpWhoami: MessageTexts("Print the logged-in ID", "ログイン中のIDを表示する")
        case .helpLogout: MessageTexts("Log out and return to the login module", "ログアウトしてログインに戻る")
        case .passwordPrompt: MessageTexts("Password: ", "パスワード: ")
        case .confirmationPrompt: MessageTexts("Password (again): ", "パスワード(確認): ")
        case .passwordRequired: MessageTexts("enter a password", "パスワードを入力してください")
        case .lockedOut:
            MessageTexts(
                "wrong ID or password, too many times in a row: try again in {0} s (after {1})",
                "IDまたはパスワードが違います。失敗が続いたためロックしました: {0}秒後({1} 以降)に再試行してください")
        case .idFormat: MessageTexts("the ID must be 8-32 half-width letters or digits", "IDは半角英数字8〜32文字で入力してください")
        case .passwordLength: MessageTexts("the password must be 8-128 characters", "パスワードは8文字以上128文字以下で入力してください")
        case .passwordControl: MessageTexts("the password must not contain control characters", "パスワードに制御文字は使えません")
        case .passwordEqualsID: MessageTexts("the password must not be the same as the ID", "パスワードにIDと同じ文字列は使えません")
        case .confirmationMismatch: MessageTexts("the passwords do not match", "パスワードが一致しません")
        case .idTaken:
            MessageTexts(
                "the ID {0} is already registered: choose another or log in",
                "ID {0} はすでに登録されています。別のIDにするかログインしてください")
        case .invalidCredentials: MessageTexts("wrong ID or password", "IDまたはパスワードが違います")
        case .throttled:
            MessageTexts(
                "too many failed attempts: try again in {0} s (after {1})",
                "失敗が続いたためロックしています: {0}秒後({1} 以降)に再試行してください")
        case .notLoggedIn: MessageTexts("not logged in: log in with 'login ID'", "ログインしていません: 'login ID' でログインしてください")
        case .alreadyLoggedIn:
            MessageTexts(
                "already logged in as {0}: 'logout' first",
                "すでに {0} としてログインしています: 先に 'logout' してください")
        case .cancelled: MessageTexts("cancelled", "キャンセルしました")
        case .registered: MessageTexts("Registered {0}.", "{0} を登録しました。")
        case .loggedIn: MessageTexts("Logged in as {0}.", "{0} としてログインしました。")
        case .loggedOut: MessageTexts("Logged out {0}.", "{0} をログアウトしました。")
        }
    }
}
