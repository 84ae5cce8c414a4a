// swift-tools-version:6.0
import PackageDescription

/// `-static-stdlib` for the release build on Linux (see the viper-shell target).
let staticStdlib = SwiftSetting.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))

let package = Package(
    name: "viper-shell",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "viper-shell", targets: ["viper-shell"]),
        .library(name: "ViperShell", targets: ["ViperShell"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CReadline",
            path: "Sources/CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        .target(
            name: "CHTTPTransfer",
            path: "Sources/CHTTPTransfer",
            linkerSettings: [.linkedLibrary("dl")]
        ),
        .target(
            name: "ViperShell",
            dependencies: [
                "CReadline",
                "CHTTPTransfer",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "CryptoExtras", package: "swift-crypto"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: [staticStdlib]
        ),
        .executableTarget(
            name: "viper-shell",
            dependencies: [
                "ViperShell",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The release build is the one users install and the benchmarks measure: the Swift
            // runtime and Foundation linked in, so a start maps only system libraries. Compiling
            // with the flag too makes the modules name the static Foundation's own libraries.
            swiftSettings: [staticStdlib],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            plugins: ["VersionStamp"]
        ),
        .plugin(name: "VersionStamp", capability: .buildTool()),
        .executableTarget(
            name: "viper-bench",
            dependencies: [
                "ViperShell",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "ViperShellTests",
            dependencies: ["ViperShell"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
