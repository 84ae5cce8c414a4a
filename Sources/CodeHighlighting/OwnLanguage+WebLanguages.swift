/// Our definitions of languages of web and app front ends, for `OwnLanguage.template`.
extension OwnLanguage {
    /// Dart: keywords, types (capitalised names too), annotations, strings with interpolation.
    static let dartTemplate = #"""
        # Dart: comments, strings with ${…} and $name, numbers, keywords, types, annotations.
        preproc = '@[[:alpha:]_][[:word:]]*'
        include "@DATA@/c_comment.lang"
        vardef INTERPOLATION = '\$\{[^}]*\}|\$[[:alpha:]_][[:word:]]*'
        string delim "r'" "'"
        string delim "r\"" "\""
        environment string delim "'''" "'''" multiline begin
          variable = $INTERPOLATION
        end
        environment string delim "\"\"\"" "\"\"\"" multiline begin
          variable = $INTERPOLATION
        end
        environment string delim "'" "'" begin
          specialchar = '\\.'
          variable = $INTERPOLATION
        end
        environment string delim "\"" "\"" begin
          specialchar = '\\.'
          variable = $INTERPOLATION
        end
        include "@DATA@/number.lang"
        (keyword,normal,type) = `(\<(?:class|mixin|enum|extension|typedef))([[:blank:]]+)([[:alnum:]_]+)`
        keyword = "abstract|as|assert|async|await|base|break|case|catch|class|const|continue|covariant|default|deferred",
          "do|dynamic|else|enum|export|extends|extension|external|factory|false|final|finally|for|get|hide|if",
          "implements|import|in|interface|is|late|library|mixin|new|null|on|operator|part|required|rethrow|return|sealed",
          "set|show|static|super|switch|sync|this|throw|true|try|typedef|var|void|when|while|with|yield"
        type = '\<_?[[:upper:]][[:alnum:]_]*'
        type = "int|double|num|bool"
        include "@DATA@/symbols.lang"
        cbracket = "{|}"
        include "@DATA@/function.lang"
        """#

    /// Vue single-file components: HTML with `{{ }}`, its `<script>` and `<style>` included.
    static let vueTemplate = #"""
        # Vue single-file components: HTML with {{ }} interpolations; <script> and <style> as JavaScript and CSS.
        variable = '\{\{.*?\}\}'
        include "@DATA@/html.lang"
        """#

    /// GraphQL: keywords, types, variables, directives, arguments and fields, block strings.
    static let graphqlTemplate = #"""
        # GraphQL: comments, strings and block strings, keywords, types, variables, directives, arguments and fields.
        include "@DATA@/script_comment.lang"
        environment string delim "\"\"\"" "\"\"\"" multiline begin
          specialchar = '\\"""'
        end
        environment string delim "\"" "\"" begin
          specialchar = '\\.'
        end
        variable = '\$[[:alpha:]_][[:word:]]*'
        preproc = '@[[:alpha:]_][[:word:]]*'
        keyword = "query|mutation|subscription|fragment|on|type|interface|union|enum|input|scalar|schema|extend|directive",
          "implements|repeatable"
        constant = "true|false|null"
        (property,normal,symbol) = `([[:alpha:]_][[:word:]]*)([[:blank:]]*)(:)`
        type = '\<[[:upper:]][[:word:]]*'
        include "@DATA@/number.lang"
        symbol = "!","=","\|","&","...",":"
        cbracket = "{|}"
        """#
}
