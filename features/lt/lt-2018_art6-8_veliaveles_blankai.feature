# language: lt
@lt-2018 @art-6 @art-8
Savybė: 6.4, 8.5 ir 8.6 straipsniai. Nukritusi vėliavėlė ir neužpildyti blankai (2018 m. vertimas į lietuvių kalbą)
  Vos nukritus vėliavėlei, teisėjas patikrina 6.3.1 straipsnio reikalavimus:
  ar žaidėjas atliko periodui nustatytą ėjimų skaičių (6.4). Jei atliko,
  vėliavėlė žymi tik periodo laiko pabaigą: partija tęsiama, ir skaičiuojamas
  kito periodo laikas. Ėjimų skaičius nustatomas pagal teisėjo (8.5.1) ar
  varžovo (8.5.2) blanką arba atkūrus partiją kitoje lentoje (8.5.3); jei
  blankai neįrodo, kad laikas buvo viršytas, sekantis ėjimas laikomas pirmu
  kito periodo ėjimu (8.6). Apskaičiuota ranka: "2/3600:1800" – 2 ėjimai per
  60 minučių, paskui 30 minučių; "40/5400:1800" – 40 ėjimų per 90 minučių,
  paskui 30 minučių.

  @art-6.4
  Scenarijus: Atlikus abu periodo ėjimus, nukritusi vėliavėlė nereiškia pralaimėjimo
    Duota partija pagal lt-2018 su laiko kontrole "2/3600:1800"
    Ir partijoje sužaisti ėjimai "e4 e5 d4 d5"
    Kai teisėjas mato, kad nukrito baltųjų vėliavėlė
    Tada partija tęsiama
    Ir baltųjų laikrodis rodo 30:00
    Ir teisėjas remiasi straipsniu "6.4"

  @art-6.4
  Scenarijus: Trūkstant vieno ėjimo, nukritusi vėliavėlė reiškia pralaimėjimą
    Duota partija pagal lt-2018 su laiko kontrole "2/3600:1800"
    Ir partijoje sužaisti ėjimai "e4 e5 d4"
    Kai teisėjas mato, kad nukrito juodųjų vėliavėlė
    Tada rezultatas "1-0" pagal straipsnį "6.9"

  @art-8.5.1 @art-8.5.2 @art-8.5.3
  Scenarijaus šablonas: Neužpildyti blankai: <šaltinis> rodo <ėjimai>
    Duota partija pagal lt-2018 su laiko kontrole "40/5400:1800"
    Ir baltųjų laikrodyje yra 4:00, o juodųjų laikrodyje 3:00
    Ir partijoje sužaisti ėjimai "e4"
    Kai teisėjas mato, kad nukrito baltųjų vėliavėlė, o <šaltinis> rodo, kad jie buvo atlikę <ėjimai>
    Tada rezultatas "<rezultatas>"
    Ir baltųjų laikrodis rodo <laikrodis>

    Pavyzdžiai:
      | šaltinis           | ėjimai     | rezultatas | laikrodis | kodėl                                                |
      | teisėjo blankas    | 40 ėjimų   | *          | 30:00     | nė vienas nevedė užrašų (8.4): teisėjo blankas, 8.5.1 |
      | varžovo blankas    | 39 ėjimus  | 0-1        | 0:00      | užrašų nevedė tik baltieji: juodųjų blankas, 8.5.2   |
      | partijos atkūrimas | 40 ėjimų   | *          | 30:00     | nėra pilno blanko: atkūrimas kitoje lentoje, 8.5.3   |

  @art-8.6
  Scenarijus: Jei blankai neįrodo, kad laikas viršytas, sekantis ėjimas yra pirmas kito periodo ėjimas
    Duota partija pagal lt-2018 su laiko kontrole "40/5400:1800"
    Ir baltųjų laikrodyje yra 4:00, o juodųjų laikrodyje 3:00
    Ir partijoje sužaisti ėjimai "e4"
    Kai teisėjas mato, kad nukrito baltųjų vėliavėlė, o iš blankų neįmanoma nustatyti, ar buvo viršytas laikas
    Tada partija tęsiama
    Ir baltųjų laikrodis rodo 30:00
    Ir teisėjas remiasi straipsniu "8.6"
