# language: hu
@hu-2014 @art-6 @art-8 @art-A
Jellemző: 6.4., 8.5., 8.6. pont és A.2. — Zászlóleesés, hiányos játszmalap, jegyzés rapidban (2014-es magyar fordítás)
  Zászlóleeséskor a versenybíró ellenőrzi, hogy a játékos megtette-e az
  időszakra előírt lépésszámot (6.4.); ha a játszmalapokból nem derül ki,
  hogy túllépte az időt, a következő lépés az új időszak első lépése
  (8.6.). Rapidjátszmában egyik félnek sem kell jegyeznie (A.2.). Kézzel
  számolva "2/3600:1800" = 2 lépés 60 perc alatt, utána 30 perc;
  "40/5400:1800" = 40 lépés 90 perc alatt, utána 30 perc.

  @art-6.4
  Forgatókönyv vázlat: Zászlóleesés <lépések> után
    Adott egy hu-2014 szerinti játszma "2/3600:1800" időbeosztással
    És megtörténtek a következő lépések: "<lépések>"
    Amikor a versenybíró látja, hogy <ki> zászlója leesett
    Akkor az eredmény: "<eredmény>"
    És <ki> óráján <óra> van

    Példák:
      | lépések     | ki     | eredmény | óra   | miért                                             |
      | e4 e5 d4 d5 | világos | *       | 30:00 | megtette a két lépést: csak az első óra járt le   |
      | e4 e5 d4    | sötét  | 1-0      | 0:00  | egy lépéssel kevesebb: vereség időtúllépéssel     |

  @art-8.5
  Forgatókönyv vázlat: Hiányos játszmalapok: <forrás> szerint <lépések> lépés
    Adott egy hu-2014 szerinti játszma "40/5400:1800" időbeosztással
    És világos óráján 4:00 van, sötét óráján 3:00
    És megtörténtek a következő lépések: "e4"
    Amikor a versenybíró látja, hogy világos zászlója leesett, és <forrás> szerint addig <lépések> lépést tett meg
    Akkor az eredmény: "<eredmény>"

    Példák:
      | forrás                     | lépések | eredmény |
      | a versenybíró játszmalapja | 40      | *        |
      | az ellenfél játszmalapja   | 39      | 0-1      |
      | a játszma rekonstrukciója  | 40      | *        |

  @art-8.6
  Forgatókönyv: Ha a játszmalapokból nem derül ki az időtúllépés, a következő lépés az új időszak első lépése
    Adott egy hu-2014 szerinti játszma "40/5400:1800" időbeosztással
    És világos óráján 4:00 van, sötét óráján 3:00
    És megtörténtek a következő lépések: "e4"
    Amikor a versenybíró látja, hogy világos zászlója leesett, és a játszmalapokból nem állapítható meg, hogy túllépte-e az időt
    Akkor a játszma folytatódik
    És világos óráján 30:00 van
    És a versenybíró a "8.6" pontra hivatkozik

  @art-A.2
  Forgatókönyv: Rapidjátszmában egyik félnek sem kell jegyeznie
    Adott egy hu-2014 szerinti játszma "1500+10" időbeosztással
    És világos óráján 20:00 van, sötét óráján 20:00
    Akkor világos nem köteles jegyezni a lépéseket
    És sötét nem köteles jegyezni a lépéseket
