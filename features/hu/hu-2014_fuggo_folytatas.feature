# language: hu
@hu-2014 @art-E
Jellemző: E.11. pont — Távollét a függőben maradt játszma folytatásakor (2014-es magyar fordítás)
  Eltérés (rules/translations/hu-2014.md, H29): a fordítás E.11. pontja szerint, ha a
  versenykiírás szerinti várakozási idő nem nulla, a függőlépésre válaszoló
  játékos elveszti a megérkezéséig eltelt időt, ha nincs jelen; az eredeti
  szöveg ezt ahhoz köti, hogy kezdetben egyik játékos sincs jelen. Kézzel
  végiggondolva az eredmény itt ugyanaz: ha a függőlépést leadó játékos jelen
  van, a válaszoló óráját akkor is elindítják, így az eltelt idő mindkét
  szöveg szerint a válaszolóé. A leadó játékos órája közben nem jár. Az angol
  features/guidelinesI_11_resumption.feature ugyanezt az eredeti szöveg
  szerint mutatja.

  @art-E.11 @deviation @deviation-hu-2014-E.11
  Forgatókönyv: Eltérés: a válaszoló sötét 20 perc, a függőlépést leadó világos 30 perc késéssel érkezik
    Adott egy hu-2014 szerinti játszma "40/7200:3600" időbeosztással
    És a versenykiírás:
      """
      id: hatvan-perc
      kind: regulations
      title: "Várakozási idő: 60 perc"
      language: hu
      in_force: "2025-01-01"
      base: hu-2014
      event: "példa"
      parameters:
        default:
          time:
            article: "3. pont"
            value: {minutes: 60, regulations_may_set: true}
      """
    És megtörténtek a következő lépések: "d4 d5"
    Amikor világos borítékolja a "c4" lépést
    És sötét 0:20:00 késéssel érkezik a táblához a függőben maradt játszma folytatásakor
    És világos 0:30:00 késéssel érkezik a táblához a függőben maradt játszma folytatásakor
    Akkor a játszma folytatódik
    És a versenybíró levon 0:20:00 időt, sötét óráján, az "E.11" pont alapján
    És sötét óráján 1:40:00 van
    És világos óráján 2:00:00 van
