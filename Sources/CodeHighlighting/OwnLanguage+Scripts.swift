/// Our definitions of scripting languages and shell sessions, for `OwnLanguage.template`.
extension OwnLanguage {
    /// Ruby, whole: symbols, constants and variables each told apart (the system's ruby.lang
    /// colours neither symbols nor constants, and reads `a < b > c` as a string).
    static let rubyTemplate = #"""
        # Ruby: keywords, strings with #{…}, symbols (:email, presence:), constants, instance and global
        # variables, numbers, regular expressions, comments. (The system's ruby.lang reads `a < b > c` as
        # a string and colours neither symbols nor constants.)
        comment delim '(^\=begin)' '^(\=end)' multiline
        include "@DATA@/script_comment.lang"
        environment string delim "\"" "\"" multiline begin
          variable = '#\{[^}]*\}'
          specialchar = '\\.'
        end
        environment string delim "`" "`" escape "\\" begin
          variable = '#\{[^}]*\}'
        end
        string delim "'" "'" escape "\\" multiline
        string = '%[qQwWiIsx]?(?:\{[^}]*\}|\([^)]*\)|\[[^]]*\]|<[^>]*>|\|[^|]*\|)'
        regexp = '%r(?:\{(?:\\.|[^}])*\}|\((?:\\.|[^)])*\)|\[(?:\\.|[^]])*\]|\|(?:\\.|[^|])*\|)[imxo]*'
        (symbol,normal,regexp) = `(=~|!~|[=(,]|\<when|\<if|\<unless)([[:blank:]]*)(/(?:\\.|[^/])+/[imxounse]*)`
        symbol = "::"
        atom = '(?<![[:alnum:]_:]):(?:[[:alpha:]_][[:word:]]*[?!=]?|"(?:[^"\\]|\\.)*"|\[\]=?|<=>|==|[+\-*/<>%]|\*\*)'
        atom = '\<[[:alpha:]_][[:word:]]*[?!]?:(?=[[:blank:],)]|\z)'
        normal = '\<[[:alpha:]_][[:word:]]*[?!]'
        keyword = "alias|and|begin|BEGIN|break|case|class|def|defined\?|do|else|elsif|end|END|ensure|false|for|if|in",
          "module|next|nil|not|or|redo|rescue|retry|return|self|super|then|true|undef|unless|until|when|while|yield",
          "__FILE__|__LINE__|__method__|__dir__"
        preproc = "require|require_relative|include|extend|prepend|attr_reader|attr_writer|attr_accessor|private|protected",
          "public|module_function|raise|loop|lambda|proc"
        constant = '\<[[:upper:]][[:word:]]*'
        variable = '(?:\$|@@|@)[[:alpha:]_][[:word:]]*'
        variable = '\$[!@&`'+"'"+'+~=/\\,;.<>_*$?:"0-9]'
        include "@DATA@/number.lang"
        include "@DATA@/symbols.lang"
        cbracket = "{|}"
        """#

    /// Emacs Lisp and Common Lisp: special forms, called and defined functions, keywords and
    /// quoted symbols, `t` and `nil`, numbers, strings, comments.
    static let elispTemplate = #"""
        # Emacs Lisp (and Common Lisp): comments, strings, numbers, special forms and macros, function
        # names, keywords (:ensure) and quoted symbols ('magit-status, #'car), t and nil.
        comment start ";"
        comment delim "#\|" "\|#" multiline nested
        environment string delim "\"" "\"" multiline begin
          specialchar = '\\.'
        end
        vardef NAME = '[[:alnum:]_\-+*/<>=!?%&~^.$]+'
        function = '#\''+$NAME
        (keyword,normal,function) = `((?<=\()(?:defun|defmacro|defsubst|cl-defun|cl-defmacro))([[:blank:]]+)([^[:space:]()]+)`
        atom = '(?<![[:alnum:]_\-])\'(?:'+$NAME+')?'
        atom = '(?<![[:alnum:]_\-]):'+$NAME
        constant = '(?<![[:alnum:]_\-])(?:t|nil)(?![[:alnum:]_\-*+/<>=!?%&~^.])'
        number = '(?<![[:alnum:]_\-+*/<>=!?%&~^.])[+-]?[[:digit:]]+(?:\.[[:digit:]]+)?(?:e[+-]?[[:digit:]]+)?(?![[:alnum:]_\-+*/<>=!?%&~^.])'
        keyword = '(?<=\()(?:defun|defmacro|defsubst|defvar|defvar-local|defcustom|defconst|defgroup|defface|defalias|'+
          'define-minor-mode|define-derived-mode|define-key|cl-defun|cl-defmacro|cl-defstruct|cl-defmethod|cl-loop|'+
          'lambda|let\*?|if|when|unless|cond|pcase|case|progn|prog1|prog2|while|dolist|dotimes|setq|setq-default|'+
          'setq-local|setf|and|or|not|require|provide|use-package|with-eval-after-load|eval-after-load|eval-when-compile|'+
          'save-excursion|save-restriction|save-match-data|with-current-buffer|with-temp-buffer|condition-case|'+
          'unwind-protect|catch|throw|interactive|quote|function|defclass|defmethod|defgeneric|defstruct|defpackage|'+
          'in-package|defparameter|loop|flet|labels|declare|add-hook|remove-hook|add-to-list|global-set-key|'+
          'local-set-key|ignore-errors)(?![[:alnum:]_\-+*/<>=!?%&~^.])'
        function = '(?<=\()[[:alpha:]_\-+*/<>=!?%&~^][[:alnum:]_\-+*/<>=!?%&~^.]*'
        """#

    /// PowerShell: cmdlets, parameters, variables, types, keywords and operators in any case.
    static let powershellTemplate = #"""
        # PowerShell: comments, strings with $variables, here-strings, variables, cmdlets, parameters,
        # types, keywords and operators (any case).
        comment delim "<#" "#>" multiline
        include "@DATA@/script_comment.lang"
        vardef VARIABLE = '\$(?:\{[^}]*\}|[[:alpha:]_][[:word:]]*(?::[[:alpha:]_][[:word:]]*)?|[$?^_])'
        environment string delim "@\"" "\"@" multiline begin
          variable = $VARIABLE
        end
        string delim "@'" "'@" multiline
        environment string delim "\"" "\"" escape "`" begin
          specialchar = '`.'
          variable = $VARIABLE
        end
        string delim "'" "'"
        constant = '\$(?:true|false|null)\>' nonsensitive
        variable = $VARIABLE
        type = '\[[[:alpha:]_][[:word:].]*(?:\[\])?\]'
        keyword = '-(?:eq|ne|gt|ge|lt|le|like|notlike|match|notmatch|contains|notcontains|in|notin|replace|split|join|and|or|not|xor|is|isnot|as|band|bor|f)\>' nonsensitive
        property = '(?<![[:alnum:]_])-[[:alpha:]][[:alnum:]]*'
        keyword = "begin|break|catch|class|continue|data|default|do|dynamicparam|else|elseif|end|enum|exit|filter",
          "finally|for|foreach|from|function|if|in|param|process|return|switch|throw|trap|try|until|using|while" nonsensitive
        function = '\<[[:alpha:]]+-[[:alpha:]][[:alnum:]]*'
        include "@DATA@/number.lang"
        symbol = "\|","=","+","*","/","%","!",",",";",".","::"
        cbracket = "{|}"
        """#

    /// A shell session: prompt lines are commands, coloured as sh; other lines are output, plain.
    static let consoleTemplate = #"""
        # Shell sessions: a line starting with a prompt ($, #, %, PS>, PS C:\>) is a command, coloured as
        # sh with its command names; every other line is output, left plain.
        state (prompt,normal,function) = `(^(?:\$|#|%|PS(?: [^>]*)?>) )([[:blank:]]*)([^[:blank:]|;&<>()]*)` begin
          normal = '\z' exit
          (symbol,normal,function) = `(\||&&|;)([[:blank:]]*)([[:alpha:]_./~][^[:blank:]|;&<>()]*)`
          include "@DATA@/sh.lang"
        end
        """#
}
