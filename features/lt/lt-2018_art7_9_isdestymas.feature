# language: lt
@lt-2018 @art-7 @art-9
Savybė: 7.2, 7.3 ir 9.4 straipsniai. Neteisingas figūrų išdėstymas, sukeistos spalvos, teisė reikalauti lygiųjų (2018 m. vertimas į lietuvių kalbą)
  Teisėjo sprendimai pagal įvykių žurnalą, remiantis lietuvišku 2018 m.
  taisyklių vertimu. Ėjimai rašomi laukų koordinatėmis. Laukiami rezultatai
  apskaičiuoti ranka pagal vertimo tekstą.

  @art-7.2.1
  Scenarijus: Paaiškėjus, kad pradinė figūrų padėtis buvo neteisinga, partija anuliuojama
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Ir partijoje sužaisti ėjimai "e2e4 e7e5 g1f3 b8c6"
    Kai teisėjas nustato, kad pradinė figūrų padėtis buvo neteisinga
    Tada partija anuliuojama ir žaidžiama nauja partija
    Ir teisėjas remiasi straipsniu "7.2.1"

  @art-7.2.2
  Scenarijus: Netinkama kryptimi padėta lenta: padėtis perkeliama į teisingai padėtą lentą, partija tęsiama
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Ir partijoje sužaisti ėjimai "e2e4 e7e5 g1f3 b8c6"
    Kai teisėjas nustato, kad šachmatų lenta padėta netinkama kryptimi
    Tada partija tęsiama
    Ir teisėjas remiasi straipsniu "7.2.2"

  @art-7.3
  Scenarijaus šablonas: Partija pradėta sukeistomis spalvomis: po <ėjimai> ėjimų
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Ir partijoje sužaisti ėjimai "<sužaista>"
    Kai teisėjas nustato, kad partija pradėta sukeistomis spalvomis
    Tada <sprendimas>
    Ir teisėjas remiasi straipsniu "7.3"

    Pavyzdžiai:
      | ėjimai | sužaista                                                                                            | sprendimas                                      |
      | 2      | e2e4 e7e5 g1f3 b8c6                                                                                 | žaidžiama nauja partija teisingomis spalvomis   |
      | 10     | e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 d2d3 d7d6 e1g1 g8f6 b1c3 e8g8 c1g5 c8g4 h2h3 h7h6 a2a3 a7a6 b2b3 b7b6 | partija tęsiama                                 |

  @art-9.4
  Scenarijus: Palietęs figūrą prieš reikalaudamas lygiųjų, žaidėjas tuo ėjimu praranda teisę jų reikalauti
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Ir partijoje sužaisti ėjimai "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8"
    Kai baltieji paliečia figūrą ir tada reikalauja lygiųjų: triskart pasikartojusi padėtis
    Tada rezultatas "*"
    Ir teisėjas remiasi straipsniu "9.4"
