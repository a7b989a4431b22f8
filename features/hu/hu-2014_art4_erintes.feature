# language: hu
@hu-2014 @art-4
Jellemző: 4. fejezet — Az érintett báb: melyik lépést kell megtenni (2014-es magyar fordítás)
  A 2014-es fordítás betűkkel számozott pontjai szerint (címkékben kötőjellel:
  "4.3 a" = @art-4.3-a). A versenybíró az ellenfél reklamációja alapján dönt;
  a szabályba ütköző lépést nem fogadja el. A mezőket az érintés sorrendjében
  adjuk meg, a lépéseket mezőkoordinátákkal. A várt eredményeket kézzel
  vezettük le a fordítás szövegéből.

  Eltérések (rules/translations/hu-2014.md): H20 — a 4.3 (a) csak az elsőként
  megérintett saját bábra kötelez; a 4.3 (c) egy saját és egy ellenfélbábról
  szól, tartalékszabálya az elsőként megérintett báb; H27 — a 4.4 (b) szerint
  bástya, majd király érintése után abban a lépésben egyáltalán nem lehet
  sáncolni. Az angol features/art4_touch_move.feature mutatja az eredeti
  szöveg szerinti eredményt.

  @art-4.3-a
  Forgatókönyv: Az elsőként megérintett huszárral kell lépni
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    Amikor világos megérinti a "g1" mezőn álló bábot, majd az "e2e4" lépést teszi
    Akkor a versenybíró a "4.3 a" pont alapján nem fogadja el a lépést

  @art-4.3-a @deviation @deviation-hu-2014-4.3
  Forgatókönyv: Eltérés: a bezárt futó után megérintett huszárral a fordítás szerint nem kötelező lépni
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    Amikor világos megérinti a "c1 g1" mezőkön álló bábokat, majd az "e2e4" lépést teszi
    Akkor a "4.3 a" pont alapján bármely szabályos lépés megtehető

  @art-4.3-b
  Forgatókönyv: Az ellenfél megérintett gyalogját le kell ütni
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    És a játszma kiinduló állása: "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
    Amikor világos megérinti a "d5" mezőn álló bábot, majd a "g1f3" lépést teszi
    Akkor a versenybíró a "4.3 b" pont alapján nem fogadja el a lépést

  @art-4.3-c
  Forgatókönyv: Egy saját és egy ellenfélbáb érintése után a saját bábbal kell ütni
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    És a játszma kiinduló állása: "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
    Amikor világos megérinti az "e4 d5" mezőkön álló bábokat, majd az "e4e5" lépést teszi
    Akkor a versenybíró a "4.3 c" pont alapján nem fogadja el a lépést

  @art-4.3-c @deviation @deviation-hu-2014-4.3
  Forgatókönyv: Eltérés: két saját és egy ellenfélbáb érintéséről a fordítás nem rendelkezik
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    És a játszma kiinduló állása: "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
    Amikor világos megérinti az "e4 c1 d5" mezőkön álló bábokat, majd az "e4d5" lépést teszi
    Akkor a "4.3 c" pont nem mondja meg, melyik lépés kötelező, így a versenybíró dönt

  @art-4.4-a @art-4.4-c
  Forgatókönyv vázlat: Király, majd bástya érintése: sáncolni kell, ha szabályos (<állás>, <lépés>)
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    És a játszma kiinduló állása: "<fen>"
    Amikor világos megérinti az "e1 h1" mezőkön álló bábokat, majd az "<lépés>" lépést teszi
    Akkor <döntés>

    Példák:
      | állás               | fen                                    | lépés | döntés                                                       |
      | a sánc szabályos    | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1   | e1f1  | a versenybíró a "4.4 a" pont alapján nem fogadja el a lépést  |
      | az f1 mező támadott | r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1 | e1c1  | a lépés érvényes marad a "4.4 c" pont alapján                 |

  @art-4.4-b @deviation @deviation-hu-2014-4.4-b
  Forgatókönyv vázlat: Eltérés: bástya, majd király érintése után a fordítás szerint a másik oldalra sem lehet sáncolni (<lépés>)
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    És a játszma kiinduló állása: "r3k2r/8/8/8/8/8/7P/R3K1NR w KQkq - 0 1"
    Amikor világos megérinti a "h1 e1" mezőkön álló bábokat, majd a "<lépés>" lépést teszi
    Akkor <döntés>

    Példák:
      | lépés | döntés                                                       |
      | e1c1  | a versenybíró a "4.4 b" pont alapján nem fogadja el a lépést  |
      | h2h3  | a lépés érvényes marad a "4.4 b" pont alapján                 |

  @art-4.4-d
  Forgatókönyv: A gyalog átváltoztatásakor a tiszt választása végleges, amint a tiszt megérintette az átváltozási mezőt
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    És a játszma kiinduló állása: "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
    Amikor világos vezérrel érinti meg az átváltozási mezőt az "e7" mezőn álló gyalog átváltoztatásakor, majd az "e7e8n" lépést teszi
    Akkor a versenybíró a "4.4 d" pont alapján nem fogadja el a lépést

  @art-4.5
  Forgatókönyv: Ha a megérintett bábbal nem lehet lépni, bármely szabályos lépés megtehető
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    És a játszma kiinduló állása: "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
    Amikor világos megérinti a "c1" mezőn álló bábot, majd a "g1f3" lépést teszi
    Akkor a "4.5" pont alapján bármely szabályos lépés megtehető

  @art-4.7-a @art-4.7-b @art-4.7-c
  Forgatókönyv vázlat: Az elengedett báb már nem léphet más mezőre (<eset>)
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    És a játszma kiinduló állása: "<fen>"
    Amikor <cselekmény>
    Akkor a versenybíró a "<pont>" pont alapján nem fogadja el a lépést

    Példák:
      | eset                       | fen                                                           | cselekmény                                                                                                           | pont  |
      | ütés a d5 mezőn            | rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2 | világos az "e4" mezőn álló bábot a "d5" mezőn engedi el, majd az "e4e5" lépést teszi                                  | 4.7 a |
      | a király elengedve a g1-en | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                          | világos az "e1" mezőn álló bábot a "g1" mezőn engedi el, majd az "e1f1" lépést teszi                                  | 4.7 b |
      | huszár az átváltozási mezőn | 8/4P3/8/8/8/8/k7/4K3 w - - 0 1                               | világos huszárt enged el az "e8" átváltozási mezőn az "e7" mezőn álló gyalog átváltoztatásakor, majd az "e7e8q" lépést teszi | 4.7 c |

  @art-4.8
  Forgatókönyv: Aki maga is megérintett egy bábot, elveszti a reklamáció jogát
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    Amikor világos megérinti a "g1" mezőn álló bábot, majd az "e2e4" lépést teszi, sötét pedig csak azután reklamál, hogy maga is megérintett egy bábot
    Akkor a reklamáció joga a "4.8" pont alapján elveszett
    És a játszma folytatódik
