# language: hu
@hu-2018 @art-6 @art-III
Jellemző: 6.2. pont és III.6. — Az óra kezelése, gyorsított befejezés versenybíró nélkül (2018-as magyar fordítás)
  A lépés az órakezeléssel fejeződik be (6.2.1.); a játékos az ellenfele
  lépése után is kezelheti az óráját, a közben eltelt idő az övé (6.2.2.); a
  helytelen órahasználatot a 12.9. pont szerint kell büntetni (6.2.4.).
  Versenybíró nélkül a két percnél kevesebb idővel rendelkező játékos
  döntetlenigénylése befejezi a játszmát, és az igényt a kijelölt
  versenybíró bírálja el (III.6.). Kézzel számolva: "2/3600:1800" = 2 lépés
  60 perc alatt, utána 30 perc.

  Eltérés (rules/translations/hu-2018.md, D13): a 6.2.4. pont tiltott
  órakezelései között nem szerepel az óra megnyomása a lépés előtt, így azt a
  fordítás szerint nem lehet helytelen órahasználatként büntetni; az angol
  features/art6_2_clock_handling.feature ugyanerre az eseményre a 6.2.4.
  szerinti büntetést mutatja.

  @art-6.2.1 @art-6.4
  Forgatókönyv: Az órakezelés nélküli második lépés nem befejezett lépés
    Adott egy hu-2018 szerinti játszma "2/3600:1800" időbeosztással
    És megtörténtek a következő lépések: "e4 e5 d4"
    Amikor világos a lépése után nem nyomja meg az órát
    És a versenybíró látja, hogy világos zászlója leesett
    Akkor az eredmény: "0-1", a "6.9" pont alapján
    És a versenybíró a "6.2.1" pontra hivatkozik

  @art-6.2.2
  Forgatókönyv: Az ellenfél lépése után is kezelhető az óra, a közben eltelt idő a játékosé
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És világos óráján 10:00 van, sötét óráján 10:00
    Amikor világos az "e4" lépést teszi 1:00 gondolkodás után
    És világos a lépése után nem nyomja meg az órát
    És megtörténtek a következő lépések: "e5"
    És világos a lépése után 0:30 elteltével nyomja meg az órát
    Akkor világos óráján 8:30 van
    És sötét óráján 10:00 van

  @art-6.2.4 @deviation @deviation-hu-2018-D13
  Forgatókönyv: Eltérés: az óra megnyomása a lépés előtt a fordítás szerint nem tiltott órakezelés
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    Amikor világos lépés előtt nyomja meg az órát
    Akkor a versenybíró nem bünteti

  @art-6.2.4
  Forgatókönyv: Az óra feldöntése helytelen órahasználat
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    Amikor világos feldönti az órát
    Akkor a versenybíró bünteti a "6.2.4" pont megsértését
    És a játszma folytatódik

  @art-III.6
  Forgatókönyv: Versenybíró nélkül az igénylés befejezi a játszmát
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És világos óráján 10:00 van, sötét óráján 1:30
    Amikor sötét döntetlent igényel a gyorsított játszmabefejezésben, versenybíró jelenléte nélkül
    Akkor az igénylés befejezi a játszmát, és a kijelölt versenybíró elé kerül
    És a versenybíró a "III.6" pontra hivatkozik
