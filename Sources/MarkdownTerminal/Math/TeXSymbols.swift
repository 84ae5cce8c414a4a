/// The TeX commands that stand for one symbol or word, as Unicode: Greek letters, operators,
/// relations, arrows, delimiters, dots, named functions (kept as their names) and spacing.
/// The table follows circumflex's (`article/math.go`, MIT) and adds what Qiita's articles use.
enum TeXSymbols {
    /// The commands written as a function's name (`\sin x` → `sin x`): a space separates them
    /// from an operand that follows.
    static let functionNames: Set<String> = [
        "log", "ln", "lg", "exp", "sin", "cos", "tan", "cot", "sec", "csc", "arcsin", "arccos", "arctan",
        "sinh", "cosh", "tanh", "coth", "min", "max", "inf", "sup", "lim", "liminf", "limsup", "gcd", "lcm",
        "det", "dim", "deg", "ker", "Pr", "arg", "hom", "mod", "argmax", "argmin", "sgn", "Var", "Cov", "tr",
        "rank", "diag",
    ]

    /// Large operators, whose limits follow them as scripts (`\sum_{i=1}^n` → `∑ᵢ₌₁ⁿ`).
    static let largeOperators: Set<String> = ["sum", "prod", "coprod", "int", "iint", "iiint", "oint", "bigcup",
        "bigcap", "bigoplus", "bigotimes", "bigvee", "bigwedge", "bigsqcup"]

    /// Commands that draw nothing in text: sizes, styles, limits placement.
    static let invisible: Set<String> = [
        "displaystyle", "textstyle", "scriptstyle", "scriptscriptstyle", "limits", "nolimits", "nonumber",
        "notag", "hline", "middle", "big", "Big", "bigg", "Bigg", "bigl", "bigr", "Bigl", "Bigr", "biggl",
        "biggr", "Biggl", "Biggr", "left", "right", "allowbreak", "relax", "strut", "mathstrut",
    ]

    static let symbols: [String: String] = {
        var table: [String: String] = [
            // Greek
            "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ϵ", "varepsilon": "ε",
            "zeta": "ζ", "eta": "η", "theta": "θ", "vartheta": "ϑ", "iota": "ι", "kappa": "κ", "varkappa": "ϰ",
            "lambda": "λ", "mu": "μ", "nu": "ν", "xi": "ξ", "omicron": "ο", "pi": "π", "varpi": "ϖ", "rho": "ρ",
            "varrho": "ϱ", "sigma": "σ", "varsigma": "ς", "tau": "τ", "upsilon": "υ", "phi": "ϕ", "varphi": "φ",
            "chi": "χ", "psi": "ψ", "omega": "ω", "digamma": "ϝ",
            "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π", "Sigma": "Σ",
            "Upsilon": "Υ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
            "varGamma": "Γ", "varDelta": "Δ", "varTheta": "Θ", "varLambda": "Λ", "varPi": "Π", "varSigma": "Σ",
            "varPhi": "Φ", "varPsi": "Ψ", "varOmega": "Ω",
            // binary operators
            "times": "×", "cdot": "·", "div": "÷", "pm": "±", "mp": "∓", "ast": "∗", "star": "⋆", "circ": "∘",
            "bullet": "∙", "oplus": "⊕", "ominus": "⊖", "otimes": "⊗", "oslash": "⊘", "odot": "⊙",
            "cup": "∪", "cap": "∩", "sqcup": "⊔", "sqcap": "⊓", "setminus": "∖", "smallsetminus": "∖",
            "wedge": "∧", "land": "∧", "vee": "∨", "lor": "∨", "dagger": "†", "ddagger": "‡", "wr": "≀",
            "amalg": "⨿", "uplus": "⊎", "triangleleft": "◁", "triangleright": "▷", "lhd": "⊲", "rhd": "⊳",
            "cdotp": "·", "centerdot": "·", "ltimes": "⋉", "rtimes": "⋊",
            // relations
            "leq": "≤", "le": "≤", "geq": "≥", "ge": "≥", "neq": "≠", "ne": "≠", "leqq": "≦", "geqq": "≧",
            "leqslant": "⩽", "geqslant": "⩾", "ll": "≪", "gg": "≫", "lll": "⋘", "ggg": "⋙", "approx": "≈",
            "approxeq": "≊", "sim": "∼", "simeq": "≃", "cong": "≅", "equiv": "≡", "propto": "∝", "doteq": "≐",
            "coloneqq": "≔", "eqqcolon": "≕", "triangleq": "≜", "prec": "≺", "succ": "≻", "preceq": "⪯",
            "succeq": "⪰", "lesssim": "≲", "gtrsim": "≳", "nless": "≮", "ngtr": "≯", "nleq": "≰", "ngeq": "≱",
            "in": "∈", "notin": "∉", "ni": "∋", "subset": "⊂", "supset": "⊃", "subseteq": "⊆", "supseteq": "⊇",
            "subsetneq": "⊊", "supsetneq": "⊋", "nsubseteq": "⊈", "sqsubseteq": "⊑", "sqsupseteq": "⊒",
            "mid": "∣", "nmid": "∤", "parallel": "∥", "nparallel": "∦", "perp": "⊥", "models": "⊨",
            "vdash": "⊢", "dashv": "⊣", "asymp": "≍", "bowtie": "⋈", "smile": "⌣", "frown": "⌢",
            // arrows
            "to": "→", "rightarrow": "→", "leftarrow": "←", "gets": "←", "leftrightarrow": "↔", "uparrow": "↑",
            "downarrow": "↓", "updownarrow": "↕", "Rightarrow": "⇒", "Leftarrow": "⇐", "Leftrightarrow": "⇔",
            "Uparrow": "⇑", "Downarrow": "⇓", "implies": "⟹", "impliedby": "⟸", "iff": "⟺", "mapsto": "↦",
            "longrightarrow": "⟶", "longleftarrow": "⟵", "longleftrightarrow": "⟷", "Longrightarrow": "⟹",
            "Longleftarrow": "⟸", "Longleftrightarrow": "⟺", "longmapsto": "⟼", "hookrightarrow": "↪",
            "hookleftarrow": "↩", "nearrow": "↗", "searrow": "↘", "swarrow": "↙", "nwarrow": "↖",
            "rightharpoonup": "⇀", "leftharpoonup": "↼", "rightleftharpoons": "⇌", "leadsto": "⇝",
            "twoheadrightarrow": "↠", "rightrightarrows": "⇉", "xrightarrow": "→",
            // logic, sets and other symbols
            "forall": "∀", "exists": "∃", "nexists": "∄", "neg": "¬", "lnot": "¬", "emptyset": "∅",
            "varnothing": "∅", "infty": "∞", "partial": "∂", "nabla": "∇", "top": "⊤", "bot": "⊥",
            "angle": "∠", "measuredangle": "∡", "triangle": "△", "square": "□", "Box": "□", "blacksquare": "■",
            "diamond": "⋄", "Diamond": "◇", "lozenge": "◊", "checkmark": "✓", "therefore": "∴", "because": "∵",
            "ell": "ℓ", "hbar": "ℏ", "hslash": "ℏ", "Re": "ℜ", "Im": "ℑ", "aleph": "ℵ", "beth": "ℶ", "wp": "℘",
            "imath": "ı", "jmath": "ȷ", "prime": "′", "backprime": "‵", "surd": "√", "flat": "♭",
            "natural": "♮", "sharp": "♯", "clubsuit": "♣", "diamondsuit": "♢", "heartsuit": "♡",
            "spadesuit": "♠", "degree": "°", "circledR": "®", "copyright": "©", "S": "§", "P": "¶",
            "complement": "∁", "Finv": "Ⅎ", "mho": "℧", "eth": "ð", "sum": "∑", "prod": "∏", "coprod": "∐",
            "int": "∫", "iint": "∬", "iiint": "∭", "oint": "∮", "bigcup": "⋃", "bigcap": "⋂",
            "bigoplus": "⨁", "bigotimes": "⨂", "bigvee": "⋁", "bigwedge": "⋀", "bigsqcup": "⨆",
            // delimiters
            "langle": "⟨", "rangle": "⟩", "lfloor": "⌊", "rfloor": "⌋", "lceil": "⌈", "rceil": "⌉",
            "lvert": "|", "rvert": "|", "vert": "|", "lVert": "‖", "rVert": "‖", "Vert": "‖", "|": "‖",
            "lbrace": "{", "rbrace": "}", "lbrack": "[", "rbrack": "]", "backslash": "∖",
            // dots
            "ldots": "…", "dots": "…", "dotsc": "…", "dotsb": "⋯", "cdots": "⋯", "vdots": "⋮", "ddots": "⋱",
            // escaped characters
            "{": "{", "}": "}", "%": "%", "$": "$", "&": "&", "#": "#", "_": "_",
            // spacing
            ",": " ", ":": " ", ";": " ", ">": " ", " ": " ", "quad": "  ", "qquad": "    ", "thinspace": " ",
            "enspace": " ", "medspace": " ", "thickspace": " ", "!": "", "negthinspace": "",
        ]
        for name in functionNames where name != "mod" { table[name] = name }
        table["mod"] = "mod"
        table["bmod"] = "mod"
        table["colon"] = ":"
        return table
    }()

    /// Binary operators (spaced on both sides between operands).
    static let binaries: Set<String> = [
        "times", "cdot", "div", "pm", "mp", "ast", "star", "circ", "bullet", "oplus", "ominus", "otimes", "oslash",
        "odot", "cup", "cap", "sqcup", "sqcap", "setminus", "smallsetminus", "wedge", "land", "vee", "lor",
        "dagger", "ddagger", "wr", "amalg", "uplus", "triangleleft", "triangleright", "lhd", "rhd", "cdotp",
        "centerdot", "ltimes", "rtimes", "bmod",
    ]

    /// Relations and arrows (spaced on both sides).
    static let relations: Set<String> = [
        "leq", "le", "geq", "ge", "neq", "ne", "leqq", "geqq", "leqslant", "geqslant", "ll", "gg", "lll", "ggg",
        "approx", "approxeq", "sim", "simeq", "cong", "equiv", "propto", "doteq", "coloneqq", "eqqcolon",
        "triangleq", "prec", "succ", "preceq", "succeq", "lesssim", "gtrsim", "nless", "ngtr", "nleq", "ngeq",
        "in", "notin", "ni", "subset", "supset", "subseteq", "supseteq", "subsetneq", "supsetneq", "nsubseteq",
        "sqsubseteq", "sqsupseteq", "mid", "nmid", "parallel", "nparallel", "perp", "models", "vdash", "dashv",
        "asymp", "bowtie", "smile", "frown", "to", "rightarrow", "leftarrow", "gets", "leftrightarrow",
        "uparrow", "downarrow", "updownarrow", "Rightarrow", "Leftarrow", "Leftrightarrow", "Uparrow",
        "Downarrow", "implies", "impliedby", "iff", "mapsto", "longrightarrow", "longleftarrow",
        "longleftrightarrow", "Longrightarrow", "Longleftarrow", "Longleftrightarrow", "longmapsto",
        "hookrightarrow", "hookleftarrow", "nearrow", "searrow", "swarrow", "nwarrow", "rightharpoonup",
        "leftharpoonup", "rightleftharpoons", "leadsto", "twoheadrightarrow", "rightrightarrows", "xrightarrow",
    ]

    static let openings: Set<String> = ["langle", "lfloor", "lceil", "lbrace", "lbrack", "lvert", "lVert", "{"]
    static let closings: Set<String> = ["rangle", "rfloor", "rceil", "rbrace", "rbrack", "rvert", "rVert", "}"]

    /// The class of the atom command `name` makes.
    static func kind(of name: String) -> MathAtom.Kind {
        if binaries.contains(name) { return .binary }
        if relations.contains(name) { return .relation }
        if openings.contains(name) { return .opening }
        if closings.contains(name) { return .closing }
        if functionNames.contains(name) || largeOperators.contains(name) { return .operation }
        if spaces.contains(name) { return .space }
        if name == "colon" { return .punctuation }
        return .ordinary
    }

    /// The commands for spaces.
    static let spaces: Set<String> = [
        ",", ":", ";", ">", " ", "quad", "qquad", "thinspace", "enspace", "medspace", "thickspace", "!",
        "negthinspace",
    ]

    /// Accent commands and the combining mark each puts over (or under) a letter.
    static let accents: [String: Character] = [
        "hat": "\u{0302}", "widehat": "\u{0302}", "tilde": "\u{0303}", "widetilde": "\u{0303}",
        "bar": "\u{0304}", "overline": "\u{0305}", "underline": "\u{0332}", "vec": "\u{20D7}",
        "overrightarrow": "\u{20D7}", "dot": "\u{0307}", "ddot": "\u{0308}", "dddot": "\u{20DB}",
        "check": "\u{030C}", "breve": "\u{0306}", "acute": "\u{0301}", "grave": "\u{0300}",
        "mathring": "\u{030A}",
    ]

    /// Commands that set their argument in a font or as text (`MathAlphabet` says how).
    static let fontCommands: Set<String> = [
        "text", "textrm", "textit", "textbf", "textsf", "texttt", "textnormal", "mbox", "hbox", "mathrm",
        "mathit", "mathsf", "mathtt", "mathbf", "mathbb", "mathcal", "mathscr", "mathfrak", "boldsymbol",
        "bm", "operatorname", "mathbfit", "pmb", "textup", "emph",
    ]
}
