/// Our definitions of configuration files, for `OwnLanguage.template`.
extension OwnLanguage {
    /// nginx: directives, variables, sizes and times, regular expressions, `on`/`off`.
    static let nginxTemplate = #"""
        # nginx: directives and blocks, variables, strings, numbers and sizes, regular expressions, comments.
        include "@DATA@/script_comment.lang"
        include "@DATA@/c_string.lang"
        variable = '\$(?:[[:alpha:]_][[:word:]]*|\{[[:alpha:]_][[:word:]]*\})'
        (normal,keyword) = `((?:^|[;{}])[[:blank:]]*)([[:alpha:]_][[:word:]]*)`
        (symbol,normal,regexp) = `(~\*?)([[:blank:]]+)((?:[^[:blank:]{)]|\)(?![[:blank:]]*\{))+)`
        url = '(?:https?|unix):[^[:blank:];"\'{}]+'
        constant = '\<(?:on|off)\>'
        number = '(?<![[:alnum:]_.\-/$])[[:digit:]]+(?:\.[[:digit:]]+)*[kKmMgGhdswy]?(?![[:alnum:]_.\-/])'
        symbol = "=","^~"
        cbracket = "{|}"
        """#

    /// TOML: tables, keys, the four kinds of string, numbers, dates and times, booleans.
    static let tomlTemplate = #"""
        # TOML: tables, keys, strings (basic, literal, multi-line), numbers, dates and times, booleans, comments.
        include "@DATA@/script_comment.lang"
        keyword = '^[[:blank:]]*\[\[?[^]#]*\]\]?'
        (property,normal,symbol) = `([[:alnum:]_\-.]+|"[^"]*"|'[^']*')([[:blank:]]*)(=)`
        environment string delim "\"\"\"" "\"\"\"" multiline begin
          specialchar = '\\.'
        end
        string delim "'''" "'''" multiline
        environment string delim "\"" "\"" begin
          specialchar = '\\.'
        end
        string delim "'" "'"
        number = '\<[[:digit:]]{4}-[[:digit:]]{2}-[[:digit:]]{2}(?:[Tt ][[:digit:]]{2}:[[:digit:]]{2}(?::[[:digit:]]{2}(?:\.[[:digit:]]+)?)?)?(?:Z|[+-][[:digit:]]{2}:[[:digit:]]{2})?'
        number = '\<[[:digit:]]{2}:[[:digit:]]{2}:[[:digit:]]{2}(?:\.[[:digit:]]+)?'
        number = '(?<![[:alnum:]_])[+-]?(?:0x[[:xdigit:]_]+|0o[0-7_]+|0b[01_]+|[[:digit:]][[:digit:]_]*(?:\.[[:digit:]_]+)?(?:[eE][+-]?[[:digit:]_]+)?|inf|nan)(?![[:alnum:]_])'
        constant = '\<(?:true|false)\>'
        symbol = "[","]",",","{","}"
        """#
}
