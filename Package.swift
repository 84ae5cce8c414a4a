// swift-tools-version:6.1
import PackageDescription

/// `-static-stdlib` for the release build on Linux (see the viper-shell target).
let staticStdlib = SwiftSetting.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))

/// How the release executables are linked on Linux (see the viper-shell target and
/// Linking/README.md). `VIPER_SHELL_SHARED_LIBRARIES=1` links libstdc++, SQLite, readline, cmark-gfm,
/// source-highlight, Boost.Regex and zstd as shared libraries instead, on a system without their
/// static archives.
let staticArchives =
    Context.environment["VIPER_SHELL_SHARED_LIBRARIES"] == "1"
    ? [] : ["-L", Context.packageDirectory + "/Linking/static"]
/// The functions a start runs, first in the binary (`Linking/start-order.txt`, written by
/// `Scripts/start-order`): they share a few pages instead of being spread over the whole `.text`,
/// so a start faults in fewer pages (BENCHMARKS.md, session 51). A symbol the file names and the
/// binary no longer has is skipped.
let startOrder = [
    "-Xlinker", "--symbol-ordering-file=" + Context.packageDirectory + "/Linking/start-order.txt",
    "-Xlinker", "--no-warn-symbol-ordering",
]
let releaseLinking = LinkerSetting.unsafeFlags(
    ["-static-stdlib", "-use-ld=lld", "-Xlinker", "--no-export-dynamic", "-Xclang-linker", "-no-pie",
     "-Xclang-linker", "-static-libgcc"] + staticArchives + startOrder,
    .when(platforms: [.linux], configuration: .release))

/// chafa's and GLib's header folders (what `pkg-config --cflags chafa` says on Debian), for the
/// machine's multiarch triple.
let chafaIncludes = ["x86_64-linux-gnu", "aarch64-linux-gnu"].flatMap { triple in
    ["-I/usr/lib/\(triple)/chafa/include", "-I/usr/lib/\(triple)/glib-2.0/include"]
} + ["-I/usr/include/chafa", "-I/usr/include/glib-2.0"]

let package = Package(
    name: "viper-shell",
    products: [
        .executable(name: "viper-shell", targets: ["viper-shell"]),
        .library(name: "ViperShell", targets: ["ViperShell"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        // Vendored with a patch so that it needs no Foundation (Vendor/swift-mustache/NOTICE).
        .package(path: "Vendor/swift-mustache"),
    ],
    targets: [
        // SQLite's C API for SQLiteKit. The release build links its static archive (Linking/static).
        .systemLibrary(
            name: "CSQLite",
            path: "Sources/CSQLite",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CReadline",
            path: "Sources/CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        // cmark-gfm and its GFM extensions, the CommonMark parser Qiita renders articles with
        // (Documentation/design/markdown-engine.md). The release build links their static
        // archives (Linking/static), as it does readline's.
        .systemLibrary(
            name: "CCmarkGFM",
            path: "Sources/CCmarkGFM",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // Qiita's `:::note` blocks as a cmark-gfm block syntax extension, written against its public
        // extension API after qiita_marker's qfm_custom_block.c (Documentation/design/markdown-engine.md
        // §2). Compiled into the package: the release link needs nothing more than cmark-gfm's archives.
        .target(
            name: "CQiitaMarkdown",
            dependencies: ["CCmarkGFM"],
            path: "Sources/CQiitaMarkdown"
        ),
        // GNU source-highlight (C++) behind two extern "C" functions, every exception caught
        // inside (Documentation/design/markdown-engine.md §7). The release build links its and
        // Boost.Regex's static archives (Linking/static).
        .target(
            name: "CSourceHighlight",
            path: "Sources/CSourceHighlight",
            linkerSettings: [.linkedLibrary("source-highlight"), .linkedLibrary("boost_regex")]
        ),
        // One HTTP GET through libcurl, opened with dlopen on the first request (nothing is linked
        // against it, so a start maps no networking library). Its C file includes <curl/curl.h>
        // for libcurl's constants and signatures: building needs Debian's libcurl4-openssl-dev
        // (Scripts/system-packages build); its public header and Swift never see curl.
        .target(
            name: "CHTTPTransfer",
            path: "Sources/CHTTPTransfer",
            linkerSettings: [.linkedLibrary("dl")]
        ),
        // jq filters (`--jq`) through the system's libjq, loaded with dlopen on first use (Debian's
        // libjq1 ships no static archive, and a shell that never filters maps no jq). Its C file
        // includes <jq.h> and <jv.h> for the signatures: building needs Debian's libjq-dev.
        .target(
            name: "CJQ",
            path: "Sources/CJQ",
            linkerSettings: [.linkedLibrary("dl")]
        ),
        // The demo catalogue's database, already imported, compiled in for fresh homes (C23's
        // #embed: clang 19, so Swift 6.1 or later), compressed with zstd and unpacked on first use.
        // The release build links zstd's static archive (Linking/static).
        .target(
            name: "CDemoCatalogue",
            path: "Sources/CDemoCatalogue",
            exclude: ["items-demo.sqlite.zst"],
            linkerSettings: [.linkedLibrary("zstd")]
        ),
        // Images for the terminal (Documentation/design/images.md): stb_image (libstb-dev's
        // header, compiled in, its PNG data inflated by libdeflate) and libwebp decode, chafa
        // (libchafa-dev, over GLib) draws blocks, kitty and iTerm2 images, libsixel (libsixel-dev)
        // sixels. Swift sees only CImageCodec.h, which holds no GLib type. The release build links
        // chafa's, GLib's, PCRE2's, libwebp's, libdeflate's and libsixel's static archives
        // (Linking/static), GLib's constructor deferred to the first image. chafa's headers are
        // named here rather than through pkg-config, which would put the system's library folder
        // ahead of Linking/static and so link every library shared.
        .target(
            name: "CImageCodec",
            path: "Sources/CImageCodec",
            cSettings: [.unsafeFlags(chafaIncludes)],
            linkerSettings: [
                .linkedLibrary("chafa"), .linkedLibrary("glib-2.0"), .linkedLibrary("webp"), .linkedLibrary("deflate"),
                .linkedLibrary("sixel"),
            ]
        ),
        // The demo catalogue's images (Scripts/generate-demo-images), compiled in with C23's #embed.
        .target(
            name: "CDemoImages",
            path: "Sources/CDemoImages",
            exclude: ["images"]
        ),
        // An article's images: their headers read and refused by limits, decoded and drawn
        // through CImageCodec.
        .target(
            name: "ArticleImages",
            dependencies: ["CImageCodec", "CDemoImages", "ShellKit", .product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: [staticStdlib]
        ),
        // The quick paths, contained: hand-written decoders (an item's JSON, the tags column),
        // the byte scans of text width and sanitizing, ASCII line breaking. One rule: a quick
        // path returns nil (or false) when unsure, and its caller's standard path runs. Standard
        // library only, below every other layer; FastPathsTests holds each to its standard path.
        .target(
            name: "FastPaths",
            swiftSettings: [staticStdlib]
        ),
        // The terminal and infrastructure layer: console, pager, text width and sanitizing,
        // storage (atomic writes, locks), the messages' machinery and the shell's shared words,
        // command tokenizing, clock. It imports no other layer (each module declares its own words).
        .target(
            name: "ShellKit",
            dependencies: ["FastPaths"],
            swiftSettings: [staticStdlib]
        ),
        // The full-screen machinery below the modules: the screen as a grid of cells with display
        // widths, a renderer that writes only what changed (scroll regions for scrolls), the input
        // decoder (keys, mouse, paste, the ESC timeout) and the terminal modes, on termios and
        // escape sequences. Knows no module.
        .target(
            name: "TerminalScreen",
            dependencies: ["ShellKit"],
            swiftSettings: [staticStdlib]
        ),
        // The parsed article: Markdown through cmark-gfm with Qiita's options, as one immutable
        // tree that everything reading an article walks, and its HTML.
        .target(
            name: "Markdown",
            dependencies: ["CCmarkGFM", "CQiitaMarkdown"],
            swiftSettings: [staticStdlib]
        ),
        // The article laid out for a terminal: the parsed tree (Markdown) as wrapped, styled lines
        // no wider than the terminal: tables, footnotes, Qiita's notes, HTML as a browser shows
        // it, links as OSC 8 hyperlinks, emoji shortcodes, highlighted code.
        .target(
            name: "MarkdownTerminal",
            dependencies: ["ShellKit", "Markdown", "CodeHighlighting", "FastPaths"],
            exclude: ["Emoji/emoji-shortcodes.tsv"],
            swiftSettings: [staticStdlib]
        ),
        // Code blocks coloured by their language: source-highlight's 256-colour SGR, one line at
        // a time, over the system's language files and a few of its own. No terminal or domain
        // code: it imports ShellKit (its sanitizer) and CSourceHighlight.
        .target(
            name: "CodeHighlighting",
            dependencies: ["ShellKit", "CSourceHighlight"],
            swiftSettings: [staticStdlib]
        ),
        // The items domain, by concern (ARCHITECTURE.md, "Targets"). None has terminal code:
        // progress, spinners and Ctrl-C reach it through closures and small protocols.
        // Values only: items, tags, users, comments, the query language and its parser, the
        // parsed article's outline and links, pages of a listing. No SQLite, HTTP or terminal.
        .target(
            name: "ItemsModel",
            dependencies: ["ShellKit", "Markdown"],
            swiftSettings: [staticStdlib]
        ),
        // The project's SQLite layer: connections serialized per queue, statements, rows, functions,
        // migrations recorded as GRDB recorded them. No Foundation (Documentation/design/foundation-essentials.md §4).
        .target(
            name: "SQLiteKit",
            dependencies: ["CSQLite"],
            swiftSettings: [staticStdlib]
        ),
        // MeCab's C API (libmecab-dev): Japanese compound nouns read as words, so that a search
        // of one typed joined finds it written apart. The release build links its static archive
        // (Linking/static); the IPADIC dictionary is data, found at run time (mecab-ipadic-utf8).
        .systemLibrary(
            name: "CMeCab",
            path: "Sources/CMeCab",
            providers: [.apt(["libmecab-dev"])]
        ),
        // `viper_bm25`, SQLite's `bm25()` as an FTS5 auxiliary function that reads each row's
        // length and each phrase's rarity from memory (Documentation/design/ranking.md): the
        // relevance order's scan. Compiled into the package against SQLite's own header.
        .target(
            name: "CRanking",
            dependencies: ["CSQLite"],
            path: "Sources/CRanking"
        ),
        // The catalogue's SQLite store: schema and migrations, rows, the trigram and pair
        // indexes, the search SQL and its plans.
        .target(
            name: "CatalogueStore",
            dependencies: [
                "ShellKit", "ItemsModel", "FastPaths", "SQLiteKit", "CRanking", "CMeCab",
            ],
            swiftSettings: [staticStdlib]
        ),
        // Items into a store: item files and the embedded catalogue read as streams of JSON,
        // the store built beside the old one and swapped in, and the active catalogue that
        // imports its source on first use and rebuilds it when damaged.
        .target(
            name: "CatalogueImport",
            dependencies: [
                "ShellKit", "ItemsModel", "CatalogueStore", "CDemoCatalogue", "FastPaths", "SQLiteKit",
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: [staticStdlib]
        ),
        // Qiita's API v2: the client interface, its HTTP implementation over a libcurl opened on
        // first use, and the memory of answers that serves the live source offline.
        .target(
            name: "QiitaAPI",
            dependencies: ["ShellKit", "ItemsModel", "CHTTPTransfer"],
            swiftSettings: [staticStdlib]
        ),
        // What belongs to each user on this machine: accounts and password hashes, the login
        // session, stocks, reads and saved searches, each an atomic, locked JSON file.
        .target(
            name: "UserState",
            dependencies: [
                "ShellKit", "ItemsModel", "FastPaths",
                .product(name: "CryptoExtras", package: "swift-crypto"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: [staticStdlib]
        ),
        // The browsing use cases the modules share: a listing, a tag list, an author or comments
        // from the catalogue or the live API, marked with the user's reads and stocks.
        .target(
            name: "ItemBrowsing",
            dependencies: ["ShellKit", "ItemsModel", "CatalogueStore", "CatalogueImport", "QiitaAPI", "UserState"],
            swiftSettings: [staticStdlib]
        ),
        // Following and sync: the feeds' new and changed items and their comments brought into
        // the mirror within Qiita's rate limits, resumable at any point.
        .target(
            name: "FeedSync",
            dependencies: ["ShellKit", "ItemsModel", "CatalogueStore", "QiitaAPI"],
            swiftSettings: [staticStdlib]
        ),
        // Your account's actions on Qiita: the outbox (stocks, comments, articles queued, then
        // sent exactly once within the rate budget sync spends) and qiita-cli's article files.
        .target(
            name: "QiitaActions",
            dependencies: ["ShellKit", "ItemsModel", "QiitaAPI", "UserState", "FeedSync", "CYAML"],
            swiftSettings: [staticStdlib]
        ),
        // libyaml: the front matter of qiita-cli's files (`publish`), linked statically.
        .systemLibrary(
            name: "CYAML",
            path: "Sources/CYAML",
            providers: [.apt(["libyaml-dev"])]
        ),
        // The REPL host: line input (readline, scripts' lines, secrets, confirmations) and the
        // VIPER base protocols a module implements (ShellModule, CommandOutcome). Knows no module.
        .target(
            name: "ShellHost",
            dependencies: ["ShellKit", "CReadline"],
            swiftSettings: [staticStdlib]
        ),
        // Scripts and transcripts: the script language (aliases, variables), `--record`, the
        // transcript format, its matcher and unified diff. Knows no module: the commands it treats
        // specially come in as a value (RecordedCommands).
        .target(
            name: "ShellScripting",
            dependencies: ["ShellKit", "ShellHost"],
            swiftSettings: [staticStdlib]
        ),
        // What a command's JSON goes through: field selection, `--jq` (libjq) and `--template`
        // (Mustache), and the JSON printer. Knows no module.
        .target(
            name: "OutputTools",
            dependencies: ["ShellKit", "ItemsModel", "CJQ", .product(name: "Mustache", package: "swift-mustache")],
            swiftSettings: [staticStdlib]
        ),
        // The VIPER modules, the root wireframe, the shell loop and the app's wiring.
        .target(
            name: "ViperShell",
            dependencies: [
                "ShellKit", "ItemsModel", "CatalogueStore", "CatalogueImport", "QiitaAPI", "UserState", "ItemBrowsing",
                "FeedSync", "QiitaActions", "Markdown", "MarkdownTerminal", "CodeHighlighting", "ShellHost",
                "ShellScripting", "OutputTools", "TerminalScreen", "ArticleImages",
            ],
            swiftSettings: [staticStdlib]
        ),
        // Fuzzers and benchmark helpers: used by viper-bench and the tests, never by viper-shell.
        .target(
            name: "DeveloperTools",
            dependencies: [
                "ShellKit", "ItemsModel", "CatalogueStore", "CatalogueImport", "QiitaAPI", "UserState", "ItemBrowsing",
                "ViperShell", "ShellScripting", "SQLiteKit",
            ],
            swiftSettings: [staticStdlib]
        ),
        .executableTarget(
            name: "viper-shell",
            dependencies: [
                "ViperShell",
                "ShellKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The release build is the one users install and the benchmarks measure: the Swift
            // runtime and Foundation linked in, so a start maps only system libraries (compiling
            // with the flag too makes the modules name the static Foundation's own libraries).
            // Linked by lld as a position-dependent executable, as Go links its CLIs (gh): no
            // relocation of the executable's own metadata at each start; the price is that its
            // own code and data are not at a random address (libraries, heap and stacks are).
            // No symbol is exported: libcurl is opened with dlopen, its functions found with dlsym.
            // libstdc++, SQLite, readline, cmark-gfm, source-highlight, Boost.Regex and zstd come from
            // their static archives (Linking/static), and libgcc with its unwinder (-static-libgcc: libgcc_s's
            // constructor runs `cpuid` at every start, which a virtual machine traps), so a start maps only
            // libc and libm.
            // BENCHMARKS.md has the figures behind each of these choices.
            swiftSettings: [staticStdlib],
            linkerSettings: [releaseLinking],
            plugins: ["VersionStamp"]
        ),
        .plugin(name: "VersionStamp", capability: .buildTool()),
        .executableTarget(
            name: "viper-bench",
            dependencies: [
                "DeveloperTools",
                "ItemsModel", "CatalogueStore", "CatalogueImport", "QiitaAPI", "UserState", "ItemBrowsing",
                "MarkdownTerminal",
                "CodeHighlighting",
                "ShellKit",
                "ViperShell",
                "ArticleImages",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Linked exactly as viper-shell is (lld, position-dependent, static archives), so its
            // timings are of the same SQLite, linked the same way.
            swiftSettings: [staticStdlib],
            linkerSettings: [releaseLinking]
        ),
        // Helpers every test target shares: temporary folders, file facts, item fixtures, the
        // fixture API server.
        .target(
            name: "TestSupport",
            dependencies: ["ItemsModel", "CatalogueStore", "CatalogueImport", "QiitaAPI", "UserState", "ItemBrowsing"],
            path: "Tests/Support"
        ),
        .testTarget(
            name: "MarkdownTests",
            dependencies: ["Markdown", "TestSupport"]
        ),
        .testTarget(
            name: "MarkdownTerminalTests",
            dependencies: ["MarkdownTerminal", "Markdown", "CodeHighlighting", "ShellKit", "TestSupport"],
            // The CommonMark and GFM specs Scripts/markdown-spec-score reads (Fixtures/README.md).
            exclude: ["Fixtures"]
        ),
        // Needs the system's source-highlight data (libsource-highlight-common): fails, and says
        // so, without it.
        .testTarget(
            name: "CodeHighlightingTests",
            dependencies: ["CodeHighlighting"]
        ),
        // Each quick path held to its standard path (differential tests on seeded inputs), in
        // folders named as Sources/FastPaths'.
        .testTarget(
            name: "FastPathsTests",
            dependencies: [
                "FastPaths", "ShellKit", "ItemsModel", "CatalogueStore", "CatalogueImport", "MarkdownTerminal",
                "UserState", "TestSupport",
            ]
        ),
        // The terminal and infrastructure layer's tests, in folders named as Sources/ShellKit's.
        .testTarget(
            name: "ShellKitTests",
            dependencies: ["ShellKit", "TestSupport"]
        ),
        // The grid, the renderer against a small terminal model, the input decoder and the modes' bytes.
        .testTarget(name: "TerminalScreenTests", dependencies: ["TerminalScreen", "ShellKit"]),
        // Headers of every format, limits, decoding to known pixels (fixtures drawn by python3-pil)
        // and each way of drawing.
        .testTarget(name: "ArticleImagesTests", dependencies: ["ArticleImages", "TestSupport"], exclude: ["image_fixtures.py", "pil_oracle.py"]),
        // The domain's tests, a target for each domain target: they build and pass without
        // readline or any module.
        .testTarget(name: "ItemsModelTests", dependencies: ["ItemsModel", "ShellKit", "TestSupport"]),
        .testTarget(name: "SQLiteKitTests", dependencies: ["SQLiteKit"]),
        .testTarget(
            name: "CatalogueStoreTests",
            dependencies: ["CatalogueStore", "ItemsModel", "ShellKit", "TestSupport", "SQLiteKit"]),
        .testTarget(
            name: "CatalogueImportTests",
            dependencies: ["CatalogueImport", "CatalogueStore", "ItemsModel", "ShellKit", "TestSupport", "SQLiteKit"]
        ),
        .testTarget(name: "QiitaAPITests", dependencies: ["QiitaAPI", "ItemsModel", "ShellKit", "TestSupport"]),
        .testTarget(name: "UserStateTests", dependencies: ["UserState", "ItemsModel", "ShellKit", "TestSupport"]),
        .testTarget(
            name: "QiitaActionsTests",
            dependencies: [
                "QiitaActions", "QiitaAPI", "UserState", "FeedSync", "ItemsModel", "ShellKit", "TestSupport",
            ]),
        .testTarget(
            name: "FeedSyncTests",
            dependencies: ["FeedSync", "ItemsModel", "CatalogueStore", "QiitaAPI", "ShellKit", "TestSupport"]),
        .testTarget(
            name: "ItemBrowsingTests",
            dependencies: [
                "ItemsModel", "CatalogueStore", "CatalogueImport", "QiitaAPI", "UserState", "ItemBrowsing", "ShellKit",
                "TestSupport",
            ]),
        .testTarget(
            name: "ViperShellTests",
            dependencies: [
                "ViperShell", "ItemsModel", "CatalogueStore", "CatalogueImport", "QiitaAPI", "UserState",
                "ItemBrowsing", "FeedSync", "QiitaActions", "ShellKit", "DeveloperTools", "TestSupport", "ShellHost",
                "ShellScripting", "OutputTools", "ArticleImages",
            ]
        ),
        // The executable's own command-line reading: QuickArguments against ArgumentParser's
        // command (an executable target can be imported by tests with @testable).
        .testTarget(name: "ViperShellCommandTests", dependencies: ["viper-shell"]),
        // The fuzzers' and benchmarks' own parts (input generators, percentiles); the fuzz runs
        // themselves test the shell, in ViperShellTests/Reliability.
        .testTarget(
            name: "DeveloperToolsTests",
            dependencies: ["DeveloperTools"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Every Swift target: a nonisolated async function runs on its caller's executor (SE-0461)
// instead of hopping to the global pool and back. The shell's modules run on the main actor, so
// a command's path from presenter to interactor to store stays on one thread instead of waking
// another for each call (BENCHMARKS.md, "Script replay").
// (C targets take no Swift settings: a new one is added to this list.)
for target in package.targets
where target.type != .system && target.type != .plugin
    && !["CHTTPTransfer", "CJQ", "CDemoCatalogue", "CQiitaMarkdown", "CSourceHighlight", "CImageCodec",
        "CDemoImages"].contains(target.name)
{
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
}
