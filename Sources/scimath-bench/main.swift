import Foundation
import SciMathCore
import SciMathRender

// `scimath-bench render`: full-frame and single-key render times, printed
// as a Markdown section for BENCHMARKS.md (see bench/run).
// `scimath-bench watch-keymap`: see KeymapWatch.swift.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "watch-keymap" { watchKeymap() }
if arguments.first == "first-frame" {
  do { try firstFrameBench(Array(arguments.dropFirst())) } catch {
    FileHandle.standardError.write(Data("scimath-bench: \(error)\n".utf8))
    exit(1)
  }
  exit(0)
}

guard let assets = AssetLocator.find() else {
  FileHandle.standardError.write(Data("scimath-bench: cannot find Assets\n".utf8))
  exit(1)
}
let catalog: AssetCatalog
do {
  catalog = try AssetCatalog.load(from: assets)
} catch {
  FileHandle.standardError.write(Data("scimath-bench: \(error)\n".utf8))
  exit(1)
}
FontSetup.activate(assets: assets)
if arguments.first == "live", arguments.count == 2 {
  do { try liveBench(scimath: arguments[1], catalog: catalog) } catch {
    FileHandle.standardError.write(Data("scimath-bench: \(error)\n".utf8))
    exit(1)
  }
  exit(0)
}

print("## Rendering (Cairo + Pango, image surface)\n")
print("| case | frames | median | p99 | target (median) |")
print("|---|---|---|---|---|")
for (form, width, scale) in [(Form.phone, 390.0, 2.0), (.pad, 1024, 1)] {
  let keyboard = Keyboard(catalog: catalog, form: form, width: width)
  let renderer = KeyboardRenderer(theme: catalog.theme(.light))
  let geometry = keyboard.geometry(.abc)
  let image = ImageSurface(
    width: Int((geometry.width * scale).rounded(.up)),
    height: Int((geometry.height * scale).rounded(.up)))
  let views = [ViewState(layer: .abc), ViewState(layer: .abc, shift: .on)]
  let full = Stopwatch.measure(count: 400) { i in
    image.draw(scale: scale) { cr in renderer.draw(cr, keyboard: keyboard, view: views[i % 2]) }
  }
  let name = "\(form.rawValue) \(Int(width)) pt @\(Int(scale))x"
  print("| full frame, \(name) | \(full.count) | \(ms(full.median)) | \(ms(full.p99)) | ≤ 4 ms |")
  let letters = geometry.keys.indices.filter { geometry.keys[$0].isCharacter }
  let single = Stopwatch.measure(count: 4000) { i in
    let index = letters[i % letters.count]
    var view = ViewState(layer: .abc)
    if i % 2 == 0 { view.flashing = [geometry.keys[index].id] }
    image.draw(scale: scale) { cr in
      renderer.redrawKey(cr, at: index, keyboard: keyboard, view: view)
    }
  }
  print(
    "| single-key redraw (flash on/off), \(name) | \(single.count) | \(ms(single.median)) | \(ms(single.p99)) | ≤ 0.5 ms |"
  )
}
print("")
