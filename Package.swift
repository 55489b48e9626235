// swift-tools-version:6.0
import PackageDescription

/// Layers, from the bottom up: SciMathCore (pure data, geometry, the key
/// state machine and the output seam), SciMathRender (Cairo drawing
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
        .apt(["libx11-dev", "libxtst-dev", "libxi-dev", "libxrandr-dev", "libxkbcommon-dev"])
      ]
    ),
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "cairo-ft",
      providers: [.apt(["libcairo2-dev", "libfontconfig-dev"])]
    ),
    .systemLibrary(
      name: "CHarfBuzz",
      pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev", "libglib2.0-dev"])]
    ),
    // The render tests' reference: labels must measure and draw as Pango's
    // layouts do. The keyboard itself loads Pango only when a label needs a
    // layout (PangoLayouts.swift), so that its start maps 13 fewer libraries.
    .systemLibrary(
      name: "CPango",
      path: "Tests/CPango",
      pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev"])]
    ),
    // Optimised in debug builds too: the recognizer's SIMD loop runs about
    // 25 times slower unoptimised, and the tests recognize hundreds of glyphs.
    .target(name: "SciMathCore", swiftSettings: [.unsafeFlags(["-O"])]),
    .target(name: "SciMathRender", dependencies: ["SciMathCore", "CCairo", "CHarfBuzz"]),
    .target(name: "SciMathX11", dependencies: ["SciMathCore", "CX11"]),
    .target(
      name: "SciMathLive", dependencies: ["SciMathCore", "SciMathRender", "SciMathX11"]),
    // The command line for the Swift runtime, kept by an ELF constructor
    // instead of found through /proc/self/maps (StartArguments.c).
    // DWARF 4: Debian 12's valgrind cannot read the DWARF 5 clang writes by
    // default, and callgrind is how the start is profiled (BENCHMARKS.md).
    .target(name: "CStartArguments", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    .executableTarget(
      name: "scimath",
      dependencies: [
        "SciMathCore", "SciMathRender", "SciMathX11", "SciMathLive", "CStartArguments",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(
      name: "SciMathTestSupport", dependencies: ["SciMathCore", "SciMathRender", "CX11"],
      path: "Tests/SciMathTestSupport"),
    .executableTarget(
      name: "scimath-bench", dependencies: ["SciMathCore", "SciMathRender", "SciMathX11", "CX11"]),
    .testTarget(name: "SciMathCoreTests", dependencies: ["SciMathCore", "SciMathTestSupport"]),
    .testTarget(
      name: "SciMathRenderTests",
      dependencies: ["SciMathCore", "SciMathRender", "SciMathTestSupport", "CCairo", "CPango"],
      exclude: ["Goldens"]
    ),
    .testTarget(
      name: "SciMathCLITests",
      dependencies: ["SciMathCore", "SciMathLive", "SciMathTestSupport", "scimath"]),
    .testTarget(
      name: "SciMathX11Tests",
      dependencies: ["SciMathCore", "SciMathX11", "SciMathTestSupport", "CX11"]),
    .testTarget(
      name: "SciMathLiveTests",
      dependencies: ["SciMathCore", "SciMathRender", "SciMathLive", "SciMathTestSupport", "CX11"]),
  ]
)
