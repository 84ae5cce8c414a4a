// swift-tools-version:6.0
// swift-mustache 2.1.1, vendored and patched so that it needs no Foundation (see NOTICE).

import PackageDescription

let package = Package(
    name: "swift-mustache",
    products: [
        .library(name: "Mustache", targets: ["Mustache"])
    ],
    targets: [
        .target(name: "Mustache")
    ],
    swiftLanguageModes: [.v6]
)
