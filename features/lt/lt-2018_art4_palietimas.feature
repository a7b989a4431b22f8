# language: lt
@lt-2018 @art-4
Savybė: 4 straipsnis. Paliesta figūra: kurį ėjimą privaloma atlikti (2018 m. vertimas į lietuvių kalbą)
  Teisėjas sprendžia pagal varžovo pretenziją, ar atliktas ėjimas atitinka
  palietimo taisyklę: taisyklę pažeidžiantis ėjimas neleidžiamas, ir žaidėjas
  turi atlikti taisyklės reikalaujamą ėjimą. Laukai nurodomi ta tvarka, kuria
  figūros buvo paliestos, ėjimai rašomi laukų koordinatėmis (e2e4, e1g1 –
  rokiruotė, e7e8q – pėstininko pavertimas). Laukiami rezultatai apskaičiuoti
  ranka pagal vertimo tekstą.

  Nukrypimai (rules/translations/lt-2018.md): D5 – vertimo 4.3.3 straipsnis
  kalba tik apie po vieną kiekvienos spalvos figūrą; D7 – 4.4.2 straipsnis
  draudžia rokiruotę į tą pusę nenurodydamas, kad tik tuo ėjimu. Angliškas
  features/art4_touch_move.feature tose pačiose padėtyse rodo originalaus
  teksto rezultatą.

  @art-4.3.1
  Scenarijaus šablonas: Pirmiausia paliesta figūra, kuria galima eiti, privalo būti paėjusi (<paliesta>, <ėjimas>)
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Kai baltieji paliečia figūras laukuose "<paliesta>" ir atlieka ėjimą "<ėjimas>"
    Tada <sprendimas>

    Pavyzdžiai:
      | paliesta | ėjimas | sprendimas                                                  |
      | c1 g1    | e2e4   | teisėjas ėjimo neleidžia pagal straipsnį "4.3.1"           |
      | c1 g1    | g1f3   | ėjimas lieka galioti pagal straipsnį "4.3.1"               |

  @art-4.3.2
  Scenarijus: Paliestą varžovo pėstininką privaloma kirsti
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Ir partija pradedama iš padėties "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
    Kai baltieji paliečia figūrą lauke "d5" ir atlieka ėjimą "g1f3"
    Tada teisėjas ėjimo neleidžia pagal straipsnį "4.3.2"

  @art-4.3.3
  Scenarijus: Palietus savo ir varžovo figūrą, savąja privaloma kirsti varžovo figūrą
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Ir partija pradedama iš padėties "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
    Kai baltieji paliečia figūras laukuose "e4 d5" ir atlieka ėjimą "e4e5"
    Tada teisėjas ėjimo neleidžia pagal straipsnį "4.3.3"

  @art-4.3.3 @deviation @deviation-lt-2018-D5
  Scenarijus: Nukrypimas: apie dvi savo ir vieną varžovo figūrą vertimas nieko nesako
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Ir partija pradedama iš padėties "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
    Kai baltieji paliečia figūras laukuose "e4 c1 d5" ir atlieka ėjimą "e4d5"
    Tada straipsnis "4.3.3" nenurodo, kurį ėjimą privaloma atlikti, todėl sprendžia teisėjas

  @art-4.3.3
  Scenarijus: Vienu metu palietus savo ir varžovo figūrą, pirma laikoma paliesta savoji
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Ir partija pradedama iš padėties "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
    Kai baltieji vienu metu paliečia figūras laukuose "d5 g1" ir atlieka ėjimą "e4d5"
    Tada teisėjas ėjimo neleidžia pagal straipsnį "4.3.3"

  @art-4.4.1 @art-4.4.3
  Scenarijaus šablonas: Palietus karalių ir bokštą, privaloma rokiruotis, jei tai leistina (<padėtis>, <ėjimas>)
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Ir partija pradedama iš padėties "<fen>"
    Kai baltieji paliečia figūras laukuose "e1 h1" ir atlieka ėjimą "<ėjimas>"
    Tada <sprendimas>

    Pavyzdžiai:
      | padėtis                  | fen                                    | ėjimas | sprendimas                                         |
      | rokiruotė leistina       | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1   | e1f1   | teisėjas ėjimo neleidžia pagal straipsnį "4.4.1"  |
      | rokiruotė leistina       | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1   | e1g1   | ėjimas lieka galioti pagal straipsnį "4.4.1"      |
      | laukas f1 puolamas       | r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1 | e1c1   | ėjimas lieka galioti pagal straipsnį "4.4.3"      |

  @art-4.4.2
  Scenarijus: Palietus bokštą, o po to karalių, tuo ėjimu rokiruotis į tą pusę negalima
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Ir partija pradedama iš padėties "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    Kai baltieji paliečia figūras laukuose "h1 e1" ir atlieka ėjimą "e1g1"
    Tada teisėjas ėjimo neleidžia pagal straipsnį "4.4.2"

  @art-4.4.2 @art-4.5 @deviation @deviation-lt-2018-D7
  Scenarijus: Nukrypimas: palietus bokštą, o po to karalių, vertimas draudžia rokiruotę į tą pusę ir vėlesniais ėjimais
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Kai baltieji paliečia figūras laukuose "h1 e1" ir atlieka ėjimą "e2e4"
    Ir partijoje sužaisti ėjimai "e7e5 g1f3 b8c6 f1c4 f8c5"
    Ir baltieji paliečia figūras laukuose "e1 h1" ir atlieka ėjimą "e1g1"
    Tada pagal straipsnį "4.5" galima atlikti bet kurį leistiną ėjimą
    Ir teisėjas ėjimo neleidžia pagal straipsnį "4.4.3"

  @art-4.4.4 @art-4.7.3
  Scenarijaus šablonas: Pėstininko pavertimo figūra (<atvejis>)
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Ir partija pradedama iš padėties "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
    Kai <veiksmas>
    Tada teisėjas ėjimo neleidžia pagal straipsnį "<straipsnis>"

    Pavyzdžiai:
      | atvejis                              | veiksmas                                                                                                     | straipsnis |
      | valdovė palietė pavertimo lauką      | baltieji paliečia pavertimo lauką valdove, versdami pėstininką iš lauko "e7", ir atlieka ėjimą "e7e8n"       | 4.4.4      |
      | žirgas paleistas pavertimo lauke     | baltieji paleidžia žirgą pavertimo lauke "e8", versdami pėstininką iš lauko "e7", ir atlieka ėjimą "e7e8q"   | 4.7.3      |

  @art-4.5 @art-4.2.1
  Scenarijaus šablonas: Jokio įpareigojimo: <atvejis>
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Ir partija pradedama iš padėties "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
    Kai <veiksmas>
    Tada pagal straipsnį "<straipsnis>" galima atlikti bet kurį leistiną ėjimą

    Pavyzdžiai:
      | atvejis                               | veiksmas                                                                        | straipsnis |
      | paliestas rikis negali eiti           | baltieji paliečia figūrą lauke "c1" ir atlieka ėjimą "g1f3"                     | 4.5        |
      | žaidėjas iš anksto pasakė „j'adoube“  | baltieji pasako "j'adoube", pataiso figūrą lauke "g1" ir atlieka ėjimą "e4e5"   | 4.2.1      |

  @art-4.7.1 @art-4.7.2
  Scenarijaus šablonas: Paleista figūra nebegali būti perkelta į kitą lauką (<atvejis>)
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Ir partija pradedama iš padėties "<fen>"
    Kai baltieji figūrą iš lauko "<iš>" paleidžia lauke "<į>" ir atlieka ėjimą "<ėjimas>"
    Tada teisėjas ėjimo neleidžia pagal straipsnį "<straipsnis>"

    Pavyzdžiai:
      | atvejis                   | fen                                                           | iš | į  | ėjimas | straipsnis |
      | kirtimas lauke d5         | rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2 | e4 | d5 | e4e5   | 4.7.1      |
      | karalius paleistas g1     | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                          | e1 | g1 | e1f1   | 4.7.2      |

  @art-4.8
  Scenarijus: Varžovas, pats palietęs figūrą, praranda teisę pareikšti pretenziją
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Kai baltieji paliečia figūrą lauke "g1" ir atlieka ėjimą "e2e4", o juodieji pareiškia pretenziją tik po to, kai patys palietė figūrą
    Tada teisė pareikšti pretenziją prarasta pagal straipsnį "4.8"
    Ir partija tęsiama
