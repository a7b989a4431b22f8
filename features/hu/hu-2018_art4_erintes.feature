# language: hu
@hu-2018 @art-4
Jellemző: 4. cikkely — Az érintett báb: melyik lépést kell megtenni (2018-as magyar fordítás)
  A versenybíró az ellenfél reklamációja alapján dönt arról, hogy a megtett
  lépés megfelel-e az érintési szabálynak: a szabályba ütköző lépést nem
  fogadja el, és a játékosnak a szabály szerinti lépést kell megtennie. A
  mezőket az érintés sorrendjében adjuk meg, a lépéseket mezőkoordinátákkal
  (e2e4, e1g1 a sánc, e7e8q az átváltozás). A várt eredményeket kézzel
  vezettük le a fordítás szövegéből.

  Eltérések (rules/translations/hu-2018.md): D14 — a 4.3.1 csak az elsőként
  megérintett saját bábra kötelez, ha azzal lehet lépni; D15 — a 4.3.3
  tartalékszabálya csak az elsőként megérintett bábot nevezi meg; D16 — a
  4.4.2 szerint bástya, majd király érintése után abban a lépésben semmilyen
  sánc nem lehetséges. Az angol features/art4_touch_move.feature ugyanezekben
  az állásokban az eredeti szöveg szerinti eredményt mutatja.

  @art-4.3.1
  Forgatókönyv: Az elsőként megérintett huszárral kell lépni
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    Amikor világos megérinti a "g1" mezőn álló bábot, majd az "e2e4" lépést teszi
    Akkor a versenybíró a "4.3.1" pont alapján nem fogadja el a lépést

  @art-4.3.1 @deviation @deviation-hu-2018-D14
  Forgatókönyv: Eltérés: a bezárt futó után megérintett huszárral a fordítás szerint nem kötelező lépni
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    Amikor világos megérinti a "c1 g1" mezőkön álló bábokat, majd az "e2e4" lépést teszi
    Akkor a "4.3.1" pont alapján bármely szabályos lépés megtehető
    És a játszma folytatódik

  @art-4.3.2
  Forgatókönyv vázlat: Az ellenfél megérintett gyalogját le kell ütni (<érintés>)
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És a játszma kiinduló állása: "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
    Amikor világos megérinti az "<érintés>" <mezőn> álló <bábot>, majd <lépés> lépést teszi
    Akkor <döntés>

    Példák:
      | érintés | mezőn   | bábot   | lépés     | döntés                                                        |
      | d5      | mezőn   | bábot   | a "g1f3"  | a versenybíró a "4.3.2" pont alapján nem fogadja el a lépést   |
      | e7 d5   | mezőkön | bábokat | az "e4d5" | a lépés érvényes marad a "4.3.2" pont alapján                  |

  @art-4.3.3
  Forgatókönyv: Saját és ellenfélbáb érintése után a saját bábbal kell ütni, ha lehet
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És a játszma kiinduló állása: "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
    Amikor világos megérinti az "e4 d5" mezőkön álló bábokat, majd az "e4e5" lépést teszi
    Akkor a versenybíró a "4.3.3" pont alapján nem fogadja el a lépést

  @art-4.3.3 @deviation @deviation-hu-2018-D15
  Forgatókönyv: Eltérés: ha az elsőként érintett futó nem üthet és nem léphet, a fordítás semmire sem kötelez
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És a játszma kiinduló állása: "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
    Amikor világos megérinti a "c1 d5" mezőkön álló bábokat, majd a "g1f3" lépést teszi
    Akkor a "4.3.3" pont alapján bármely szabályos lépés megtehető

  @art-4.3.3
  Forgatókönyv: Egyszerre érintett saját és ellenfélbáb esetén a saját számít elsőnek
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És a játszma kiinduló állása: "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
    Amikor világos egyszerre érinti meg a "d5 g1" mezőkön álló bábokat, majd az "e4d5" lépést teszi
    Akkor a versenybíró a "4.3.3" pont alapján nem fogadja el a lépést

  @art-4.4.1 @art-4.4.3
  Forgatókönyv vázlat: Király, majd bástya érintése: sáncolni kell, ha szabályos (<állás>, <lépés>)
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És a játszma kiinduló állása: "<fen>"
    Amikor világos megérinti az "e1 h1" mezőkön álló bábokat, majd az "<lépés>" lépést teszi
    Akkor <döntés>

    Példák:
      | állás                  | fen                                    | lépés | döntés                                                       |
      | a sánc szabályos       | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1   | e1f1  | a versenybíró a "4.4.1" pont alapján nem fogadja el a lépést  |
      | a sánc szabályos       | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1   | e1g1  | a lépés érvényes marad a "4.4.1" pont alapján                 |
      | az f1 mező támadott    | r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1 | e1c1  | a lépés érvényes marad a "4.4.3" pont alapján                 |
      | az f1 mező támadott    | r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1 | h1h2  | a versenybíró a "4.4.3" pont alapján nem fogadja el a lépést  |

  @art-4.4.2 @deviation @deviation-hu-2018-D16
  Forgatókönyv vázlat: Eltérés: bástya, majd király érintése után a fordítás szerint a másik oldalra sem lehet sáncolni (<lépés>)
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És a játszma kiinduló állása: "r3k2r/8/8/8/8/8/7P/R3K1NR w KQkq - 0 1"
    Amikor világos megérinti a "h1 e1" mezőkön álló bábokat, majd a "<lépés>" lépést teszi
    Akkor <döntés>

    Példák:
      | lépés | döntés                                                       |
      | e1c1  | a versenybíró a "4.4.2" pont alapján nem fogadja el a lépést  |
      | h2h3  | a lépés érvényes marad a "4.4.2" pont alapján                 |

  @art-4.4.4 @art-4.7.3
  Forgatókönyv vázlat: A gyalog átváltoztatásakor választott tiszt (<eset>)
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És a játszma kiinduló állása: "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
    Amikor <cselekmény>
    Akkor a versenybíró a "<pont>" pont alapján nem fogadja el a lépést

    Példák:
      | eset                                  | cselekmény                                                                                                       | pont  |
      | a vezér megérintette a mezőt          | világos vezérrel érinti meg az átváltozási mezőt az "e7" mezőn álló gyalog átváltoztatásakor, majd az "e7e8n" lépést teszi | 4.4.4 |
      | a huszárt elengedte az átváltozási mezőn | világos huszárt enged el az "e8" átváltozási mezőn az "e7" mezőn álló gyalog átváltoztatásakor, majd az "e7e8q" lépést teszi | 4.7.3 |

  @art-4.5
  Forgatókönyv: Ha a megérintett bábbal nem lehet lépni, bármely szabályos lépés megtehető
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És a játszma kiinduló állása: "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
    Amikor világos megérinti a "c1" mezőn álló bábot, majd a "g1f3" lépést teszi
    Akkor a "4.5" pont alapján bármely szabályos lépés megtehető

  @art-4.7.1 @art-4.7.2
  Forgatókönyv vázlat: Az elengedett báb már nem léphet más mezőre (<eset>)
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És a játszma kiinduló állása: "<fen>"
    Amikor világos az "<honnan>" mezőn álló bábot a "<hová>" mezőn engedi el, majd az "<lépés>" lépést teszi
    Akkor a versenybíró a "<pont>" pont alapján nem fogadja el a lépést

    Példák:
      | eset                        | fen                                                           | honnan | hová | lépés | pont  |
      | ütés a d5 mezőn             | rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2 | e4     | d5   | e4e5  | 4.7.1 |
      | a király elengedve a g1-en  | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                          | e1     | g1   | e1f1  | 4.7.2 |

  @art-4.8
  Forgatókönyv: Aki maga is megérintett egy bábot, elveszti a reklamáció jogát
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    Amikor világos megérinti a "g1" mezőn álló bábot, majd az "e2e4" lépést teszi, sötét pedig csak azután reklamál, hogy maga is megérintett egy bábot
    Akkor a reklamáció joga a "4.8" pont alapján elveszett
    És a játszma folytatódik
