# language: hu
@hu-2018 @art-6 @art-7 @art-8 @art-10 @art-11 @art-12
Jellemző: 6–12. fejezet — Versenyszabályok (2018-as magyar fordítás)
  A versenybíró döntései egy eseménynaplóról, a 2018-as magyar fordítás
  szerint. Az órák állását perc:másodperc alakban adjuk meg; a naplóban
  csak gyaloglépések szerepelnek, mert azokat minden nyelv egyformán írja.
  A várt értékeket a fordítás szövegéből, kézzel számoltuk.

  Eltérés (rules/translations/hu-2018.md, D2): a 11.3.2.2 pont szerint a
  játékos akkor veszít, ha bizonyítható, hogy elektronikus eszközt hozott
  magával a játszóhelyiségbe; az eredeti szöveg szerint akkor, ha az eszköz
  nála van. Ezért a táskában kikapcsolva tartott telefon is vereséget jelent
  (az angol features/art11_3_devices.feature ugyanezt az eredeti szerint is
  leírja).

  @art-6.7.1
  Forgatókönyv: Ha a versenykiírás nem adja meg a megengedett késési időt, az nulla: a késő játékos veszít
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    Amikor sötét 0:00:01 késéssel érkezik a táblához
    Akkor az eredmény: "1-0"
    És a versenybíró a "6.7.1" pontra hivatkozik

  @art-6.9
  Forgatókönyv: Akinek leesik a zászlója, elveszíti a játszmát
    Adott egy hu-2018 szerinti játszma "5400+30" időbeosztással
    És megtörténtek a következő lépések: "e4 e5"
    Amikor a versenybíró látja, hogy világos zászlója leesett
    Akkor az eredmény: "0-1"

  @art-6.9
  Forgatókönyv: Zászlóleeséskor döntetlen, ha az ellenfél semmilyen szabályos lépéssorozattal nem tud mattot adni
    Adott egy hu-2018 szerinti játszma "5400+30" időbeosztással
    És a játszma kiinduló állása: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    Amikor a versenybíró látja, hogy világos zászlója leesett
    Akkor az eredmény: "1/2-1/2"

  @art-7.5.1 @art-7.5.5
  Forgatókönyv: Az első szabálytalan lépésért az ellenfél két perc többletidőt kap
    Adott egy hu-2018 szerinti játszma "5400+30" időbeosztással
    És világos óráján 30:00 van, sötét óráján 30:00
    Amikor világos szabálytalan lépést tesz
    Akkor a játszma folytatódik
    És sötét óráján 32:00 van

  @art-7.5.5
  Forgatókönyv: Ugyanazon játékos második szabálytalan lépése után a játszmát elveszíti
    Adott egy hu-2018 szerinti játszma "5400+30" időbeosztással
    Amikor világos szabálytalan lépést tesz
    És világos szabálytalan lépést tesz
    Akkor az eredmény: "0-1"

  @art-7.5.3
  Forgatókönyv: Lépés nélküli órakezelés szabálytalan lépésnek számít
    Adott egy hu-2018 szerinti játszma "5400+30" időbeosztással
    És világos óráján 30:00 van, sötét óráján 30:00
    Amikor világos lépés nélkül nyomja meg az órát
    Akkor sötét óráján 32:00 van

  @art-7.5.4
  Forgatókönyv: A két kézzel megtett lépés szabálytalan lépésnek számít
    Adott egy hu-2018 szerinti játszma "5400+30" időbeosztással
    És világos óráján 30:00 van, sötét óráján 30:00
    Amikor világos két kézzel teszi meg az "e4" lépést
    Akkor sötét óráján 32:00 van

  @art-7.5.2
  Forgatókönyv: Ha a gyalog átváltoztatás nélkül marad az utolsó soron, a versenybíró vezérre cseréli
    Adott egy hu-2018 szerinti játszma "5400+30" időbeosztással
    És a játszma kiinduló állása: "8/4P2k/8/8/8/8/8/4K3 w - - 0 1"
    És világos óráján 30:00 van, sötét óráján 30:00
    Amikor világos az "e7e8" lépéssel gyalogot visz az utolsó sorra, és átváltoztatás nélkül nyomja meg az órát
    Akkor a versenybíró a gyalogot vezérre cseréli
    És sötét óráján 32:00 van

  @art-8.4
  Forgatókönyv vázlat: Öt percnél kevesebb idő és 30 másodpercnél kisebb többletidő mellett nem kell jegyezni
    Adott egy hu-2018 szerinti játszma "<időbeosztás>" időbeosztással
    És világos óráján <idő> van, sötét óráján 30:00
    Akkor világos <kötelesség>

    Példák:
      | időbeosztás | idő  | kötelesség                        |
      | 5400        | 4:59 | nem köteles jegyezni a lépéseket  |
      | 5400        | 5:00 | köteles jegyezni a lépéseket      |
      | 5400+30     | 4:59 | köteles jegyezni a lépéseket      |

  @art-9.5.3
  Forgatókönyv: Helytelen döntetlenigénylés: az ellenfél két perc többletidőt kap, a játszma folytatódik
    Adott egy hu-2018 szerinti játszma "5400+30" időbeosztással
    És világos óráján 5:00 van, sötét óráján 4:00
    Amikor világos döntetlent igényel: 50 lépés ütés és gyaloglépés nélkül
    Akkor a versenybíró elutasítja az igényt
    És a játszma folytatódik
    És sötét óráján 6:00 van

  @art-10.1
  Forgatókönyv: A győztes egy pontot, a vesztes nullát kap
    Adott egy hu-2018 szerinti játszma "5400+30" időbeosztással
    És megtörténtek a következő lépések: "e4 e5"
    Amikor sötét feladja a játszmát
    Akkor világos 1 pontot kap, sötét 0 pontot

  @art-10.1 @art-5.2.3
  Forgatókönyv: Döntetlennél mindkét játékos fél pontot kap
    Adott egy hu-2018 szerinti játszma "5400+30" időbeosztással
    És megtörténtek a következő lépések: "e4 e5"
    Amikor világos döntetlent ajánl, és sötét elfogadja
    Akkor világos 0.5 pontot kap, sötét 0.5 pontot

  @art-11.3.2 @deviation @deviation-hu-2018-D2
  Forgatókönyv: Eltérés: a táskában kikapcsolva tartott, de a játszóhelyiségbe hozott telefon is vereséget jelent
    Adott egy hu-2018 szerinti játszma "5400+30" időbeosztással
    És a játszma dátuma: "2019-05-01"
    Amikor világos mobiltelefonja kikapcsolva a táskájában van
    Akkor az eredmény: "0-1"
    És a versenybíró a "11.3.2.2" pontra hivatkozik

  @art-11.3.2
  Forgatókönyv: Ha a telefon megszólal a játszóhelyiségben, a játékos veszít
    Adott egy hu-2018 szerinti játszma "5400+30" időbeosztással
    Amikor sötét mobiltelefonja megszólal
    Akkor az eredmény: "1-0"

  @art-12.9
  Forgatókönyv: A 12.9 pont büntetései közül a második szabálytalan lépésért a játszma elvesztése jár
    Adott egy hu-2018 szerinti játszma "5400+30" időbeosztással
    Amikor sötét szabálytalan lépést tesz
    És sötét szabálytalan lépést tesz
    Akkor az eredmény: "1-0"

  @art-6.3.2
  Forgatókönyv: Lépésenkénti 10 másodperc többletidő minden lépés után hozzáadódik
    Adott egy hu-2018 szerinti játszma "900+10" időbeosztással
    Amikor világos az "e4" lépést teszi 0:30 gondolkodás után
    Akkor világos óráján 14:40 van
    És sötét óráján 15:00 van

  @art-6.8 @art-6.9
  Forgatókönyv: A zászló akkor is leesettnek számít, ha az ellenfél ezt érvényesen jelzi
    Adott egy hu-2018 szerinti játszma "5400+30" időbeosztással
    És megtörténtek a következő lépések: "e4 e5"
    Amikor sötét jelzi, hogy világos zászlója leesett
    Akkor az eredmény: "0-1"

  @art-9.1.2
  Forgatókönyv: Az elutasított döntetlenajánlat után a játszma folytatódik
    Adott egy hu-2018 szerinti játszma "5400+30" időbeosztással
    És megtörténtek a következő lépések: "e4 e5"
    Amikor világos döntetlent ajánl, és sötét elutasítja
    Akkor a játszma folytatódik

  @art-9.5.2
  Forgatókönyv: Helyes igénylés esetén a játszma azonnal döntetlen
    Adott egy hu-2018 szerinti játszma "5400+30" időbeosztással
    És a játszma kiinduló állása: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    És megtörténtek a következő lépések: "Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8"
    Amikor világos döntetlent igényel: háromszori ismétlődés
    Akkor az eredmény: "1/2-1/2"

  @art-10.2
  Forgatókönyv: Egy játszmában kiosztott pontok összege nem lehet több a szokásosnál: döntetlennél fél-fél pont
    Adott egy hu-2018 szerinti játszma "5400+30" időbeosztással
    És megtörténtek a következő lépések: "e4 e5"
    Amikor sötét döntetlent ajánl, és világos elfogadja
    Akkor világos 0.5 pontot kap, sötét 0.5 pontot

  @art-9.1.1
  Forgatókönyv: A versenykiírás megtilthatja a döntetlen megállapodást egy bizonyos lépésszám előtt
    Adott egy hu-2018 szerinti játszma "900+10" időbeosztással
    És a versenykiírás:
      """
      id: no-early-draws-hu-2018
      kind: regulations
      title: "No draw agreements before move 30"
      language: hu
      in_force: "2026-03-01"
      base: hu-2018
      event: "feature example"
      parameters:
        draws:
          agreement:
            article: "Reg. 4.2"
            value: {regulations_may_forbid: true, move_each_required: true, claim_counts_as_offer: true, forbidden: false, forbidden_before_move: 30}
      """
    És megtörténtek a következő lépések: "e4 e5 d4 d5"
    Amikor világos döntetlent ajánl, és sötét elfogadja
    Akkor a megállapodás nem érvényes

  @art-6.6 @art-6.7.1
  Forgatókönyv: A játszma kezdetekor világos óráját indítják: a késő világos veszít, ha a késési idő nulla
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    Amikor világos 0:00:01 késéssel érkezik a táblához
    Akkor az eredmény: "0-1"

  @art-6.3.1 @art-6.3.2
  Forgatókönyv: Az időszakban megtakarított idő a következő időszakhoz adódik
    Adott egy hu-2018 szerinti játszma "2/600:300" időbeosztással
    Amikor világos az "e4" lépést teszi 1:00 gondolkodás után
    És sötét az "e5" lépést teszi 0:10 gondolkodás után
    És világos az "d4" lépést teszi 1:00 gondolkodás után
    Akkor világos óráján 13:00 van
    És sötét óráján 9:50 van

  @art-6.7.2
  Forgatókönyv: Ha egyik játékos sincs jelen és a késési idő nem nulla, világos elveszíti az érkezéséig eltelt időt
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És a versenykiírás:
      """
      id: open-15-hu-2018
      kind: regulations
      title: "Open with a 15-minute default time"
      language: hu
      in_force: "2023-01-01"
      base: hu-2018
      event: "feature example"
      parameters:
        default:
          time:
            article: "Reg. 5"
            value: {minutes: 15, regulations_may_set: true}
      """
    Amikor világos 0:05:00 késéssel érkezik a táblához
    És sötét 0:10:00 késéssel érkezik a táblához
    Akkor a játszma folytatódik
    És világos óráján 1:25:00 van

  @art-9.1.2.3
  Forgatókönyv: A hibás háromszori ismétlődés igénylése döntetlenajánlat, amelyet az ellenfél elfogad
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És megtörténtek a következő lépések: "e4 e5"
    Amikor világos döntetlent igényel: háromszori ismétlődés, és sötét döntetlenajánlatként elfogadja
    Akkor az eredmény: "1/2-1/2", az "9.1.2.3" pont alapján
    És sötét óráján 1:30:00 van
