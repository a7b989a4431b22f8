# language: hu
@hu-2014 @art-7 @art-9 @art-11
Jellemző: 7.2, 7.3, 9.4, 11.7 és 11.8 — Hibás felállítás, fordított színek, a reklamáció joga, a szabályok megtagadása (2014-es magyar fordítás)
  A versenybíró döntései eseménynapló alapján, a 2014-es magyar fordítás
  betűkkel számozott pontjai szerint. A lépéseket mezőkoordinátákkal írjuk.
  A várt értékeket kézzel vezettük le a fordítás szövegéből.

  @art-7.2-a
  Forgatókönyv: Ha kiderül, hogy a bábok kezdőállása hibás volt, a játszmát újra kell játszani
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    És megtörténtek a következő lépések: "e2e4 e7e5 g1f3 b8c6"
    Amikor a versenybíró megállapítja, hogy a bábok kezdőállása hibás volt
    Akkor a játszma érvénytelen, és új játszmát kell játszani
    És a versenybíró a "7.2 a" pontra hivatkozik

  @art-7.2-b
  Forgatókönyv: Ha a sakktábla rossz irányban áll, az állást helyes táblára rakják át, és a játszma folytatódik
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    És megtörténtek a következő lépések: "e2e4 e7e5 g1f3 b8c6"
    Amikor a versenybíró megállapítja, hogy a sakktábla rossz irányban áll
    Akkor a játszma folytatódik
    És a versenybíró a "7.2 b" pontra hivatkozik

  @art-7.3
  Forgatókönyv: A fordított színekkel kezdett játszma folytatódik (a versenybíró másként is rendelkezhet)
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    És megtörténtek a következő lépések: "e2e4 e7e5 g1f3 b8c6"
    Amikor a versenybíró megállapítja, hogy a játszma fordított színekkel kezdődött
    Akkor a játszma folytatódik
    És a versenybíró a "7.3" pontra hivatkozik

  @art-9.4
  Forgatókönyv: Aki bábot érint, mielőtt döntetlent igényelne, abban a lépésben elveszti az igénylés jogát
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    És megtörténtek a következő lépések: "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8"
    Amikor világos megérint egy bábot, majd döntetlent igényel: háromszori ismétlődés
    Akkor az eredmény: "*"
    És a versenybíró a "9.4" pontra hivatkozik

  @art-11.7
  Forgatókönyv: Aki makacsul megtagadja a szabályok betartását, elveszti a játszmát; az ellenfél pontszámáról a versenybíró dönt
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    És megtörténtek a következő lépések: "e2e4 e7e5"
    Amikor sötét makacsul megtagadja a sakkjáték szabályainak betartását
    Akkor az eredmény: "?-0", a "11.7" pont alapján

  @art-11.8
  Forgatókönyv: Ha mindkét játékos vétkes, mindketten elveszítik a játszmát
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    És megtörténtek a következő lépések: "e2e4 e7e5"
    Amikor mindkét játékos makacsul megtagadja a sakkjáték szabályainak betartását
    Akkor az eredmény: "0-0", a "11.8" pont alapján
    És világos 0 pontot kap, sötét 0 pontot
