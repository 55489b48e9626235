import SciMathWords

/// A long word no list has, one of whose taps slipped onto the next key
/// (Finnish "kirhautumiskuorta", Turkish "görüntüleyecekrir", Polish
/// "podzedtaw"): the lists hold few of an inflecting language's forms,
/// so the decoder finds no word near the taps and the slip stays.
///
/// Such a word is still made of parts the lists know: it begins as some
/// listed word begins and ends as listed words end. A slip breaks both at
/// once: the beginning stops before it, the ending after it, and a letter
/// is left that neither reaches. Where the taps as typed leave such a gap
/// and one tap read as a neighbouring key closes it, that reading is put
/// in; the cheapest such tap wins. A word whose parts meet as typed (a
/// name, a command, a form the lists lack but whose stem and ending they
/// know) is left alone.
extension TypingRecord {
  /// The fewest letters a word must have to be read so: shorter words
  /// are the decoder's, which knows them whole.
  static let slipLetters = 7
  /// How many listed words longer than an ending must end so for it to
  /// count as one.
  static let slipEndingWords = 2
  /// The most a slipped tap may cost as its other key over the key it
  /// hit (ln): a tap within about a third of a key of their border (at
  /// the hit key's centre the other costs 2.5). Measured on the manual
  /// pages' sentences: at 1, 40 words mended and 1 broken; at 2, 41 and
  /// 13 (names: "freefont" → "freedont").
  static let slipCost: Float = 1

  /// The word with its one slipped tap read as the key it missed, or nil.
  func slipRepaired(_ core: [Unit], _ typed: String) -> String? {
    guard let model, let endings, let index = endings.index, let keys = keySpace,
      core.count >= Self.slipLetters, core.allSatisfy({ !$0.optional })
    else { return nil }
    let lower = typed.lowercased(caseRules)
    let numbers = lower.unicodeScalars.compactMap { model.number(of: $0) }
    guard kept[lower] == nil, numbers.count == core.count, model.id(of: lower) == nil,
      compoundScore(core, lower) == nil, loanScore(core, lower) == nil
    else { return nil }
    let key = endings.keys
    func gap(_ letters: [UInt8]) -> Bool {
      let head = model.listedPrefix(onKeysOf: letters, key: key)
      let tail = index.longestEnding(onKeysOf: letters, in: model, least: Self.slipEndingWords)
      return head + tail < letters.count
    }
    guard gap(numbers) else { return nil }
    var best: (cost: Float, letters: [UInt8])?
    for (i, unit) in core.enumerated() {
      guard let costs = costs(unit), costs.indices.contains(Int(numbers[i])) else { continue }
      let own = costs[Int(numbers[i])]
      for n in costs.indices where keys.ownsKey(n) && key[n] != key[Int(numbers[i])] {
        let cost = costs[n] - own
        guard cost <= Self.slipCost, cost < best?.cost ?? .infinity else { continue }
        var letters = numbers
        letters[i] = UInt8(n)
        if !gap(letters) { best = (cost, letters) }
      }
    }
    guard let best else { return nil }
    var word = ""
    word.unicodeScalars.append(contentsOf: best.letters.map { model.alphabet[Int($0)] })
    return WordCase(like: typed).apply(to: word, rules: caseRules)
  }
}

extension WordModel {
  /// How many of `letters` some listed word begins with, on the same keys
  /// (`key[n]`: letter n's key): an accent left out does not end it.
  func listedPrefix(onKeysOf letters: [UInt8], key: [Int]) -> Int {
    var ranges = [0..<count]
    var depth = 0
    for letter in letters {
      guard key.indices.contains(Int(letter)) else { break }
      let onKey = key.indices.filter { key[$0] == key[Int(letter)] }
      let next = ranges.flatMap { r in
        onKey.map { narrow(r, depth: depth, to: UInt8($0)) }.filter { !$0.isEmpty }
      }
      if next.isEmpty { break }
      ranges = next
      depth += 1
    }
    return depth
  }
}
