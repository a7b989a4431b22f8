# language: lt
@lt-2018 @art-6 @art-7 @art-8 @art-10
Savybė: 5–10 straipsniai. Varžybų taisyklės: laikrodis, pažeidimai, užrašymas, lygiosios, taškai (2018 m. vertimas į lietuvių kalbą)
  Teisėjo sprendimai pagal įvykių žurnalą, remiantis lietuvišku 2018 m.
  taisyklių vertimu. Laikas nurodomas minutėmis ir sekundėmis; žurnale
  užrašomi tik pėstininkų ėjimai, kuriuos visos kalbos rašo vienodai.
  Laukiamos reikšmės apskaičiuotos ranka pagal vertimo tekstą.

  @art-5.1.2 @art-10.1
  Scenarijus: Pasidavęs žaidėjas pralaimi, varžovas gauna tašką
    Duota partija pagal lt-2018 su laiko kontrole "5400+30"
    Ir partijoje sužaisti ėjimai "e4 e5"
    Kai juodieji pasiduoda
    Tada rezultatas "1-0"
    Ir baltieji gauna 1 tšk., o juodieji gauna 0 tšk.

  @art-5.2.3 @art-9.1.2 @art-10.1 @art-10.2
  Scenarijus: Abiem žaidėjams atlikus bent po vieną ėjimą, sutartos lygiosios – po pusę taško
    Duota partija pagal lt-2018 su laiko kontrole "5400+30"
    Ir partijoje sužaisti ėjimai "e4 e5"
    Kai baltieji pasiūlo lygiąsias, o juodieji sutinka
    Tada rezultatas "1/2-1/2"
    Ir baltieji gauna 0.5 tšk., o juodieji gauna 0.5 tšk.

  @art-9.1.2
  Scenarijus: Atmetus lygiųjų pasiūlymą, partija tęsiama
    Duota partija pagal lt-2018 su laiko kontrole "5400+30"
    Ir partijoje sužaisti ėjimai "e4 e5"
    Kai baltieji pasiūlo lygiąsias, o juodieji atsisako
    Tada partija tęsiama

  @art-6.3.1 @art-6.3.2
  Scenarijus: Po kiekvieno ėjimo pridedamas papildomas laikas
    Duota partija pagal lt-2018 su laiko kontrole "900+10"
    Kai baltieji atlieka ėjimą "e4" galvoję 0:30
    Tada baltųjų laikrodis rodo 14:40
    Ir juodųjų laikrodis rodo 15:00

  @art-6.6 @art-6.7.1
  Scenarijus: Jei varžybų taisyklės vėlavimo laiko nenustato, jis lygus nuliui: pavėlavęs žaidėjas pralaimi
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Kai juodieji atvyksta prie lentos praėjus 0:00:01 nuo pradžios
    Tada rezultatas "1-0"
    Ir teisėjas remiasi straipsniu "6.7.1"

  @art-6.8 @art-6.9
  Scenarijus: Vėliavėlė laikoma nukritusia, kai tai pagrįstai praneša varžovas
    Duota partija pagal lt-2018 su laiko kontrole "5400+30"
    Ir partijoje sužaisti ėjimai "e4 e5"
    Kai juodieji praneša, kad nukrito baltųjų vėliavėlė
    Tada rezultatas "0-1"

  @art-6.9
  Scenarijus: Nukritus vėliavėlei, lygiosios, jei varžovas jokia leistinų ėjimų seka negali paskelbti mato
    Duota partija pagal lt-2018 su laiko kontrole "5400+30"
    Ir partija pradedama iš padėties "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    Kai teisėjas mato, kad nukrito baltųjų vėliavėlė
    Tada rezultatas "1/2-1/2"

  @art-7.5.1 @art-7.5.5
  Scenarijus: Už pirmą draudžiamą ėjimą varžovui pridedamos dvi minutės
    Duota partija pagal lt-2018 su laiko kontrole "5400+30"
    Ir baltųjų laikrodyje yra 30:00, o juodųjų laikrodyje 30:00
    Kai baltieji atlieka draudžiamą ėjimą
    Tada partija tęsiama
    Ir juodųjų laikrodis rodo 32:00

  @art-7.5.5
  Scenarijus: Antras to paties žaidėjo draudžiamas ėjimas – pralaimėjimas
    Duota partija pagal lt-2018 su laiko kontrole "5400+30"
    Kai baltieji atlieka draudžiamą ėjimą
    Ir baltieji atlieka draudžiamą ėjimą
    Tada rezultatas "0-1"

  @art-7.5.2
  Scenarijus: Pėstininkas paskutinėje gulstinėje be virsmo pakeičiamas valdove
    Duota partija pagal lt-2018 su laiko kontrole "5400+30"
    Ir partija pradedama iš padėties "8/4P2k/8/8/8/8/8/4K3 w - - 0 1"
    Ir baltųjų laikrodyje yra 30:00, o juodųjų laikrodyje 30:00
    Kai baltieji ėjimu "e7e8" nustumia pėstininką į paskutinę gulstinę ir paspaudžia laikrodį jo nepakeitę
    Tada teisėjas pakeičia pėstininką valdove
    Ir juodųjų laikrodis rodo 32:00

  @art-7.5.3
  Scenarijus: Laikrodžio paspaudimas neatlikus ėjimo laikomas draudžiamu ėjimu
    Duota partija pagal lt-2018 su laiko kontrole "5400+30"
    Ir baltųjų laikrodyje yra 30:00, o juodųjų laikrodyje 30:00
    Kai baltieji paspaudžia laikrodį neatlikę ėjimo
    Tada juodųjų laikrodis rodo 32:00

  @art-7.5.4
  Scenarijus: Ėjimas abiem rankomis laikomas draudžiamu ėjimu
    Duota partija pagal lt-2018 su laiko kontrole "5400+30"
    Ir baltųjų laikrodyje yra 30:00, o juodųjų laikrodyje 30:00
    Kai baltieji atlieka ėjimą "e4" abiem rankomis
    Tada juodųjų laikrodis rodo 32:00

  @art-8.4
  Scenarijus: Likus mažiau nei penkioms minutėms ir be 30 sekundžių priedo užrašinėti nebūtina
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Ir baltųjų laikrodyje yra 4:59, o juodųjų laikrodyje 30:00
    Tada baltieji neprivalo užrašinėti ėjimų
    Ir juodieji privalo užrašinėti ėjimus

  @art-9.5.2
  Scenarijus: Pagrįstas lygiųjų reikalavimas – partija iš karto baigiasi lygiosiomis
    Duota partija pagal lt-2018 su laiko kontrole "5400+30"
    Ir partija pradedama iš padėties "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    Ir partijoje sužaisti ėjimai "Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8"
    Kai baltieji reikalauja lygiųjų: triskart pasikartojusi padėtis
    Tada rezultatas "1/2-1/2"

  @art-9.5.3
  Scenarijus: Nepagrįstas lygiųjų reikalavimas – varžovui dvi papildomos minutės, partija tęsiama
    Duota partija pagal lt-2018 su laiko kontrole "5400+30"
    Ir baltųjų laikrodyje yra 5:00, o juodųjų laikrodyje 4:00
    Kai baltieji reikalauja lygiųjų: 50 ėjimų taisyklė
    Tada teisėjas atmeta reikalavimą
    Ir partija tęsiama
    Ir juodųjų laikrodis rodo 6:00

  @art-9.1.1
  Scenarijus: Varžybų taisyklės gali uždrausti sutarti lygiąsias iki tam tikro ėjimo
    Duota partija pagal lt-2018 su laiko kontrole "900+10"
    Ir varžybų taisyklės:
      """
      id: no-early-draws-lt-2018
      kind: regulations
      title: "No draw agreements before move 30"
      language: lt
      in_force: "2026-03-01"
      base: lt-2018
      event: "feature example"
      parameters:
        draws:
          agreement:
            article: "Reg. 4.2"
            value: {regulations_may_forbid: true, move_each_required: true, claim_counts_as_offer: true, forbidden: false, forbidden_before_move: 30}
      """
    Ir partijoje sužaisti ėjimai "e4 e5 d4 d5"
    Kai baltieji pasiūlo lygiąsias, o juodieji sutinka
    Tada susitarimas negalioja

  @art-6.7.2
  Scenarijus: Kai nė vieno žaidėjo nėra ir vėlavimo laikas nustatytas, baltieji praranda laiką iki atvykimo
    Duota partija pagal lt-2018 su laiko kontrole "5400"
    Ir varžybų taisyklės:
      """
      id: open-15-lt-2018
      kind: regulations
      title: "Open with a 15-minute default time"
      language: lt
      in_force: "2023-01-01"
      base: lt-2018
      event: "feature example"
      parameters:
        default:
          time:
            article: "Reg. 5"
            value: {minutes: 15, regulations_may_set: true}
      """
    Kai baltieji atvyksta prie lentos praėjus 0:05:00 nuo pradžios
    Ir juodieji atvyksta prie lentos praėjus 0:10:00 nuo pradžios
    Tada partija tęsiama
    Ir baltųjų laikrodis rodo 1:25:00
