# language: hu
@hu-2018 @art-7 @art-9 @art-11 @art-A
Jellemző: 7.2, 7.3, 9.4, 11.7, 11.8, A.4.1 és A.4.4 — Hibás felállítás, fordított színek, a reklamáció joga, a szabályok megtagadása, szabálytalan állás rapidjátszmában (2018-as magyar fordítás)
  A versenybíró döntései eseménynapló alapján, a 2018-as magyar fordítás
  pontjai szerint. A lépéseket mezőkoordinátákkal írjuk (e2e4). A várt
  értékeket kézzel vezettük le a fordítás szövegéből.

  @art-7.2.1
  Forgatókönyv: Ha kiderül, hogy a bábok kezdőállása hibás volt, új játszma következik
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És megtörténtek a következő lépések: "e2e4 e7e5 g1f3 b8c6"
    Amikor a versenybíró megállapítja, hogy a bábok kezdőállása hibás volt
    Akkor a játszma érvénytelen, és új játszmát kell játszani
    És a versenybíró a "7.2.1" pontra hivatkozik

  @art-7.2.2
  Forgatókönyv: Ha a sakktábla rossz irányban áll, az állást helyes táblára rakják át, és a játszma folytatódik
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És megtörténtek a következő lépések: "e2e4 e7e5 g1f3 b8c6"
    Amikor a versenybíró megállapítja, hogy a sakktábla rossz irányban áll
    Akkor a játszma folytatódik
    És a versenybíró a "7.2.2" pontra hivatkozik

  @art-7.3
  Forgatókönyv vázlat: Fordított színekkel kezdett játszma: <lépések> lépés után
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És megtörténtek a következő lépések: "<lejátszott>"
    Amikor a versenybíró megállapítja, hogy a játszma fordított színekkel kezdődött
    Akkor <döntés>
    És a versenybíró a "7.3" pontra hivatkozik

    Példák:
      | lépések | lejátszott                                                                                                        | döntés                                            |
      | 2       | e2e4 e7e5 g1f3 b8c6                                                                                               | új játszmát kell játszani a helyes színekkel       |
      | 10      | e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 d2d3 d7d6 e1g1 g8f6 b1c3 e8g8 c1g5 c8g4 h2h3 h7h6 a2a3 a7a6 b2b3 b7b6                   | a játszma folytatódik                              |

  @art-A.4.1
  Forgatókönyv vázlat: Megfelelő felügyelet nélküli rapidjátszmában tíz lépés után a felállítást már nem lehet kifogásolni (<lépések> lépés)
    Adott egy hu-2018 szerinti játszma "900+10" időbeosztással
    És a játszmát nem felügyeli megfelelően versenybíró
    És megtörténtek a következő lépések: "<lejátszott>"
    Amikor a versenybíró megállapítja, hogy a bábok kezdőállása hibás volt
    Akkor <döntés>
    És a versenybíró a "<pont>" pontra hivatkozik

    Példák:
      | lépések | lejátszott                                                                                            | döntés                                                 | pont  |
      | 9       | e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 d2d3 d7d6 e1g1 g8f6 b1c3 e8g8 c1g5 c8g4 h2h3 h7h6 a2a3 a7a6             | a játszma érvénytelen, és új játszmát kell játszani     | 7.2.1 |
      | 10      | e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 d2d3 d7d6 e1g1 g8f6 b1c3 e8g8 c1g5 c8g4 h2h3 h7h6 a2a3 a7a6 b2b3 b7b6   | a felállítással kapcsolatos igény elkésett               | A.4.1 |

  @art-A.4.4
  Forgatókönyv vázlat: Szabálytalan állás felügyelet nélküli rapidjátszmában: a versenybíró megvárja a következő lépést (<helyzet>, <utána>)
    Adott egy hu-2018 szerinti játszma "900+10" időbeosztással
    És a játszmát nem felügyeli megfelelően versenybíró
    És megtörténtek a következő lépések: "e2e4 e7e5"
    Amikor a versenybíró észleli, hogy <helyzet>, és megvárja a következő lépést, amely után az állás <utána>
    Akkor az eredmény: "<eredmény>"
    És a versenybíró az "A.4.4" pontra hivatkozik

    Példák:
      | helyzet                           | utána                    | eredmény |
      | mindkét király sakkban áll        | továbbra is szabálytalan | 1/2-1/2  |
      | egy gyalog az utolsó soron maradt | továbbra is szabálytalan | 1/2-1/2  |
      | egy gyalog az utolsó soron maradt | rendeződött              | *        |

  @art-9.4
  Forgatókönyv: Aki bábot érint, mielőtt döntetlent igényelne, abban a lépésben elveszti az igénylés jogát
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És megtörténtek a következő lépések: "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8"
    Amikor világos megérint egy bábot, majd döntetlent igényel: háromszori ismétlődés
    Akkor az eredmény: "*"
    És a versenybíró a "9.4" pontra hivatkozik

  @art-11.7
  Forgatókönyv: Aki makacsul megtagadja a szabályok betartását, elveszti a játszmát; az ellenfél pontszámáról a versenybíró dönt
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És megtörténtek a következő lépések: "e2e4 e7e5"
    Amikor világos makacsul megtagadja a sakkjáték szabályainak betartását
    Akkor az eredmény: "0-?", a "11.7" pont alapján
    És világos 0 pontot kap, sötét pontszámáról a versenybíró dönt

  @art-11.8
  Forgatókönyv: Ha mindkét játékos vétkes, mindketten elveszítik a játszmát
    Adott egy hu-2018 szerinti játszma "5400" időbeosztással
    És megtörténtek a következő lépések: "e2e4 e7e5"
    Amikor mindkét játékos makacsul megtagadja a sakkjáték szabályainak betartását
    Akkor az eredmény: "0-0", a "11.8" pont alapján
    És világos 0 pontot kap, sötét 0 pontot
