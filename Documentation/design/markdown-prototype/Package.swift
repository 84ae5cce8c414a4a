// swift-tools-version: 6.1
import PackageDescription

/// Release links mirror viper-shell's (Package.swift there): static Swift runtime, lld,
/// position-dependent, and Linking/static first on the search path so `-lcmark-gfm`,
/// `-lcmark-gfm-extensions`, `-lsource-highlight`, `-lboost_regex` and `-lstdc++` resolve to
/// linker scripts naming the static archives.
let staticStdlib = SwiftSetting.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
let staticArchives = Context.environment["PROTO_SHARED_LIBRARIES"] == "1" ? [] : ["-L", Context.packageDirectory + "/Linking/static"]
let releaseLinking = LinkerSetting.unsafeFlags(
    ["-static-stdlib", "-use-ld=lld", "-Xlinker", "--no-export-dynamic", "-Xclang-linker", "-no-pie"] + staticArchives,
    .when(platforms: [.linux], configuration: .release)
)

let package = Package(
    name: "cmark-proto",
    targets: [
        // cmark-gfm 0.29.0.gfm.6 + its GFM extensions (libcmark-gfm-dev, libcmark-gfm-extensions-dev).
        .systemLibrary(
            name: "CCmarkGFM",
            path: "Sources/CCmarkGFM",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // GNU source-highlight behind an extern "C" function (C++ stays inside; exceptions caught).
        .target(
            name: "CSourceHighlight",
            path: "Sources/CSourceHighlight",
            linkerSettings: [.linkedLibrary("source-highlight"), .linkedLibrary("boost_regex")]
        ),
        // The parsed article as a Swift value: a flat array of nodes (no recursion anywhere).
        .target(name: "MarkdownTree", dependencies: ["CCmarkGFM"], swiftSettings: [staticStdlib]),
        .executableTarget(name: "mdproto", dependencies: ["MarkdownTree", "CCmarkGFM"],
                          swiftSettings: [staticStdlib], linkerSettings: [releaseLinking]),
        .executableTarget(name: "hlproto", dependencies: ["CSourceHighlight"],
                          swiftSettings: [staticStdlib], linkerSettings: [releaseLinking]),
        .executableTarget(name: "hello", swiftSettings: [staticStdlib], linkerSettings: [releaseLinking]),
    ],
    swiftLanguageModes: [.v6]
)
