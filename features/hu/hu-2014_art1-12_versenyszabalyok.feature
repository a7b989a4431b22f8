# language: hu
@hu-2014 @art-1 @art-2 @art-6 @art-7 @art-8 @art-9 @art-10 @art-11 @art-12
Jellemző: 1–12. fejezet — Alapszabályok és versenyszabályok (2014-es magyar fordítás)
  A 2014. július 1-jétől hatályos magyar fordítás betűkkel számozott pontjai
  szerint (címkékben kötőjellel: "7.5 b" = @art-7.5-b). A versenybíró
  döntéseit eseménynapló alapján vizsgáljuk; a naplóban csak gyalog- és
  királylépések szerepelnek. Az értékeket kézzel vezettük le a fordításból.

  Eltérés (rules/translations/hu-2014.md): a 11.3 b pont a 2014. júliusi
  szöveget tartalmazza: a játszóhelyiségbe hozott elektronikus eszköz
  vereséget jelent, a kikapcsolt készülék táskában tartását a fordítás nem
  engedi meg, és ez 2014. október 1. után is így marad (az angol
  features/art11_3_devices.feature mutatja az eredeti szerinti eredményt).

  @art-1.2 @art-2.2 @art-2.3
  Forgatókönyv: A kiinduló állásban világos lép; a cél a bemattolás
    Adott a kiinduló állás
    Akkor 20 szabályos lépés van
    És a lejátszott lépések: "1. f3 e5 2. g4 Vh4#"
    És a lépésen lévő fél sakkban van
    És 0 szabályos lépés van

  @art-1.3 @art-5.2-b
  Forgatókönyv: Ha egyik fél sem tud mattot adni, a játszma döntetlen
    Adott az állás: "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"
    És a lejátszott lépések: "Kxd2"
    Akkor a "hu-2014" szerint a játszma 1/2-1/2 eredménnyel véget ér: holt remi (5.2 b. pont)

  @art-3.1
  Forgatókönyv: Az ellenfél bábját leütjük, és lekerül a tábláról
    Adott az állás: "4k3/8/8/3p4/4B3/8/8/4K3 w - - 0 1"
    Akkor az "e4d5" lépés után az állás: "4k3/8/8/3B4/8/8/8/4K3 b - - 0 1"

  @art-6.3
  Forgatókönyv: A lépésenkénti többletidő minden lépés után hozzáadódik
    Adott egy hu-2014 szerinti játszma "900+10" időbeosztással
    Amikor világos az "e4" lépést teszi 0:30 gondolkodás után
    Akkor világos óráján 14:40 van
    És sötét óráján 15:00 van

  @art-6.6 @art-6.7-a
  Forgatókönyv: A megengedett késési időt a versenykiírásnak kell megadnia
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    Amikor sötét 0:10:00 késéssel érkezik a táblához
    Akkor a játszma folytatódik
    És a megengedett késési időt a versenykiírás határozza meg

  @art-6.8 @art-6.9
  Forgatókönyv: Az ellenfél érvényes jelzésére a zászló leesettnek számít, és a játékos veszít
    Adott egy hu-2014 szerinti játszma "5400+30" időbeosztással
    És megtörténtek a következő lépések: "e4 e5"
    Amikor sötét jelzi, hogy világos zászlója leesett
    Akkor az eredmény: "0-1"

  @art-6.9
  Forgatókönyv: Zászlóleeséskor döntetlen, ha az ellenfél semmilyen szabályos lépéssorozattal nem tud mattot adni
    Adott egy hu-2014 szerinti játszma "5400+30" időbeosztással
    És a játszma kiinduló állása: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    Amikor a versenybíró látja, hogy világos zászlója leesett
    Akkor az eredmény: "1/2-1/2"

  @art-6.11
  Forgatókönyv: Mindkét zászló leesett a játszma utolsó szakaszában, és nem tudni, melyik előbb: döntetlen
    Adott egy hu-2014 szerinti játszma "3600" időbeosztással
    Amikor mindkét zászló leesett, és nem állapítható meg, melyik esett le előbb
    Akkor az eredmény: "1/2-1/2"

  @art-7.5-a @art-7.5-b
  Forgatókönyv: Az első szabálytalan lépésért az ellenfél két perc többletidőt kap
    Adott egy hu-2014 szerinti játszma "5400+30" időbeosztással
    És világos óráján 10:00 van, sötét óráján 10:00
    Amikor világos szabálytalan lépést tesz
    Akkor a játszma folytatódik
    És a versenybíró hozzáad 2:00 időt, sötét óráján, a "7.5 b" pont alapján

  @art-7.5-b
  Forgatókönyv: Ugyanazon játékos második szabálytalan lépése vereség
    Adott egy hu-2014 szerinti játszma "5400+30" időbeosztással
    Amikor világos szabálytalan lépést tesz
    És világos szabálytalan lépést tesz
    Akkor az eredmény: "0-1"

  @art-8.4
  Forgatókönyv vázlat: Öt percnél kevesebb idő és 30 másodpercnél kisebb többletidő mellett nem kell jegyezni
    Adott egy hu-2014 szerinti játszma "<időbeosztás>" időbeosztással
    És világos óráján 4:59 van, sötét óráján 30:00
    Akkor világos <kötelesség>

    Példák:
      | időbeosztás | kötelesség                       |
      | 5400        | nem köteles jegyezni a lépéseket |
      | 5400+30     | köteles jegyezni a lépéseket     |

  @art-9.1
  Forgatókönyv: Az elfogadott döntetlenajánlat véget vet a játszmának
    Adott egy hu-2014 szerinti játszma "5400+30" időbeosztással
    És megtörténtek a következő lépések: "e4 e5"
    Amikor világos döntetlent ajánl, és sötét elfogadja
    Akkor az eredmény: "1/2-1/2"

  @art-9.5
  Forgatókönyv: Helytelen igénylés után az ellenfél két percet kap, a játszma folytatódik
    Adott egy hu-2014 szerinti játszma "5400+30" időbeosztással
    És világos óráján 5:00 van, sötét óráján 4:00
    Amikor világos döntetlent igényel: háromszori ismétlődés
    Akkor a versenybíró elutasítja az igényt
    És sötét óráján 6:00 van
    És a versenybíró a "9.5 b" pontra hivatkozik

  @art-9.7
  Forgatókönyv: Holt remi a 9.7 pont szerint is: király és futó a király ellen
    Adott az állás: "4k3/8/8/8/8/8/3r4/4KB2 w - - 0 1"
    És a lejátszott lépések: "Kxd2"
    Akkor a "hu-2014" szerint a játszma 1/2-1/2 eredménnyel véget ér: holt remi (5.2 b. pont)

  @art-10
  Forgatókönyv: Győzelem egy pont, vereség nulla
    Adott egy hu-2014 szerinti játszma "5400+30" időbeosztással
    És megtörténtek a következő lépések: "e4 e5"
    Amikor sötét feladja a játszmát
    Akkor világos 1 pontot kap, sötét 0 pontot

  @art-11.3-b @deviation @deviation-hu-2014-11.3-b
  Forgatókönyv: Eltérés: 2014. október után is vereség a táskában kikapcsolva tartott telefon
    Adott egy hu-2014 szerinti játszma "5400+30" időbeosztással
    És a játszma dátuma: "2014-11-01"
    Amikor világos mobiltelefonja kikapcsolva a táskájában van
    Akkor az eredmény: "0-1"
    És a versenybíró a "11.3 b" pontra hivatkozik

  @art-12.9
  Forgatókönyv: A két kézzel megtett lépés 2014-ben nem szabálytalan lépés: büntetése a 12.9 pont szerint a versenybíró mérlegelésén múlik
    Adott egy hu-2014 szerinti játszma "5400+30" időbeosztással
    Amikor világos két kézzel teszi meg az "e2e4" lépést
    Akkor ez nem számít szabálytalan lépésnek
    És a versenybíró a "12.9" pontra hivatkozik
