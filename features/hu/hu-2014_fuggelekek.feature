# language: hu
@hu-2014 @art-A @art-B @art-C @art-E @art-G
Jellemző: A., B., C., E. és G. függelék (2014-es magyar fordítás)
  Rapid- és villámjátszma (A, B), algebrai jelölés (C), függő játszma (E) és
  gyorsított befejezés (G) a 2014-es magyar fordítás szerint. A
  határértékeket kézzel számoltuk a fordítás szövegéből.

  Eltérések (rules/translations/hu-2014.md): az A.1 és B.1 pont szerint a
  villámjátszma 10 percnél kevesebb, így pontosan 10 perc rapid (az angol
  2014-es szöveg szerint villám); és a fordítás a lépésenkénti többletidőt
  csak egyszer adja az alapidőhöz (az eredeti 60-szor). Az angol
  features/appA_rapid.feature és appB_blitz.feature ugyanezeket az eseteket
  az eredeti szerint is leírja.

  @art-A.1 @art-B.1 @deviation @deviation-hu-2014-A.1
  Forgatókönyv vázlat: Eltérés: a(z) <időbeosztás> időbeosztás besorolása a fordítás szerint
    Adott az időbeosztás: "<időbeosztás>"
    Akkor a "hu-2014" szerint ez <kategória>

    Példák:
      | időbeosztás | kategória        | miért                                              |
      | 600         | rapidjátszma     | pontosan 10 perc: a fordítás szerint rapid          |
      | 599         | villámjátszma    | 10 percnél kevesebb                                 |
      | 540+2       | villámjátszma    | 9 perc + egyszer 2 mp: 10 percnél kevesebb          |
      | 3599        | rapidjátszma     | 60 percnél kevesebb                                 |
      | 3600        | standard játszma | 60 perc: sem rapid, sem villám                      |

  @art-A.4 @art-A.1 @deviation
  Forgatókönyv: Tízperces játszmában (a fordítás szerint rapid) a szabálytalan lépés vereség az A.4 b pont szerint
    Adott egy hu-2014 szerinti játszma "600" időbeosztással
    És a játszmát nem felügyeli megfelelően versenybíró
    Amikor világos szabálytalan lépést tesz
    Akkor az eredmény: "0-1", az "A.4 b" pont alapján

  @art-A.3 @art-A.4
  Forgatókönyv: Felügyelet nélküli rapidjátszmában a befejezett szabálytalan lépés vereség
    Adott egy hu-2014 szerinti játszma "900+10" időbeosztással
    És a játszmát nem felügyeli megfelelően versenybíró
    És világos óráján 10:00 van, sötét óráján 10:00
    Amikor világos szabálytalan lépést tesz
    Akkor az eredmény: "0-1"
    És a versenybíró az "A.4 b" pontra hivatkozik

  @art-B.2 @deviation @deviation-hu-2014-B.1
  Forgatókönyv: Eltérés: 9 perc + 2 mp a fordítás szerint villám, ezért a helytelen igénylésért csak egy perc jár
    Adott egy hu-2014 szerinti játszma "540+2" időbeosztással
    És világos óráján 5:00 van, sötét óráján 4:00
    Amikor világos döntetlent igényel: háromszori ismétlődés
    Akkor sötét óráján 5:00 van
    És a versenybíró a "B.2" pontra hivatkozik

  @art-B.3 @art-B.4
  Forgatókönyv: Felügyelet nélküli villámjátszmában a szabálytalan lépés vereség
    Adott egy hu-2014 szerinti játszma "180" időbeosztással
    És a játszmát nem felügyeli megfelelően versenybíró
    Amikor világos szabálytalan lépést tesz
    Akkor az eredmény: "0-1"

  @art-C.2 @art-C.3 @art-C.4 @cap-notation
  Forgatókönyv vázlat: A tisztek magyar betűi, a gyalog betű nélkül
    Adott az állás: "<állás>"
    Akkor a "<lépés>" lépés jelölése "<jelölés>"
    És a "<jelölés>" jelölés a "<lépés>" lépést jelenti

    Példák:
      | állás                              | lépés | jelölés |
      | 4k3/8/8/8/8/8/8/4K1N1 w - - 0 1    | g1f3  | Hf3     |
      | 4k3/8/8/8/8/8/8/4KB2 w - - 0 1     | f1c4  | Fc4     |
      | 4k3/8/8/8/8/8/8/R3K3 w - - 0 1     | a1a5  | Ba5     |
      | 4k3/8/8/8/8/8/8/3QK3 w - - 0 1     | d1d3  | Vd3     |
      | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1    | e2e4  | e4      |

  @art-C.8 @art-C.9 @cap-notation
  Forgatókönyv: Ütés x-szel, hosszú alak a kiinduló mezővel
    Adott az állás: "4k3/8/8/4p3/8/8/1B6/4K1N1 w - - 0 1"
    Akkor a "b2e5" lépés jelölése "Fxe5"
    És a "Hg1f3" jelölés a "g1f3" lépést jelenti
    És a "Fb2xe5" jelölés a "b2e5" lépést jelenti

  @art-C.10 @cap-notation
  Forgatókönyv vázlat: Két egyforma tiszt ugyanarra a mezőre: a kiinduló vonal vagy sor jelöli, melyik lép
    Adott az állás: "<állás>"
    Akkor a "<lépés>" lépés jelölése "<jelölés>"

    Példák:
      | állás                           | lépés | jelölés |
      | 4k3/8/8/8/8/8/8/4N1NK w - - 0 1 | e1f3  | Hef3    |
      | 4k3/8/8/6N1/8/8/8/6NK w - - 0 1 | g5f3  | H5f3    |

  @art-C.11 @cap-notation
  Forgatókönyv: Ha két gyalog üthet ugyanarra a mezőre, a kiindulási vonal betűje mondja meg, melyik üt
    Adott az állás: "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1"
    Akkor a "c4d5" lépés jelölése "cxd5"
    És az "e4d5" lépés jelölése "exd5"
    És a "cxd5" jelölés a "c4d5" lépést jelenti
    És az "exd5" jelölés az "e4d5" lépést jelenti

  @art-C.12 @cap-notation
  Forgatókönyv: Gyalogátváltozás: az új tiszt betűje az érkezési mező után (d8V, f8H, b1F, g1B)
    Adott az állás: "7k/3P4/8/8/8/8/8/K7 w - - 0 1"
    Akkor a "d7d8q" lépés jelölése "d8V+"
    És a "d8H" jelölés a "d7d8n" lépést jelenti

  # A 2014-es fordítás C függeléke a 2009-es szöveg beosztását követi: C11. a
  # két gyalog ütése, C12. a gyalogátváltozás, C13. a döntetlen ajánlat jele,
  # utána a rövidítések számozatlan listája (a 2018-as fordításban ez C.12).
  @art-C.13 @cap-notation
  Forgatókönyv: A döntetlen ajánlatot a lépés mellé írt (=) jel mutatja
    Adott a kiinduló állás
    Akkor a játszmalapon a "Hf3 (=)" bejegyzés a "g1f3" lépést jelenti, döntetlen ajánlattal
    És a játszmalapon a "Hf3(=)" bejegyzés a "g1f3" lépést jelenti, döntetlen ajánlattal
    És a játszmalapon a "Hf3" bejegyzés a "g1f3" lépést jelenti, döntetlen ajánlat nélkül
    És a játszmalapon a "(=)" bejegyzés nem értelmezhető
    És a játszmalapon a "Hf3 (=" bejegyzés nem értelmezhető
    És a játszmalapon a "Hf4 (=)" bejegyzés nem értelmezhető

  @art-C.13 @cap-notation
  Forgatókönyv: A mintajátszma utolsó bejegyzése: 11. Kb1 (=)
    Adott az állás: "r1bqr1k1/ppp1bppp/2nn4/6B1/8/4QN2/PPPN1PPP/2KR1B1R w - - 8 11"
    Akkor a játszmalapon a "Kb1 (=)" bejegyzés a "c1b1" lépést jelenti, döntetlen ajánlattal

  @art-C.13 @cap-notation
  Forgatókönyv: Sáncolás: 0-0 és 0-0-0
    Adott az állás: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    Akkor az "e1g1" lépés jelölése "0-0"
    És az "e1c1" lépés jelölése "0-0-0"

  @art-E.1 @art-E.9
  Forgatókönyv: A szabályos borítékolt lépést a folytatáskor megteszik a táblán
    Adott egy hu-2014 szerinti játszma "40/7200:3600" időbeosztással
    És megtörténtek a következő lépések: "d4 d5"
    Amikor világos borítékolja az "e4" lépést
    Akkor a borítékolt lépést megteszik a táblán

  @art-E.8
  Forgatókönyv: Aki szabálytalan lépést borítékol, elveszíti a játszmát
    Adott egy hu-2014 szerinti játszma "40/7200:3600" időbeosztással
    És megtörténtek a következő lépések: "d4 d5"
    Amikor világos borítékolja a "d5" lépést
    Akkor az eredmény: "0-1"

  @art-G.4
  Forgatókönyv: Öt másodperc kérése: az ellenfél elutasítja a döntetlent, a versenybíró egyetért, az ellenfél két percet kap
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    És világos óráján 1:30 van, sötét óráján 3:00
    Amikor világos lépésenként öt másodperc többletidőt kér, és sötét elutasítja a döntetlent, és a versenybíró egyetért
    Akkor a játszma folytatódik
    És sötét óráján 5:00 van

  @art-G.5
  Forgatókönyv: Ha a versenybíró egyetért a döntetlenigényléssel, a játszma döntetlen
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    És világos óráján 1:30 van, sötét óráján 3:00
    Amikor világos döntetlent igényel a gyorsított játszmabefejezésben, és a versenybíró döntetlennek nyilvánítja a játszmát
    Akkor az eredmény: "1/2-1/2"

  @art-G.3
  Forgatókönyv: Villámjátszmában a gyorsított befejezés szabályai nem alkalmazhatók
    Adott egy hu-2014 szerinti játszma "180" időbeosztással
    És világos óráján 1:30 van, sötét óráján 1:00
    Amikor világos lépésenként öt másodperc többletidőt kér, és sötét elutasítja a döntetlent, és a versenybíró egyetért
    Akkor a kérés nem teljesíthető

  @art-E.10
  Forgatókönyv: A folytatáskor késve érkező játékos sorsa a versenykiírás megengedett várakozási idején múlik
    Adott egy hu-2014 szerinti játszma "40/7200:3600" időbeosztással
    És megtörténtek a következő lépések: "d4 d5"
    Amikor világos borítékolja az "e4" lépést
    És sötét 0:00:01 késéssel érkezik a táblához
    Akkor a játszma folytatódik
    És a megengedett késési időt a versenykiírás határozza meg
