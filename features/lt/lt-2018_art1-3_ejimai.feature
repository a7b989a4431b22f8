# language: lt
@lt-2018 @art-3
Savybė: 1–3 straipsniai. Partijos tikslas, pradinė padėtis ir figūrų ėjimai (2018 m. vertimas į lietuvių kalbą)
  FIDE šachmatų taisyklių, galiojančių nuo 2018 m. sausio 1 d., vertimas į
  lietuvių kalbą. Žymos nurodo vertimo numeraciją: 1 straipsnio punktai vertime
  nenumeruoti, todėl jie žymimi „@art-1-bullet-n“ (n-tasis punktas). Padėtys
  pateikiamos FEN, ėjimai – pradiniu ir galiniu langeliu (UCI), o sužaisti
  ėjimai užrašomi lietuviškomis raidėmis: K karalius, V valdovė, B bokštas,
  R rikis, Ž žirgas. Laukai, į kuriuos galima eiti, nustatyti ranka pagal
  vertimo tekstą.

  @art-1-bullet-2 @art-2.2
  Scenarijus: Pradinėje padėtyje pirmieji eina baltieji ir turi 20 leistinų ėjimų
    Duota pradinė padėtis
    Tada leistinų ėjimų yra 20
    Ir žirgas iš g1 gali eiti į laukus "f3 h3"

  @art-1-bullet-4-sub-bullet-2 @art-3.9.2
  Scenarijus: Negalima palikti savo karaliaus šachuojamo
    Duota padėtis "4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1"
    Tada žaidėjo, kurio eilė eiti, karaliui paskelbtas šachas
    Ir leistini ėjimai yra "e1d1 e1f1 e1e2"

  @art-3.1
  Scenarijus: Negalima eiti į savo figūros užimtą lauką, varžovo figūrą galima nukirsti
    Duota padėtis "4k3/8/8/2p5/8/1N6/3P4/4K3 w - - 0 1"
    Tada žirgas iš b3 gali eiti į laukus "a1 a5 c1 c5 d4"

  @art-3.2
  Scenarijus: Rikiu galima eiti į bet kurį langelį jo įstrižainėse
    Duota padėtis "4k3/8/8/8/3B4/8/8/4K3 w - - 0 1"
    Tada rikis iš d4 gali eiti į laukus "a1 b2 c3 e5 f6 g7 h8 a7 b6 c5 e3 f2 g1"

  @art-3.3
  Scenarijus: Bokštu galima eiti į bet kurį jo gulstinės ar statinės langelį
    Duota padėtis "4k3/8/8/8/3R4/8/8/4K3 w - - 0 1"
    Tada bokštas iš d4 gali eiti į laukus "d1 d2 d3 d5 d6 d7 d8 a4 b4 c4 e4 f4 g4 h4"

  @art-3.4 @art-3.5
  Scenarijus: Valdovė negali peršokti kelyje esančių figūrų
    Duota padėtis "4k3/8/8/8/8/8/1PPP4/1NQK4 w - - 0 1"
    Tada valdovė iš c1 negali eiti niekur

  @art-3.6
  Scenarijus: Žirgas peršoka kitas figūras
    Duota pradinė padėtis
    Tada žirgas iš b1 gali eiti į laukus "a3 c3"

  @art-3.7.1 @art-3.7.2
  Scenarijus: Pėstininkas pirmuoju ėjimu gali paeiti vieną arba du langelius
    Duota pradinė padėtis
    Ir sužaisti ėjimai "e4 e5"
    Tada pėstininkas iš d2 gali eiti į laukus "d3 d4"
    Ir pėstininkas iš e4 negali eiti niekur

  @art-3.7.3
  Scenarijus: Pėstininkas kerta įstrižai į priekį
    Duota pradinė padėtis
    Ir sužaisti ėjimai "e4 d5 Žc3 f5"
    Tada pėstininkas iš e4 gali eiti į laukus "e5 d5 f5"

  @art-3.7.4.1 @art-3.7.4.2
  Scenarijus: Kirtimas prasilenkiant leidžiamas tik iš karto po dviejų langelių ėjimo
    Duota pradinė padėtis
    Ir sužaisti ėjimai "e4 Žf6 e5 d5"
    Tada ėjimas "e5d6" leistinas
    Ir sužaidus "e5d6" gaunama padėtis "rnbqkb1r/ppp1pppp/3P1n2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3"

  @art-3.7.4.2
  Scenarijus: Praleidus progą, kirsti prasilenkiant vėliau nebegalima
    Duota pradinė padėtis
    Ir sužaisti ėjimai "e4 Žf6 e5 d5 Žf3 Žc6"
    Tada ėjimas "e5d6" draudžiamas

  @art-3.7.5.1 @art-3.7.5.2
  Scenarijus: Virsmas: pėstininkas keičiamas į valdovę, bokštą, rikį ar žirgą
    Duota padėtis "8/1P5k/8/8/8/8/8/4K3 w - - 0 1"
    Tada ėjimas "b7b8q" leistinas
    Ir ėjimas "b7b8r" leistinas
    Ir ėjimas "b7b8b" leistinas
    Ir ėjimas "b7b8n" leistinas
    Ir ėjimas "b7b8" draudžiamas

  @art-3.8.1
  Scenarijus: Karaliumi einama į gretimą langelį, kurio nepuola varžovo figūros
    Duota padėtis "4k3/8/8/8/8/8/8/1r2K3 w - - 0 1"
    Tada karalius iš e1 gali eiti į laukus "d2 e2 f2"

  @art-3.8.2
  Scenarijus: Rokiruotė karaliaus ir valdovės sparne
    Duota padėtis "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
    Tada ėjimas "e8g8" leistinas
    Ir ėjimas "e8c8" leistinas
    Ir sužaidus "e8g8" gaunama padėtis "r4rk1/8/8/8/8/8/8/R3K2R w KQ - 1 2"

  @art-3.8.2.1.1 @art-3.8.2.1.2
  Scenarijus: Rokiruotės teisė prarandama, jeigu karalius arba tas bokštas jau judėjo
    Duota padėtis "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    Ir sužaisti ėjimai "Ba2 Ke7 Ba1 Ke8"
    Tada ėjimas "e1c1" draudžiamas
    Ir ėjimas "e1g1" leistinas

  @art-3.8.2.2.1
  Scenarijus: Rokiruotė laikinai negalima, kai langelį, kuriame stovi karalius, puola varžovo figūra
    Duota padėtis "4k3/8/8/8/8/8/8/R3K1r1 w Q - 0 1"
    Tada žaidėjo, kurio eilė eiti, karaliui paskelbtas šachas
    Ir ėjimas "e1c1" draudžiamas

  @art-3.8.2.2.2
  Scenarijus: Rokiruotė laikinai negalima, kai tarp karaliaus ir bokšto yra figūra
    Duota padėtis "4k3/8/8/8/8/8/8/4KB1R w K - 0 1"
    Tada ėjimas "e1g1" draudžiamas

  @art-3.10.3
  Scenarijus: Padėtis, kurios negalima pasiekti leistinais ėjimais, yra neteisėta
    Duota padėtis "4k3/8/8/8/8/8/8/3KR3 w - - 0 1"
    Tada padėtis atmetama kaip neleistina

  @art-2-unnumbered-after-2.2
  Scenarijus: Pradinė padėtis: po 16 figūrų kiekvienai pusei
    Duota pradinė padėtis
    Tada sužaidus "e2e4" gaunama padėtis "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"

  @art-3.1.1
  Scenarijus: Nukirsta figūra pašalinama iš lentos
    Duota padėtis "4k3/8/8/3p4/4B3/8/8/4K3 w - - 0 1"
    Tada sužaidus "e4d5" gaunama padėtis "4k3/8/8/3B4/8/8/8/4K3 b - - 0 1"

  @art-3.1.2 @art-3.1.3 @art-3.9.1
  Scenarijus: Surištas rikis vis tiek puola laukus: karalius negali ten eiti
    Duota padėtis "5k2/8/8/8/8/5b2/8/2K2R2 w - - 0 1"
    Tada karalius iš c1 gali eiti į laukus "b1 b2 c2 d2"
    Ir ėjimas "c1d1" draudžiamas

  @art-3.10.1 @art-3.10.2
  Scenarijus: Ėjimas į savo figūros užimtą langelį nėra leistinas
    Duota pradinė padėtis
    Tada ėjimas "g1e2" draudžiamas
    Ir ėjimas "g1f3" leistinas

  @art-2.2 @cap-notation
  Scenarijaus šablonas: Figūros užrašomos 2.2 straipsnio raidėmis (K, V, B, R, Ž)
    Duota padėtis "<padėtis>"
    Tada ėjimas "<ėjimas>" užrašomas "<užrašas>"
    Ir užrašas "<užrašas>" reiškia ėjimą "<ėjimas>"

    Pavyzdžiai:
      | padėtis                         | ėjimas | užrašas | figūra      |
      | 4k3/8/8/8/8/8/8/4K1N1 w - - 0 1 | g1f3   | Žf3     | žirgas      |
      | 4k3/8/8/8/8/8/8/4KB2 w - - 0 1  | f1c4   | Rc4     | rikis       |
      | 4k3/8/8/8/8/8/8/R3K3 w - - 0 1  | a1a5   | Ba5     | bokštas     |
      | 4k3/8/8/8/8/8/8/3QK3 w - - 0 1  | d1d3   | Vd3     | valdovė     |
      | 4k3/8/8/8/8/8/8/4K3 w - - 0 1   | e1d2   | Kd2     | karalius    |
      | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 | e2e4   | e4      | pėstininkas |
