# language: hu
@hu-2018 @art-A @art-B @art-I @art-III
Jellemző: A., B. függelék és I., III. útmutató — Rapid, villám, függő játszma, gyorsított befejezés (2018-as magyar fordítás)
  A rapid- és villámjátszma határai (A.1, B.1), a szabálytalan lépés rapidban
  (A.4.2), az egyperces büntetések villámjátszmában (B.2), a borítékolt lépés
  (I.8, I.9) és a gyorsított játszmabefejezés (III.4, III.5) a 2018-as magyar
  fordítás szerint. A határértékeket kézzel számoltuk: alapidő + 60 ×
  többletidő.

  @art-A.1 @art-B.1
  Forgatókönyv vázlat: A(z) <időbeosztás> időbeosztás besorolása
    Adott az időbeosztás: "<időbeosztás>"
    Akkor a "hu-2018" szerint ez <kategória>

    Példák:
      | időbeosztás | kategória      | miért                                     |
      | 600         | villámjátszma  | pontosan 10 perc: villám                  |
      | 601         | rapidjátszma   | 10 percnél több                           |
      | 540+2       | rapidjátszma   | 9 perc + 60 × 2 mp = 11 perc              |
      | 180+2       | villámjátszma  | 3 perc + 60 × 2 mp = 5 perc               |
      | 3599        | rapidjátszma   | 60 percnél kevesebb                       |
      | 3600        | standard játszma | pontosan 60 perc: sem rapid, sem villám |

  @art-A.3.1
  Forgatókönyv: Megfelelően felügyelt rapidjátszmában az első szabálytalan lépésért az ellenfél két percet kap
    Adott egy hu-2018 szerinti játszma "900+10" időbeosztással
    És világos óráján 10:00 van, sötét óráján 10:00
    Amikor világos szabálytalan lépést tesz
    Akkor a játszma folytatódik
    És sötét óráján 12:00 van

  @art-B.2 @art-B.3.1
  Forgatókönyv: Megfelelően felügyelt villámjátszmában a büntetés két perc helyett egy perc
    Adott egy hu-2018 szerinti játszma "180+2" időbeosztással
    És világos óráján 3:00 van, sötét óráján 3:00
    Amikor világos szabálytalan lépést tesz
    Akkor a játszma folytatódik
    És sötét óráján 4:00 van

  @art-I.8
  Forgatókönyv: Aki szabálytalan lépést borítékol, elveszíti a játszmát
    Adott egy hu-2018 szerinti játszma "40/7200:3600" időbeosztással
    És megtörténtek a következő lépések: "d4 d5"
    Amikor világos borítékolja a "d5" lépést
    Akkor az eredmény: "0-1"
    És a versenybíró az "I.8" pontra hivatkozik

  @art-I.9
  Forgatókönyv: A szabályos borítékolt lépést a folytatáskor megteszik a táblán
    Adott egy hu-2018 szerinti játszma "40/7200:3600" időbeosztással
    És megtörténtek a következő lépések: "d4 d5"
    Amikor világos borítékolja az "e4" lépést
    Akkor a borítékolt lépést megteszik a táblán
    És a játszma folytatódik

  @art-III.4
  Forgatókönyv: Öt másodperc kérése: ha az ellenfél elutasítja a döntetlent és a versenybíró egyetért, az ellenfél két percet kap
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És világos óráján 1:30 van, sötét óráján 3:00
    Amikor világos lépésenként öt másodperc többletidőt kér, és sötét elutasítja a döntetlent, és a versenybíró egyetért
    Akkor a játszma folytatódik
    És sötét óráján 5:00 van

  @art-III.4
  Forgatókönyv: Az öt másodperc kérése döntetlenajánlat, amelyet az ellenfél elfogadhat
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És világos óráján 1:30 van, sötét óráján 3:00
    Amikor világos lépésenként öt másodperc többletidőt kér, és sötét elfogadja a döntetlent
    Akkor az eredmény: "1/2-1/2"

  @art-III.5
  Forgatókönyv vázlat: Döntetlenigénylés a gyorsított befejezésben: <döntés>
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És világos óráján 1:30 van, sötét óráján 3:00
    Amikor világos döntetlent igényel a gyorsított játszmabefejezésben, és a versenybíró <döntés>
    Akkor sötét óráján <sötét> van

    Példák:
      | döntés                                             | sötét |
      | elutasítja az igényt                               | 5:00  |
      | elhalasztja a döntést                              | 3:00  |
      | elhalasztja a döntést, és megadja a többletidőt    | 5:00  |

  @art-III.5
  Forgatókönyv: Ha a versenybíró egyetért az igényléssel, a játszma döntetlen
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És világos óráján 1:30 van, sötét óráján 3:00
    Amikor világos döntetlent igényel a gyorsított játszmabefejezésben, és a versenybíró döntetlennek nyilvánítja a játszmát
    Akkor az eredmény: "1/2-1/2"

  @art-III.2.2
  Forgatókönyv: Villámjátszmában a gyorsított befejezés szabályai nem alkalmazhatók
    Adott egy hu-2018 szerinti játszma "180" időbeosztással
    És világos óráján 1:30 van, sötét óráján 1:00
    Amikor világos lépésenként öt másodperc többletidőt kér, és sötét elutasítja a döntetlent, és a versenybíró egyetért
    Akkor a kérés nem teljesíthető

  @art-A.4.3
  Forgatókönyv: Megfelelő felügyelet nélkül a játékos idő miatti győzelmet igényelhet
    Adott egy hu-2018 szerinti játszma "900+10" időbeosztással
    És a játszmát nem felügyeli megfelelően versenybíró
    És megtörténtek a következő lépések: "e4 e5"
    Amikor sötét jelzi, hogy világos zászlója leesett
    Akkor az eredmény: "0-1"

  @art-A.4.5
  Forgatókönyv: A versenybíró akkor is jelzi a zászlóleesést, ha a játszmát nem felügyeli megfelelően
    Adott egy hu-2018 szerinti játszma "900+10" időbeosztással
    És a játszmát nem felügyeli megfelelően versenybíró
    Amikor a versenybíró látja, hogy sötét zászlója leesett
    Akkor az eredmény: "1-0"

  @art-I.1.1 @art-I.9
  Forgatókönyv: A lépésen lévő játékos borítékolja a lépését
    Adott egy hu-2018 szerinti játszma "40/7200:3600" időbeosztással
    És megtörténtek a következő lépések: "e4 e5"
    Amikor világos borítékolja a "d4" lépést
    Akkor a borítékolt lépést megteszik a táblán

  @art-III.3.1
  Forgatókönyv vázlat: Mindkét zászló leesett, és nem tudni, melyik előbb (<időbeosztás>)
    Adott egy hu-2018 szerinti játszma "<időbeosztás>" időbeosztással
    Amikor mindkét zászló leesett, és nem állapítható meg, melyik esett le előbb
    Akkor az eredmény: "<eredmény>"

    Példák:
      | időbeosztás  | eredmény | miért                                 |
      | 3600         | 1/2-1/2  | az utolsó időszakban: döntetlen        |
      | 40/5400:1800 | *        | nem az utolsó időszakban: folytatódik  |

  @art-A.4.2
  Forgatókönyv: Felügyelet nélküli rapidjátszmában a szabálytalan lépést észlelő versenybíró a 7.5.5 pont szerint jár el
    Adott egy hu-2018 szerinti játszma "900+10" időbeosztással
    És a játszmát nem felügyeli megfelelően versenybíró
    És világos óráján 10:00 van, sötét óráján 10:00
    Amikor világos szabálytalan lépést tesz
    Akkor a játszma folytatódik
    És sötét óráján 12:00 van

  @art-B.4
  Forgatókönyv: Felügyelet nélküli villámjátszmában is egy perc jár a szabálytalan lépésért
    Adott egy hu-2018 szerinti játszma "180+2" időbeosztással
    És a játszmát nem felügyeli megfelelően versenybíró
    És világos óráján 3:00 van, sötét óráján 3:00
    Amikor világos szabálytalan lépést tesz
    Akkor a játszma folytatódik
    És sötét óráján 4:00 van

  @art-I.10
  Forgatókönyv: A borítékolás után a megengedett késési időn túl érkező játékos veszít
    Adott egy hu-2018 szerinti játszma "40/7200:3600" időbeosztással
    És megtörténtek a következő lépések: "d4 d5"
    Amikor világos borítékolja az "e4" lépést
    És sötét 0:00:01 késéssel érkezik a táblához
    Akkor az eredmény: "1-0"
