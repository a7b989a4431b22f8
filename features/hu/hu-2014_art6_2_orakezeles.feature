# language: hu
@hu-2014 @art-6
Jellemző: 6.2. pont — Az óra kezelése (2014-es magyar fordítás)
  A 6.2. pont (a) része szerint a lépés az órakezeléssel fejeződik be, és a
  játékos az ellenfele lépése után is kezelheti az óráját; a helytelen
  órahasználat (erőszakos leütés, felemelés, feldöntés) a 12.9. pont szerint
  büntetendő. Kézzel számolva: "2/3600:1800" = 2 lépés 60 perc alatt, utána
  30 perc.

  @art-6.2 @art-6.4
  Forgatókönyv: Az órakezelés nélküli második lépés nem befejezett lépés
    Adott egy hu-2014 szerinti játszma "2/3600:1800" időbeosztással
    És megtörténtek a következő lépések: "e4 e5 d4"
    Amikor világos a lépése után nem nyomja meg az órát
    És a versenybíró látja, hogy világos zászlója leesett
    Akkor az eredmény: "0-1"

  @art-6.2
  Forgatókönyv: Az ellenfél lépése után is kezelhető az óra, a közben eltelt idő a játékosé
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    És világos óráján 10:00 van, sötét óráján 10:00
    Amikor világos az "e4" lépést teszi 1:00 gondolkodás után
    És világos a lépése után nem nyomja meg az órát
    És megtörténtek a következő lépések: "e5"
    És világos a lépése után 0:30 elteltével nyomja meg az órát
    Akkor világos óráján 8:30 van

  @art-6.2
  Forgatókönyv vázlat: Helytelen órahasználat: világos <mit>
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    Amikor világos <mit>
    Akkor a versenybíró bünteti a "6.2 d" pont megsértését

    Példák:
      | mit                        |
      | erőszakosan üti le az órát |
      | felemeli az órát           |
      | feldönti az órát           |
