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

/// What each library target imports of the package's own.
let imports: [String: [String]] = [
  "CWaylandProtocols": ["CWaylandClient"],
  "SciMathHandwriting": ["SciMathBase"],
  "SciMathWords": ["SciMathBase"],
  "SciMathCore": ["SciMathBase", "SciMathHandwriting", "SciMathWords"],
  "SciMathRender": ["SciMathCore", "CCairo"],
  "SciMathPlatform": ["SciMathCore"],
  "SciMathX11": ["SciMathCore", "SciMathPlatform", "CX11"],
  "SciMathWayland": ["SciMathCore", "SciMathPlatform", "CWaylandClient", "CWaylandProtocols"],
  "SciMathLive": ["SciMathCore", "SciMathRender", "SciMathPlatform"],
  "SciMathTestSupport": ["SciMathCore", "SciMathRender", "CX11"],
]

/// `modules` and every module they reach through the package's own, each
/// once. A target lists them all, not only what it imports: a release
/// build recompiles a module only when a module it lists changes, and a
/// struct reached through another module (the core re-exports the words'
/// model) is compiled in with its layout. A stored property added to
/// WordModel left `scimath` built with the old one, and it crashed at its
/// first tap.
func reaching(_ modules: [String]) -> [Target.Dependency] {
  var all: [String] = []
  var next = modules
  while let module = next.popLast() {
    guard !all.contains(module) else { continue }
    all.append(module)
    next += imports[module] ?? []
  }
  return all.map { .byName(name: $0) }
}

/// What `target` reaches (its imports, from `imports`).
func needs(_ target: String) -> [Target.Dependency] { reaching(imports[target] ?? []) }

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
      name: "CWaylandProtocols", dependencies: needs("CWaylandProtocols"), exclude: ["protocol"]),
    .target(name: "SciMathBase"),
    // Optimised in debug builds too: the recognizer's SIMD loop runs about
    // 25 times slower unoptimised, and the tests recognize hundreds of glyphs.
    .target(
      name: "SciMathHandwriting", dependencies: needs("SciMathHandwriting"),
      swiftSettings: [.unsafeFlags(["-O"])]),
    // Optimised in debug builds too: the words' model takes over a second
    // to read unoptimised, on the first letter tapped of every test.
    .target(
      name: "SciMathWords", dependencies: needs("SciMathWords"),
      swiftSettings: [.unsafeFlags(["-O"])]),
    .target(name: "SciMathCore", dependencies: needs("SciMathCore")),
    .target(name: "SciMathRender", dependencies: needs("SciMathRender")),
    // What the live keyboard needs of a display system (DisplaySystem),
    // and the events it gives; SciMathX11 is the first to conform.
    .target(name: "SciMathPlatform", dependencies: needs("SciMathPlatform")),
    .target(name: "SciMathX11", dependencies: needs("SciMathX11")),
    // The second: wlroots compositors (layer shell, input method, virtual
    // keyboard).
    .target(name: "SciMathWayland", dependencies: needs("SciMathWayland")),
    .target(name: "SciMathLive", dependencies: needs("SciMathLive")),
    .executableTarget(
      name: "scimath",
      dependencies: reaching([
        "SciMathCore", "SciMathRender", "SciMathX11", "SciMathWayland", "SciMathPlatform",
        "SciMathLive",
      ]) + [.product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    .target(
      name: "SciMathTestSupport", dependencies: needs("SciMathTestSupport"),
      path: "Tests/SciMathTestSupport"),
    .executableTarget(
      name: "scimath-bench",
      dependencies: reaching(["SciMathCore", "SciMathRender", "SciMathX11", "CX11"])),
    .testTarget(
      name: "SciMathWordsTests",
      dependencies: reaching(["SciMathBase", "SciMathWords", "SciMathTestSupport"])),
    .testTarget(
      name: "SciMathCoreTests", dependencies: reaching(["SciMathCore", "SciMathTestSupport"])),
    .testTarget(
      name: "SciMathHandwritingTests",
      dependencies: reaching(["SciMathHandwriting", "SciMathCore", "SciMathTestSupport"])),
    .testTarget(
      name: "SciMathRenderTests",
      dependencies: reaching(["SciMathCore", "SciMathRender", "SciMathTestSupport", "CCairo"]),
      exclude: ["Goldens"]
    ),
    .testTarget(
      name: "SciMathCLITests",
      dependencies: reaching(["SciMathCore", "SciMathLive", "SciMathTestSupport", "scimath"])),
    // Targets ending in ServerTests start an X server, a window manager and
    // clients (some need root); every other test target is pure and runs
    // in `make check`.
    .testTarget(
      name: "SciMathX11Tests",
      dependencies: reaching([
        "SciMathCore", "SciMathX11", "SciMathPlatform", "SciMathTestSupport", "CX11",
      ])),
    .testTarget(
      name: "SciMathLiveTests",
      dependencies: reaching(["SciMathCore", "SciMathLive", "SciMathTestSupport"])),
    .testTarget(
      name: "SciMathX11ServerTests",
      dependencies: reaching([
        "SciMathCore", "SciMathX11", "SciMathRender", "SciMathTestSupport", "CX11",
      ])),
    // The tests' pointer under a wlroots compositor (headless sway has no
    // input devices): a virtual pointer driven from standard input, and a
    // keyboard that never types, as a laptop's.
    .executableTarget(
      name: "scimath-wayland-pointer", path: "Tests/WaylandPointer", exclude: ["protocol"],
      linkerSettings: [.linkedLibrary("wayland-client"), .linkedLibrary("xkbcommon")]),
    // Under headless sway: X clients and the keyboard on its Xwayland.
    .testTarget(
      name: "SciMathXWaylandServerTests",
      dependencies: reaching(["SciMathCore", "SciMathTestSupport", "CX11"])),
    // Under headless sway: the keyboard on Wayland, and native clients.
    .testTarget(
      name: "SciMathWaylandServerTests",
      dependencies: reaching(["SciMathCore", "SciMathRender", "SciMathTestSupport"])),
    .testTarget(
      name: "SciMathKeyboardServerTests",
      dependencies: reaching([
        "SciMathCore", "SciMathRender", "SciMathLive", "SciMathTestSupport", "CX11",
      ])),
  ]
)
