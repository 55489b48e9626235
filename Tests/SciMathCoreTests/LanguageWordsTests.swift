import SciMathTestSupport
import XCTest

@testable import SciMathCore

/// The decoder in other languages: each language's words for its own
/// layout, read when its first letter is tapped, and accents put in.
final class LanguageWordsTests: XCTestCase {
  var session: ReplaySession!
  var time = 0.0
  var effects: [KeyboardEffect] = []

  func start(_ modes: [String]) {
    let all = TestPaths.catalog.modes
    var settings = Settings()
    settings.languages = modes
    session = ReplaySession(
      machine: KeyStateMachine(
        keyboards: all.map { Keyboard(catalog: TestPaths.catalog, form: .phone, mode: $0) },
        preferences: KeyboardPreferences(settings: settings, theme: .light, inputMode: modes[0]),
        strip: true, symbols: .ready(TestPaths.symbols)))
  }

  func step(_ event: KeyboardEvent?) throws {
    time += 0.15
    effects += try session.step(event, at: time)
  }

  /// The platform's part: the model asked for, read from the assets.
  func loadAsked() throws {
    for case .loadWords(let language) in effects {
      try step(.wordsLoaded(try WordModel.load(assets: TestPaths.assets, language: language)))
    }
    effects.removeAll()
  }

  /// Taps a key (an id; `_` the space bar) at its centre, or `cells` of
  /// a key's width to the right of it.
  func tap(_ id: String, cells: Double = 0, rows: Double = 0) throws {
    let key = try XCTUnwrap(
      session.machine.keyboard.geometry(.abc).key(id: id == "_" ? "space" : id), id)
    let p = Point(
      x: key.frame.midX + cells * key.cell.width, y: key.frame.midY + rows * key.cell.height)
    try step(.touchDown(id: 1, at: p))
    try step(.touchUp(id: 1, at: p))
    try loadAsked()
  }

  /// Taps at a point, as a finger that does not move.
  func tap(at p: Point) throws {
    try step(.touchDown(id: 1, at: p))
    try step(.touchUp(id: 1, at: p))
    try loadAsked()
  }

  /// Taps each character's key; one followed by `>` lands 0.6 of a key
  /// to its right, on the next key.
  func type(_ keys: String) throws {
    var chars = Array(keys)
    while !chars.isEmpty {
      let id = String(chars.removeFirst())
      let off = chars.first == ">"
      if off { chars.removeFirst() }
      try tap(id, cells: off ? 0.6 : 0)
    }
  }

  var text: String { session.text.string }

  /// The words' letters are mapped from their file (`LetterBytes`): a
  /// language left with the globe gives its pages back, and its words
  /// still come when it is shown again.
  func testALanguageLeftHoldsNoneOfItsLetters() throws {
    start(["cs", "en"])
    try type("dekuji_")
    let czech = try XCTUnwrap(session.machine.typing.model).lettersAddress
    XCTAssertGreaterThan(try XCTUnwrap(residentKB(ofMappingAt: czech)), 0)
    try tap("globe")
    try type("the_")
    XCTAssertEqual(text, "děkuji the ")
    XCTAssertEqual(residentKB(ofMappingAt: czech), 0, "Czech left")
    try tap("globe")
    try type("dekuji_")
    XCTAssertEqual(text, "děkuji the děkuji ")
  }

  func testGermanWordsCorrectTheGermanLayoutAndPutInTheEszett() throws {
    start(["de", "en"])
    try type("ich_ha>be_")
    XCTAssertEqual(text, "ich habe ", "s for a: corrected with German words")
    try type("auser_")
    XCTAssertEqual(text, "ich habe außer ", "ß is on the long press of s: left out, put in")
  }

  func testEachLanguageReadsItsOwnWordsAtItsFirstLetter() throws {
    start(["en", "ru"])
    var asked: [KeyboardEffect] = []
    time += 0.15
    asked += try session.step(.deadline, at: time)
    XCTAssertEqual(asked, [], "nothing read at start")
    try step(
      .touchDown(
        id: 1, at: try XCTUnwrap(session.machine.keyboard.geometry(.abc).key(id: "t")).frame.center)
    )
    XCTAssertEqual(effects, [.loadWords("en")], "English, at its first letter's touch")
    try step(
      .touchUp(
        id: 1, at: try XCTUnwrap(session.machine.keyboard.geometry(.abc).key(id: "t")).frame.center)
    )
    try loadAsked()
    try tap("_")
    try tap("globe")
    XCTAssertEqual(session.machine.keyboard.mode?.id, "ru")
    XCTAssertEqual(effects.filter { $0 != .inputModeChosen("ru") }, [], "not at the switch")
    effects.removeAll()
    try step(
      .touchDown(
        id: 1, at: try XCTUnwrap(session.machine.keyboard.geometry(.abc).key(id: "п")).frame.center)
    )
    try step(
      .touchUp(
        id: 1, at: try XCTUnwrap(session.machine.keyboard.geometry(.abc).key(id: "п")).frame.center)
    )
    XCTAssertEqual(effects, [.loadWords("ru")], "Russian, at its first letter")
    try loadAsked()
    XCTAssertEqual(session.machine.typing.model?.language, "ru")
    try type("ривеь_")
    XCTAssertEqual(text, "t привет ", "Russian words for Russian letters: ь for т corrected")
    try tap("globe")
    XCTAssertEqual(session.machine.typing.model?.language, "en", "back: kept, not read again")
    XCTAssertEqual(effects.filter { $0 != .inputModeChosen("en") }, [])
  }

  func testFrenchAccentsLeftOutArePutIn() throws {
    start(["fr"])
    try type("tres_")
    XCTAssertEqual(text, "très ")
  }

  // One test a language: its own words put right what its typists leave
  // to the keyboard (accents, a capital) and a slip onto the next key.
  // Each fails without the language's list (Assets/words/TAG.words).

  func check(
    _ tag: String, _ keys: String, _ expected: String, file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    start([tag])
    try type(keys)
    XCTAssertEqual(text, expected, tag, file: file, line: line)
  }

  /// The decoder's spread follows how the user's taps scatter
  /// (`TapScatter`): a first word typed exactly on "ls" is read as "la",
  /// a key over; after words typed as exactly, "ls" stays; after words
  /// whose every tap lands a third of a key and a row off, "la" again.
  func testTheSpreadFollowsHowTheTapsScatter() throws {
    start(["nb"])
    try type("ls_")
    XCTAssertEqual(text, "la ", "the default spread")
    try type("skrevet_av_paul_og_jim_til_standard_ls_")
    XCTAssertTrue(text.hasSuffix(" standard ls "), text)
    // Every letter's tap a third of a key and of a row off its centre, to
    // one side or the other, each space at the bar's centre.
    var side = 1.0
    for ch in "skrevet_av_paul_og_jim_til_standard_og_til_standard_" {
      if ch == "_" {
        try tap("_")
        continue
      }
      try tap(String(ch), cells: side / 3, rows: side / 3)
      side = -side
    }
    try type("ls_")
    XCTAssertTrue(text.hasSuffix(" la "), text)
  }

  func testGerman() throws { try check("de", "das_hais_ist_gros_haus_", "das Haus ist groß Haus ") }
  func testFrench() throws { try check("fr", "ca_va_tres_bien_", "ça va très bien ") }
  /// A tap on e is é as much as e: the commoner word wins ("utilisé" is
  /// a third commoner than "utilise", "créé" nearly twice "crée"), where
  /// a cost for each accent left out kept the rarer one.
  func testAnAccentLeftOutCostsNothing() throws {
    try check("fr", "utilise_cree_", "utilisé créé ")
  }
  /// A compound no list has is read as two words it has, a linking s or
  /// not, its slips corrected; typed as it is written, it stays.
  func testCompoundsAreReadAsTheirParts() throws {
    try check(
      "de", "sywtembenutzer_abhängigkeitszeichenketten_",
      "Systembenutzer Abhängigkeitszeichenketten ")
  }
  /// The second parts a compound's taps are read as are kept as the word
  /// is typed (`TypingRecord.tails`): after BackSpace inside the word
  /// they are read again from the taps left, not from the erased ones.
  func testACompoundIsReadFromItsTapsAfterBackSpaceInside() throws {
    start(["de"])
    try type("sywtembenutzxq")
    try tap("backspace")
    try tap("backspace")
    try type("er_")
    XCTAssertEqual(text, "Systembenutzer ")
  }
  /// Where words compound, a space that landed on the letters is read
  /// between two listed words, or beside a part the lists lack that is a
  /// compound of theirs or a listed stem's form, but a long word is not
  /// cut where another part the lists lack would be left, nor at German's
  /// linking n.
  func testASpaceOnTheLettersSplitsWhereWordsCompound() throws {
    try check("sv", "behövsvvanligtvis_", "behövs vanligtvis ")
    try check("da", "dokumentationvom_", "dokumentation om ")
    try check("de", "kommandozeilenschnittstelle_", "Kommandozeilenschnittstelle ")
    try check("de", "noch_nichtvkonfiguriertes_", "noch nicht konfiguriertes ")
    try check("nb", "tastaturutformingvbasert_", "tastaturutforming basert ")
  }
  /// A word English lists and the language does not, typed as it is
  /// written, stays: technical text in every language is full of them.
  func testAnEnglishWordTypedRightStaysInAnotherLanguage() throws {
    for tag in ["da", "nb", "sv", "fi", "pl"] {
      try check(tag, "window_kernel_thread_parser_", "window kernel thread parser ")
    }
    // English is read with the language's own words, where its letters
    // can be typed at all.
    for (tag, asked) in [("da", ["da", "en"]), ("ru", ["ru"]), ("el", ["el"])] {
      start([tag])
      effects.removeAll()
      let key = try XCTUnwrap(
        session.machine.keyboard.geometry(.abc).keys.first { $0.letter != nil })
      try step(.touchDown(id: 1, at: key.frame.center))
      XCTAssertEqual(effects, asked.map { .loadWords($0) }, tag)
    }
  }

  // A word no list has takes the accents of the listed words that begin
  // or end as it does, unless its letters read as English rather than the
  // language's (a program's name: `ForeignLetters`).
  func testAWordWhoseLettersReadAsEnglishGetsNoAccents() throws {
    try check("cs", "prepend_rafkill_", "prepend rafkill ")
    try check("cs", "implicitnim_", "implicitním ")
    // An ending is judged alone: the language's endings go on English stems.
    try check("pl", "backendow_", "backendów ")
  }

  // The word before, where the pairs never saw it: what it says of the
  // ending (TAG.endings) chooses between forms typed on the same keys.
  func testTheWordBeforeChoosesTheEndingOfAFormItWasNeverSeenWith() throws {
    try check("pl", "z_kolejna_", "z kolejną ")
    try check("pl", "pod_ziemia_", "pod ziemią ")
    try check("cs", "novych_souboru_", "nových souborů ")
    try check("cs", "dalsich_radku_", "dalších řádků ")
  }

  // The next word's first letter (TAG.beginnings) chooses between words
  // typed on the same keys: Polish and Czech "ze" before s, z, w, "że" and
  // "že" before anything; typed "ze", the commoner "że" is put in, and
  // the next word puts "ze" back.
  func testTheNextWordsFirstLetterChoosesTheWordBefore() throws {
    try check("pl", "odczytywane_ze_standardowego_", "odczytywane ze standardowego ")
    try check("pl", "wiadomo_ze_to_", "wiadomo że to ")
    try check("cs", "lze_ze_standardniho_", "lze ze standardního ")
  }

  // Czech, Finnish and Polish keep 300,000 counted words: each of these
  // is past the 150,000 commonest, tapped on its base keys (Finnish has
  // keys of its own for ä and ö: there a slip beside k is put right).
  func testTheLongerListsKnowFormsPastTheCommonest() throws {
    try check("cs", "zivotaschopnou_", "životaschopnou ")
    try check("fi", "ääriesimerjki_", "ääriesimerkki ")
    try check("pl", "swierkowym_", "świerkowym ")
  }

  // Turkish's counted words are few (60,000); its list grows with the
  // forms of Debian's tr_TR dictionary (MPL-2.0), the forms of the
  // commonest stems first. Each of these is a form wordfreq never counted,
  // with one tap on the key to the right of its letter.
  func testTurkishKnowsFormsItsDictionaryMakes() throws {
    try check("tr", "satır>a_", "satıra ")
    try check("tr", "ileti>si_", "iletisi ")
    try check("tr", "görüntül>e_", "görüntüle ")
  }

  /// A form no list has, typed as it is spelt, of a listed stem and a
  /// suffix hundreds of listed words end with, stays as typed: scored as
  /// any word no list has, "kipine" became "kiline", "iletileri"
  /// "ilerileri", Finnish "kansiolle" "kansoille". A slip whose
  /// letters end as few words do is still mended ("kilidini" with its
  /// last i on o's edge).
  func testAFormOfAListedStemAndSuffixStaysAsTyped() throws {
    let typed = [
      ("tr", "kipine_iletileri_", "kipine iletileri "),
      ("fi", "kansiolle_muunna_", "kansiolle muunna "),
      ("tr", "kilidini>_", "kilidini "),
    ]
    for (tag, keys, expected) in typed { try check(tag, keys, expected) }
  }

  /// Letters typed in small letters that are a name's (Czech Radek, six
  /// times as common as řádek) are the word on the same keys without a
  /// capital; a capital tapped mid-sentence says the name was meant.
  func testANameTypedInSmallLettersGivesWayToTheWordOnItsKeys() throws {
    try check("cs", "sbali_radek_", "sbalí řádek ")
    start(["cs"])
    try type("pozdrav_")
    try tap("shift")
    try type("radek_")
    XCTAssertEqual(text, "pozdrav Radek ")
  }

  /// A space tapped on b, above the bar, between two Turkish words: the
  /// run is no word of the list, and no word the list lacks either, for
  /// no listed word has "nbd" in it; "düzbmetni" ("zbm") alike. A Turkish
  /// word the list lacks whose letters run as listed words' do stays
  /// whole: "kaydedilebilirse" ("ebi", "bil").
  func testASpaceOnBBetweenTurkishWords() throws {
    try check("tr", "yazarkenbdüzelt_düzbmetni_", "yazarken düzelt düz metni ")
    try check("tr", "kaydedilebilirse_", "kaydedilebilirse ")
  }

  /// Turkish i's capital is İ, and I's small letter ı: a word typed with
  /// shift on i keeps its İ, a corrected word takes it, and a word typed
  /// with shift on ı is read as the ı word it is.
  func testTurkishCapitalsKeepTheDotOnI() throws {
    start(["tr"])
    try tap("shift")
    try type("için_")
    try tap("shift")
    try type("ilet>isi_")
    try tap("shift")
    try type("ısı_")
    XCTAssertEqual(text, "İçin İletisi Isı ")
  }

  func testFrenchElisions() throws { try check("fr", "cest_lhomme_", "c'est l'homme ") }
  func testItalianElisions() throws { try check("it", "dellanno_lanno_", "dell'anno l'anno ") }
  func testSpanish() throws { try check("es", "tambien_aqui_", "también aquí ") }
  func testItalian() throws { try check("it", "perche_la_citta_", "perché la città ") }
  func testPortuguese() throws { try check("pt", "voce_nao_", "você não ") }
  func testDutch() throws { try check("nl", "het_is_ee>n_goed_idee_", "het is een goed idee ") }
  func testSwedish() throws { try check("sv", "jag_vet_inte_va>d_", "jag vet inte vad ") }
  func testDanish() throws { try check("da", "jeg_ved_ik>ke_", "jeg ved ikke ") }
  func testNorwegian() throws { try check("nb", "jeg_vet_ik>ke_", "jeg vet ikke ") }
  func testFinnish() throws { try check("fi", "kiit>os_paljon_", "kiitos paljon ") }
  func testPolish() throws { try check("pl", "zrodlo_sie_", "źródło się ") }
  func testCzech() throws { try check("cs", "dekuji_", "děkuji ") }
  func testTurkish() throws { try check("tr", "merh>aba_", "merhaba ") }
  func testRussian() throws { try check("ru", "спасибл_", "спасибо ") }
  func testUkrainian() throws { try check("uk", "дякуж_", "дякую ") }
  func testGreek() throws { try check("el", "καλημερα_", "καλημέρα ") }

  // The word before (TAG.pairs, counted in Debian's translated manuals):
  // each of these is typed on the same keys as a commoner word, and only
  // the word before chooses it. Each fails without the language's pairs.
  // Danish, Finnish, Swedish and Turkish have too few pairs to choose a
  // common word here; Ukrainian's letters each have a key of their own.

  func testFrenchContext() throws { try check("fr", "elle_configure_", "elle configure ") }
  func testSpanishContext() throws { try check("es", "yo_utilizo_", "yo utilizo ") }
  func testItalianContext() throws { try check("it", "mi_contatto_", "mi contattò ") }
  func testPortugueseContext() throws { try check("pt", "ela_prove_", "ela provê ") }
  func testGermanContext() throws { try check("de", "system_weist_", "System weist ") }
  func testDutchContext() throws { try check("nl", "is_oke_", "is oké ") }
  func testNorwegianContext() throws { try check("nb", "minst_en_", "minst én ") }
  func testPolishContext() throws { try check("pl", "przed_migracja_", "przed migracją ") }
  func testCzechContext() throws { try check("cs", "se_zadanym_", "se zadaným ") }
  func testRussianContext() throws { try check("ru", "на_жестком_", "на жёстком ") }
  /// The Greek question mark sits at q's place, beside ς and above α: a
  /// word it would end or cut that reads far better with the letter gets
  /// the letter; a word that is one already keeps its question.
  func testAGreekTapOnTheQuestionMarkMeantForALetter() throws {
    try check("el", "λιστ;_", "λίστα ")
    try check("el", "ονομ;τα_", "ονόματα ")
    try check("el", "τι;", "τι;")
  }
  func testGreekContext() throws { try check("el", "των_συμβουλων_", "των συμβουλών ") }
  /// A lone letter takes its key's accent when the word before says so,
  /// and keeps it bare when the word before says that.
  func testALoneLetterTakesTheAccentTheWordBeforeChooses() throws {
    try check("it", "non_e_il_file_e_la_directory_", "non è il file e la directory ")
  }
  func testALoneLetterInPortugueseAndFrench() throws {
    try check("pt", "nao_e_", "não é ")
    try check("fr", "il_a_grace_a_", "il a grâce à ")
  }
  /// A word no list has, typed without its accents, takes those of the
  /// listed words that end as it does; one whose ending no accent marks
  /// stays as typed.
  func testAWordNoListHasTakesTheAccentsOfItsEnding() throws {
    try check("el", "εκτελεσμενης_αναδρομικοτητας_", "εκτελεσμένης αναδρομικότητας ")
    try check("cs", "implicitnim_selinux_", "implicitním selinux ")
    try check("es", "contenedorizacion_", "contenedorización ")
    try check("pl", "kontenerowalnosc_", "kontenerowalność ")
  }
  /// A word no list has, typed without its accents, takes those of the
  /// listed words that begin as it does (its stem's other forms), the
  /// ending's where the ending has one; not in Greek, where the stress
  /// and its one accent move between a stem's forms.
  func testAWordNoListHasTakesTheAccentsOfItsBeginning() throws {
    try check("pl", "myslniku_przelaczen_", "myślniku przełączeń ")
    try check("cs", "neprerusitelnem_", "nepřerušitelném ")
    try check("el", "κλιμακωσιμη_", "κλιμακώσιμη ")
  }
  /// A long word no list has, one tap of which landed just over the
  /// border on the next key, is mended where that key's letter makes it
  /// begin and end as listed words do; the same taps at the keys' centres
  /// are what was meant.
  func testASlipInAWordNoListHasIsMended() throws {
    try check("fi", "val>itsinten_", "valitsinten ")
    try check("pl", "podzes>taw_", "podzestaw ")
    try check("tr", "görüntüleye>cektir_", "görüntüleyecektir ")
    try check("fi", "vaöitsinten_", "vaöitsinten ")
  }
  /// A compound of three listed words, a slip in its last part, is read
  /// as the three: the first two as typed, the last mended.
  func testACompoundOfThreeWordsIsMendedInItsLastPart() throws {
    try check("nb", "flyttallsve>rdier_", "flyttallsverdier ")
    try check("de", "systemdateiname>n_", "Systemdateinamen ")
  }
  /// A word typed as the list has it is split at a bottom-row tap only
  /// when the two words are far likelier ("for at" is a common pair in
  /// Norwegian, "format" a word).
  func testAListedWordIsNotSplitForACommonPair() throws {
    try check("nb", "i_kort_format_", "i kort format ")
  }
  /// "i" is English's pronoun, written I; elsewhere it is a word of its
  /// own ("and" in Polish and Czech, "in" in Swedish and Norwegian) and
  /// stays as typed.
  func testOnlyEnglishWritesIAsACapital() throws {
    try check("pl", "kot_i_pies_", "kot i pies ")
    try check("sv", "bor_i_stan_", "bor i stan ")
    try check("en", "and_i_am_", "and I am ")
  }
  /// The words that share an ending may spell it two ways, agreeing on
  /// one accent and not another: each letter takes the accent most of
  /// them give it there (Czech "-ítkové" beside "-ítkově" and "-itkové";
  /// "-ramové" beside "-rámové" and "-ramově").
  func testEachLetterOfAnEndingTakesTheAccentMostWordsGiveIt() throws {
    try check("cs", "nelomitkove_", "nelomítkové ")
    try check("cs", "datagramove_", "datagramové ")
  }
  /// A lone letter the language does not write (Polish q), tapped
  /// beside the one-letter word the words around it ask for, is that word.
  func testALoneLetterTheLanguageDoesNotWriteIsTheWordBesideIt() throws {
    start(["pl"])
    try type("jest_to_miejsce_")
    try tap("q", cells: 0.4)
    try type("_ktorym_")
    XCTAssertEqual(text, "jest to miejsce w którym ")
  }
  /// A one-letter word whose tap landed on the row beside it (в on ч,
  /// η on θ, a on q) is put in at the next break where it makes the word
  /// after it likelier by that word's ending, though no pair lists the two.
  func testALoneLetterIsTheWordWhoseEndingTheWordAfterHas() throws {
    for (tag, before, key, rows, after, expected) in [
      ("ru", "", "в", 0.6, "_таблице_", "в таблице "),
      ("ru", "я_живу_", "в", 0.6, "_москве_", "я живу в Москве "),
      ("el", "", "η", -0.6, "_αναδρομικη_", "η αναδρομική "),
      ("cs", "historie_", "a", -0.6, "_rychle_", "historie a rychle "),
    ] {
      start([tag])
      try type(before)
      try tap(key, rows: rows)
      try type(after)
      XCTAssertEqual(text, expected, tag)
    }
  }
  /// The word after chooses the accent of the word before it, put in
  /// place at the break after the word after.
  func testTheWordAfterChoosesTheAccentBefore() throws {
    // No pair lists these: the endings weigh them ("dobra" after
    // "bardzo" could be either form; "jakością" says which).
    try check("pl", "z_bardzo_dobra_jakoscia_", "z bardzo dobrą jakością ")
    try check("it", "il_file_e_una_copia_", "il file è una copia ")
    try check("pt", "o_pacote_e_um_", "o pacote é um ")
    try check("pt", "o_jogo_e_uma_", "o jogo é uma ")
  }
  /// The word after weighs each form of the word before alike where no
  /// pair lists it after either: a common form's long row of pairs held
  /// every other word under its least pair, so the rarer form won ("é
  /// alto", "changé de", "částí a").
  func testTheWordAfterWeighsEachFormBeforeAlike() throws {
    try check("pt", "baixo_e_alto_", "baixo e alto ")
    try check("pt", "cache_a_quantidade_", "cache a quantidade ")
    try check("fr", "change_de_repertoire_pour_", "change de répertoire pour ")
    try check("cs", "nelomitkove_casti_a_koncova_", "nelomítkové části a koncová ")
  }
  /// A word no list has, its a tapped on shift's top edge: the shift
  /// is read as the a it missed, not as a capital for the letter after
  /// it ("dTagramovy"), and the word then takes its ending's accents. A
  /// capital put in with a tap at shift's centre stays.
  func testAShiftTapInAWordNoListHasIsTheLetterItMissed() throws {
    start(["cs"])
    try type("neplatny_")
    try tap("d")
    let shift = try XCTUnwrap(session.machine.keyboard.geometry(.abc).key(id: "shift")?.frame)
    let a = try XCTUnwrap(session.machine.keyboard.geometry(.abc).key(id: "a")?.frame)
    let p = Point(x: min(shift.maxX - 2, a.midX), y: shift.minY + 2)
    try step(.touchDown(id: 1, at: p))
    try step(.touchUp(id: 1, at: p))
    try type("tagramovy_")
    XCTAssertEqual(text, "neplatný datagramový ")
    try type("xmlk")
    try tap("shift")
    try type("nihovna_")
    XCTAssertEqual(text, "neplatný datagramový xmlkNihovna ")
  }
  /// A long run the lists lack is as rare as a part of a split as it is
  /// whole: "preservan las versiones" typed with both spaces on v, its
  /// head, read as one word the lists lack, is no likelier for being cut
  /// off a listed "es" at a tap on n ("preservanvlasvversio es").
  func testAPartOfASplitTheListsLackIsAsRareForItsLengthAsTheWhole() throws {
    start(["es"])
    try type("preservanvlasvversiones_")
    XCTAssertEqual(text, "preservan las versiones ")
  }
  /// A tap above the globe under z (in the gap between the rows) while
  /// words are being typed, or on its top edge in the middle of a word, is
  /// the z it missed, not a change of language mid-sentence (Polish
  /// "razem z informacjami" lost its z and became English from there). A
  /// tap at the globe's middle, on its top edge between words, or above
  /// it before anything is typed, changes the language.
  func testATapOnTheGlobesTopEdgeWhileTypingIsTheLetterAboveIt() throws {
    start(["pl", "en"])
    let geometry = session.machine.keyboard.geometry(.abc)
    let globe = try XCTUnwrap(geometry.key(id: "globe")?.frame)
    let z = try XCTUnwrap(geometry.key(id: "z")?.frame)
    let gap = Point(x: z.midX, y: globe.minY - 2)
    let edge = Point(x: z.midX, y: globe.minY + 2)
    try tap(at: gap)
    XCTAssertEqual(session.machine.keyboard.mode?.id, "en", "nothing typed yet: the globe")
    try tap("globe")
    XCTAssertEqual(session.machine.keyboard.mode?.id, "pl")
    try type("razem_")
    try tap(at: gap)
    try type("_informacjami_ra")
    try tap(at: edge)
    try type("em_")
    XCTAssertEqual(text, "razem z informacjami razem ")
    XCTAssertEqual(session.machine.keyboard.mode?.id, "pl")
    try tap(at: edge)
    XCTAssertEqual(session.machine.keyboard.mode?.id, "en", "between words, its edge")
  }
  /// A tap above return's visible key (in the gap between the rows) right
  /// after a space the user tapped is the letter over return that a
  /// finger reaching for a word's first letter missed ("kdy máte": "kdy",
  /// a new line, "ate"). Inside return's key, or after the space a chosen
  /// word brought (`enter` takes it back), it is return.
  func testATapAboveReturnAfterATypedSpaceIsTheLetterAboveIt() throws {
    start(["cs"])
    let geometry = session.machine.keyboard.geometry(.abc)
    let enter = try XCTUnwrap(geometry.key(id: "return")?.frame)
    let m = try XCTUnwrap(geometry.key(id: "m")?.frame)
    let gap = Point(x: m.midX, y: enter.minY - 2)
    XCTAssertEqual(geometry.keyIndex(at: gap).map { geometry.keys[$0].id }, "return")
    try type("vam_kdy_")
    try tap(at: gap)
    try type("ate_")
    XCTAssertEqual(text, "vám kdy máte ")
    try tap(at: Point(x: m.midX, y: enter.minY + 2))
    XCTAssertEqual(text, "vám kdy máte \n", "inside return's key: return")
    try type("ted")
    let layout = try XCTUnwrap(session.machine.view.strip?.layout)
    let words = session.machine.view.strip?.words ?? []
    let i = try XCTUnwrap(words.firstIndex { $0.text == "teď" }, "\(words)")
    try tap(at: layout.wordSlot(i).center)
    XCTAssertEqual(text, "vám kdy máte \nteď ")
    try tap(at: gap)
    XCTAssertEqual(text, "vám kdy máte \nteď\n", "after a chosen word's space: return")
  }
  /// A space tapped on v between two listed words, where the run as one
  /// word has letters either side of the v that no listed word has in a
  /// row ("rvb"): two words, however long the run (a run the lists lack,
  /// scored by its length alone, beat the two words by e^2:
  /// "editorvbinárních").
  func testASpaceOnTheLettersWhereNoWordHasTheRunIsASpace() throws {
    try check("cs", "editorvbinarnich_", "editor binárních ")
  }
  /// A tap meant for l that landed on BackSpace's top edge erased the k
  /// before it: the letters left, "ice", are a listed word only as the
  /// name Ice, so the word read with the k put back and the tap as l
  /// ("klíče") takes their place.
  func testAnLErasedByBackSpaceComesBackBeforeLettersOnlyANameHas() throws {
    start(["cs"])
    try type("otisk_k")
    let geometry = session.machine.keyboard.geometry(.abc)
    let backspace = try XCTUnwrap(geometry.key(id: "backspace")?.frame)
    let l = try XCTUnwrap(geometry.key(id: "l")?.frame)
    let p = Point(x: max(l.midX, backspace.minX + 2), y: backspace.minY - 4)
    XCTAssertEqual(geometry.keyIndex(at: p).map { geometry.keys[$0].id }, "backspace")
    try step(.touchDown(id: 1, at: p))
    try step(.touchUp(id: 1, at: p))
    try type("ice_")
    XCTAssertEqual(text, "otisk klíče ")
  }
}
