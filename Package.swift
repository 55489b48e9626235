// swift-tools-version:6.0
import PackageDescription

/// Layers, from the bottom up: SciMathBase (small value types and text
/// helpers), SciMathHandwriting (the drawing recognizer, its features and
/// templates), SciMathCore (pure data, geometry, the key state machine and
/// the output seam), SciMathRender (Cairo drawing
/// of a view state), SciMathX11 (the X connection, window, input decoding
/// and XTest output), SciMathLive (the live keyboard's loop, which feeds
/// the core and carries out its steps, importing no C module), and the
/// `scimath` command line on top. Each can be tested without those above.
let package = Package(
  name: "scimath",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "scimath", targets: ["scimath"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    .systemLibrary(
      name: "CX11",
      pkgConfig: "x11",
      providers: [
        .apt([
          "libx11-dev", "libxtst-dev", "libxi-dev", "libxrandr-dev", "libxres-dev",
          "libxkbcommon-dev",
        ])
      ]
    ),
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "pangocairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev"])]
    ),
    // libwayland-client and xkbcommon, for the Wayland platform.
    .systemLibrary(
      name: "CWaylandClient",
      pkgConfig: "wayland-client",
      providers: [.apt(["libwayland-dev", "libxkbcommon-dev"])]
    ),
    // The protocols beyond Wayland's core, generated from the XML files in
    // its protocol/ folder (tools/make-wayland-protocols.sh).
    .target(
      name: "CWaylandProtocols", dependencies: ["CWaylandClient"], exclude: ["protocol"]),
    .target(name: "SciMathBase"),
    // Optimised in debug builds too: the recognizer's SIMD loop runs about
    // 25 times slower unoptimised, and the tests recognize hundreds of glyphs.
    .target(
      name: "SciMathHandwriting", dependencies: ["SciMathBase"],
      swiftSettings: [.unsafeFlags(["-O"])]),
    // Optimised in debug builds too: the words' model takes over a second
    // to read unoptimised, on the first letter tapped of every test.
    .target(
      name: "SciMathWords", dependencies: ["SciMathBase"], swiftSettings: [.unsafeFlags(["-O"])]),
    .target(
      name: "SciMathCore", dependencies: ["SciMathBase", "SciMathHandwriting", "SciMathWords"]),
    .target(name: "SciMathRender", dependencies: ["SciMathCore", "CCairo"]),
    // What the live keyboard needs of a display system (DisplaySystem),
    // and the events it gives; SciMathX11 is the first to conform.
    .target(name: "SciMathPlatform", dependencies: ["SciMathCore"]),
    .target(name: "SciMathX11", dependencies: ["SciMathCore", "SciMathPlatform", "CX11"]),
    // The second: wlroots compositors (layer shell, input method, virtual
    // keyboard).
    .target(
      name: "SciMathWayland",
      dependencies: ["SciMathCore", "SciMathPlatform", "CWaylandClient", "CWaylandProtocols"]),
    .target(
      name: "SciMathLive", dependencies: ["SciMathCore", "SciMathRender", "SciMathPlatform"]),
    .executableTarget(
      name: "scimath",
      dependencies: [
        "SciMathCore", "SciMathRender", "SciMathX11", "SciMathWayland", "SciMathPlatform",
        "SciMathLive", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(
      name: "SciMathTestSupport", dependencies: ["SciMathCore", "SciMathRender", "CX11"],
      path: "Tests/SciMathTestSupport"),
    .executableTarget(
      name: "scimath-bench", dependencies: ["SciMathCore", "SciMathRender", "SciMathX11", "CX11"]),
    .testTarget(
      name: "SciMathWordsTests",
      dependencies: ["SciMathBase", "SciMathWords", "SciMathTestSupport"]),
    .testTarget(name: "SciMathCoreTests", dependencies: ["SciMathCore", "SciMathTestSupport"]),
    .testTarget(
      name: "SciMathHandwritingTests",
      dependencies: ["SciMathHandwriting", "SciMathCore", "SciMathTestSupport"]),
    .testTarget(
      name: "SciMathRenderTests",
      dependencies: ["SciMathCore", "SciMathRender", "SciMathTestSupport", "CCairo"],
      exclude: ["Goldens"]
    ),
    .testTarget(
      name: "SciMathCLITests",
      dependencies: ["SciMathCore", "SciMathLive", "SciMathTestSupport", "scimath"]),
    // Targets ending in ServerTests start an X server, a window manager and
    // clients (some need root); every other test target is pure and runs
    // in `make check`.
    .testTarget(
      name: "SciMathX11Tests",
      dependencies: ["SciMathCore", "SciMathX11", "SciMathPlatform", "SciMathTestSupport", "CX11"]),
    .testTarget(
      name: "SciMathLiveTests", dependencies: ["SciMathCore", "SciMathLive", "SciMathTestSupport"]),
    .testTarget(
      name: "SciMathX11ServerTests",
      dependencies: ["SciMathCore", "SciMathX11", "SciMathRender", "SciMathTestSupport", "CX11"]),
    // The tests' pointer under a wlroots compositor (headless sway has no
    // input devices): a virtual pointer driven from standard input, and a
    // keyboard that never types, as a laptop's.
    .executableTarget(
      name: "scimath-wayland-pointer", path: "Tests/WaylandPointer", exclude: ["protocol"],
      linkerSettings: [.linkedLibrary("wayland-client"), .linkedLibrary("xkbcommon")]),
    // Under headless sway: X clients and the keyboard on its Xwayland.
    .testTarget(
      name: "SciMathXWaylandServerTests",
      dependencies: ["SciMathCore", "SciMathTestSupport", "CX11"]),
    // Under headless sway: the keyboard on Wayland, and native clients.
    .testTarget(
      name: "SciMathWaylandServerTests",
      dependencies: ["SciMathCore", "SciMathRender", "SciMathTestSupport"]),
    .testTarget(
      name: "SciMathKeyboardServerTests",
      dependencies: ["SciMathCore", "SciMathRender", "SciMathLive", "SciMathTestSupport", "CX11"]),
  ]
)
