# language: hu
@hu-2018 @art-6 @art-8 @art-A @art-B
Jellemző: 6.4., 8.5., 8.6. pont és az A., B. függelék — Zászlóleesés, hiányos játszmalap, jegyzés rapidban (2018-as magyar fordítás)
  Zászlóleeséskor a versenybíró a 6.3.1. pont alapján ellenőrzi, hogy a
  játékos megtette-e az időszakra előírt lépésszámot (6.4.). Ha igen, a
  zászló csak az időszak idejének végét jelzi: a játszma folytatódik, és a
  következő időszak ideje fut. Ha a játszmalapok hiányosak, a lépésszámot a
  versenybíró játszmalapja (8.5.1.), az ellenfél játszmalapja (8.5.2.) vagy a
  játszma rekonstrukciója (8.5.3.) mutatja meg; ha nem derül ki, hogy a
  játékos túllépte az időt, a következő lépés az új időszak első lépése
  (8.6.). Rapidjátszmában senkinek sem kell jegyeznie (A.2.); megfelelő
  felügyelet mellett a játékos legfeljebb ötször kérheti, hogy megmutassák
  neki a versenybíró játszmalapját (A.3.2., B.3.2.).

  Kézzel számolva: "2/3600:1800" = 2 lépés 60 perc alatt, utána 30 perc a
  játszma végéig; "40/5400:1800" = 40 lépés 90 perc alatt, utána 30 perc.

  @art-6.4
  Forgatókönyv: A két előírt lépés után leeső zászló nem jelent vereséget
    Adott egy hu-2018 szerinti játszma "2/3600:1800" időbeosztással
    És megtörténtek a következő lépések: "e4 e5 d4 d5"
    Amikor a versenybíró látja, hogy világos zászlója leesett
    Akkor a játszma folytatódik
    És világos óráján 30:00 van
    És a versenybíró a "6.4" pontra hivatkozik

  @art-6.4
  Forgatókönyv: Egy lépéssel az előírt szám előtt leeső zászló vereség
    Adott egy hu-2018 szerinti játszma "2/3600:1800" időbeosztással
    És megtörténtek a következő lépések: "e4 e5 d4"
    Amikor a versenybíró látja, hogy sötét zászlója leesett
    Akkor az eredmény: "1-0", a "6.9" pont alapján

  @art-8.5.1 @art-8.5.2 @art-8.5.3
  Forgatókönyv vázlat: Hiányos játszmalapok: <forrás> szerint <lépések> lépés
    Adott egy hu-2018 szerinti játszma "40/5400:1800" időbeosztással
    És világos óráján 4:00 van, sötét óráján 3:00
    És megtörténtek a következő lépések: "e4"
    Amikor a versenybíró látja, hogy világos zászlója leesett, és <forrás> szerint addig <lépések> lépést tett meg
    Akkor az eredmény: "<eredmény>"
    És világos óráján <óra> van

    Példák:
      | forrás                   | lépések | eredmény | óra   | miért                                                   |
      | a versenybíró játszmalapja | 40    | *        | 30:00 | egyik fél sem jegyzett (8.4.): a bíró lapja, 8.5.1.     |
      | az ellenfél játszmalapja   | 39    | 0-1      | 0:00  | csak világos nem jegyzett: sötét lapja, 8.5.2.; 39 < 40 |
      | a játszma rekonstrukciója  | 40    | *        | 30:00 | nincs teljes játszmalap: rekonstrukció, 8.5.3.          |

  @art-8.6
  Forgatókönyv: Ha a játszmalapokból nem derül ki az időtúllépés, a következő lépés az új időszak első lépése
    Adott egy hu-2018 szerinti játszma "40/5400:1800" időbeosztással
    És világos óráján 4:00 van, sötét óráján 3:00
    És megtörténtek a következő lépések: "e4"
    Amikor a versenybíró látja, hogy világos zászlója leesett, és a játszmalapokból nem állapítható meg, hogy túllépte-e az időt
    Akkor a játszma folytatódik
    És világos óráján 30:00 van
    És a versenybíró a "8.6" pontra hivatkozik

  @art-A.2
  Forgatókönyv: Rapidjátszmában egyik félnek sem kell jegyeznie, akármennyi ideje van
    Adott egy hu-2018 szerinti játszma "1500+10" időbeosztással
    És világos óráján 20:00 van, sötét óráján 20:00
    Akkor világos nem köteles jegyezni a lépéseket
    És sötét nem köteles jegyezni a lépéseket

  @art-A.3.2
  Forgatókönyv: Rapidjátszmában ötször mutatják meg a játszmalapot, a hatodik kérés elutasítva
    Adott egy hu-2018 szerinti játszma "900+10" időbeosztással
    Amikor világos 6 alkalommal kéri, hogy megmutassák neki a játszmalapot
    Akkor a versenybíró 5 alkalommal mutatja meg a játszmalapot
    És a versenybíró elutasítja a kérést
    És a versenybíró az "A.3.2" pontra hivatkozik

  @art-B.3.2
  Forgatókönyv: Villámjátszmában is csak akkor kérheti, ha ő következik lépni
    Adott egy hu-2018 szerinti játszma "180+2" időbeosztással
    Amikor sötét 1 alkalommal kéri, hogy megmutassák neki a játszmalapot
    Akkor a versenybíró 0 alkalommal mutatja meg a játszmalapot
    És a versenybíró elutasítja a kérést
