import ShellKit

/// What `--template` says when a template cannot be used: each of swift-mustache's parse errors
/// in words, with where it is, and the names a template uses that the JSON or the helpers lack.
package enum TemplateMessage: String, MessageKey, CaseIterable {
    case bad
    case atColumn
    case atLine
    case unclosedTag
    case unclosedSection
    case strayClose
    case wrongClose
    case notAName
    case badDelimiters
    case blockWithHelper
    case onlyBlocksInside
    case badSetting
    case unknownSetting
    case otherProblem
    case noPartials
    case unknownField
    case unknownFieldNoFields
    case fieldOfListItems
    case unknownHelper

    package var texts: MessageTexts {
        switch self {
        case .bad: MessageTexts("bad --template: {0}", "--template が正しくありません: {0}")
        case .atColumn: MessageTexts("column {0}", "{0} 列目")
        case .atLine: MessageTexts("line {0}, column {1}", "{0} 行 {1} 列目")
        case .unclosedTag:
            MessageTexts("an unclosed tag: '{0}' at {1} has no '{2}'", "閉じていないタグ: {1}の '{0}' に対応する '{2}' がありません")
        case .unclosedSection:
            MessageTexts(
                "a section {0} at {1} is never closed with {2}", "{1}のセクション {0} が {2} で閉じられていません")
        case .strayClose:
            MessageTexts(
                "{0} at {1} closes a section that was not opened", "{1}の {0} は開かれていないセクションを閉じています")
        case .wrongClose:
            MessageTexts(
                "{0} at {1} does not close the open section {2} (at {3}): close that one first with {4}",
                "{1}の {0} は開いているセクション {2}({3})を閉じていません: 先に {4} で閉じてください")
        case .notAName:
            MessageTexts(
                "'{0}' at {1} is not a tag: a tag holds a field name, as {{title}}, {{user.id}}, "
                    + "{{helper(title)}} or {{#tags}}…{{/tags}}",
                "{1}の '{0}' はタグになっていません: タグにはフィールド名を書きます({{title}}、{{user.id}}、"
                    + "{{helper(title)}}、{{#tags}}…{{/tags}} など)")
        case .badDelimiters:
            MessageTexts(
                "'{0}' at {1} does not change the delimiters: write two delimiters with a space between, as "
                    + "{{=<% %>=}}",
                "{1}の '{0}' では区切り文字を変えられません: {{=<% %>=}} のように二つの区切り文字を空白で区切って書きます")
        case .blockWithHelper:
            MessageTexts(
                "'{0}' at {1} applies a helper to a block: a block {{$name}} takes none",
                "{1}の '{0}' はブロックにヘルパーを使っています: ブロック {{$name}} には使えません")
        case .onlyBlocksInside:
            MessageTexts(
                "'{0}' at {1} holds something other than blocks: only {{$name}}…{{/name}} may stand inside it",
                "{1}の '{0}' の中にブロック以外のものがあります: 中に置けるのは {{$name}}…{{/name}} だけです")
        case .badSetting:
            MessageTexts(
                "'{0}' at {1} is not a setting: write {{%CONTENT_TYPE: TEXT}}",
                "{1}の '{0}' は設定として読めません: {{%CONTENT_TYPE: TEXT}} のように書きます")
        case .unknownSetting:
            MessageTexts(
                "'{0}' at {1} names an unknown setting: the one setting is CONTENT_TYPE, TEXT or HTML",
                "{1}の '{0}' は知らない設定です: 設定は CONTENT_TYPE(TEXT か HTML)だけです")
        case .otherProblem: MessageTexts("{0} at {1}", "{1}で {0}")
        case .noPartials:
            MessageTexts(
                "'{0}' at {1} includes a partial: --template has none (write the text in the template)",
                "{1}の '{0}' はパーシャルを読み込もうとしています: --template にはパーシャルがありません(本文に直接書いてください)")
        case .unknownField:
            MessageTexts(
                "unknown field '{0}' in --template: fields are {1}; helpers are {2}",
                "--template のフィールド '{0}' はありません: フィールドは {1}、ヘルパーは {2} です")
        case .unknownFieldNoFields:
            MessageTexts(
                "unknown field '{0}' in --template: '{1}' has no fields; helpers are {2}",
                "--template のフィールド '{0}' はありません: '{1}' にはフィールドがありません。ヘルパーは {2} です")
        case .fieldOfListItems:
            MessageTexts(
                "unknown field '{0}' in --template here: the JSON is a list, and each of its items has it: "
                    + "write it inside {{#.}}…{{/.}}",
                "--template のこの位置にフィールド '{0}' はありません: JSON はリストで、その各要素にあります: "
                    + "{{#.}}…{{/.}} の中に書いてください")
        case .unknownHelper:
            MessageTexts(
                "unknown helper '{0}' in --template: helpers are {1}",
                "--template のヘルパー '{0}' はありません: ヘルパーは {1} です")
        }
    }
}
