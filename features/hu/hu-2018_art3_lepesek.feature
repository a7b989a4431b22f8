# language: hu
@hu-2018 @art-3
Jellemző: 3. fejezet — A bábok lépései (a 2018-as magyar fordítás szerint)
  A FIDE Sakkjáték Szabályzatának 2018. január 1-jétől hatályos magyar
  fordítása, 3. fejezet. A címkék a fordítás saját számozását követik: a
  futár lépése itt a 3.1.4 pont (az angol eredetiben 3.2). Az állásokat
  FEN-ben, a lépéseket a kiinduló és az érkezési mezővel adjuk meg (UCI); a
  már lejátszott lépéseket magyar algebrai jelöléssel (K, V, B, F, H). A
  célmezőket a fordítás szövegéből, kézzel határoztuk meg.

  @art-3.1
  Forgatókönyv: Saját bábbal elfoglalt mezőre nem lehet lépni, az ellenfél bábját le lehet ütni
    Adott az állás: "4k3/8/8/3p4/8/1N6/8/4K3 w - - 0 1"
    Akkor a b3 mezőn álló huszár ezekre a mezőkre léphet: "a1 a5 c1 c5 d2 d4"
    És a "b3d4" lépés szabályos

  @art-3.1.4 @base-art-3.2
  Forgatókönyv: A futár az általa elfoglalt átlókon bármelyik mezőre léphet
    Adott az állás: "4k3/8/8/8/3B4/8/8/4K3 w - - 0 1"
    Akkor a d4 mezőn álló futár ezekre a mezőkre léphet: "a1 b2 c3 e5 f6 g7 h8 a7 b6 c5 e3 f2 g1"

  @art-3.3
  Forgatókönyv: A bástya a vonalán vagy a során bármelyik mezőre léphet
    Adott az állás: "4k3/8/8/8/3R4/8/8/4K3 w - - 0 1"
    Akkor a d4 mezőn álló bástya ezekre a mezőkre léphet: "d1 d2 d3 d5 d6 d7 d8 a4 b4 c4 e4 f4 g4 h4"

  @art-3.4
  Forgatókönyv: A vezér a vonalán, a során vagy az átlóin bármelyik mezőre léphet
    Adott az állás: "4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1"
    Akkor a d4 mezőn álló vezér ezekre a mezőkre léphet: "a1 b2 c3 e5 f6 g7 h8 a7 b6 c5 e3 f2 g1 d1 d2 d3 d5 d6 d7 d8 a4 b4 c4 e4 f4 g4 h4"

  @art-3.5
  Forgatókönyv: A vezér, a bástya és a futó nem ugorhat át közbeeső bábot
    Adott az állás: "4k3/8/8/8/8/8/1P6/B3K3 w - - 0 1"
    Akkor az a1 mezőn álló futó nem léphet sehová

  @art-3.5
  Forgatókönyv: A bástya a közbeeső ellenséges bábot leütheti, de át nem ugorhatja
    Adott az állás: "4k3/8/8/8/8/p7/8/R3K3 w - - 0 1"
    Akkor az a1 mezőn álló bástya ezekre a mezőkre léphet: "a2 a3 b1 c1 d1"

  @art-3.6
  Forgatókönyv vázlat: A huszár a legközelebbi, de nem azonos sorban, vonalon vagy átlón lévő mezőkre léphet
    Adott az állás: "<állás>"
    Akkor a <mező> mezőn álló huszár ezekre a mezőkre léphet: "<célmezők>"

    Példák:
      | állás                                                    | mező | célmezők                |
      | 4k3/8/8/8/3N4/8/8/4K3 w - - 0 1                          | d4   | b3 b5 c2 c6 e2 e6 f3 f5 |
      | 4k3/8/8/8/8/8/8/N3K3 w - - 0 1                           | a1   | b3 c2                   |
      | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | b1   | a3 c3                   |

  @art-3.7.1 @art-3.7.2
  Forgatókönyv vázlat: A gyalog egy mezőt léphet előre, első lépésében kettőt, mindig üres mezőre
    Adott az állás: "<állás>"
    Akkor az <mező> mezőn álló gyalog ezekre a mezőkre léphet: "<célmezők>"

    Példák:
      | állás                             | mező | célmezők | miért                               |
      | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1   | e2   | e3 e4    | első lépés: egy vagy két mező        |
      | 4k3/8/8/8/8/4P3/8/4K3 w - - 0 1   | e3   | e4       | már nem az első lépése               |
      | 4k3/8/8/8/4p3/8/4P3/4K3 w - - 0 1 | e2   | e3       | a második mező foglalt               |
      | 4k3/4p3/8/8/8/8/8/4K3 b - - 0 1   | e7   | e6 e5    | sötét gyalogja lefelé halad          |

  @art-3.7.1
  Forgatókönyv: A gyalog nem léphet előre, ha előtte báb áll, és nem ugorhat át bábot
    Adott az állás: "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1"
    Akkor az e2 mezőn álló gyalog nem léphet sehová

  @art-3.7.3
  Forgatókönyv: A gyalog átlósan előre üt, egyenesen előre soha
    Adott az állás: "4k3/8/8/3p1p2/4P3/8/8/4K3 w - - 0 1"
    Akkor az e4 mezőn álló gyalog ezekre a mezőkre léphet: "d5 e5 f5"

  @art-3.7.4.1 @art-3.7.4.2
  Forgatókönyv: Menet közbeni ütés (en passant) közvetlenül a két mezős gyaloglépés után
    Adott az állás: "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"
    És a lejátszott lépések: "d5"
    Akkor az "e5d6" lépés szabályos
    És az "e5d6" lépés után az állás: "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2"

  @art-3.7.4.2
  Forgatókönyv: A menet közbeni ütés csak a közvetlen válaszlépés lehet
    Adott az állás: "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"
    És a lejátszott lépések: "d5 Kf1 Ke7"
    Akkor az "e5d6" lépés szabálytalan
    És az e5 mezőn álló gyalog ezekre a mezőkre léphet: "e6"

  @art-3.7.4.1 @art-3.9.2
  Forgatókönyv: Menet közbeni ütés nem lehetséges, ha a két gyalog eltűnése sakkba hozza a királyt
    Adott az állás: "4k3/8/8/r2pP2K/8/8/8/8 w - d6 0 2"
    Akkor az "e5d6" lépés szabálytalan

  @art-3.7.5.1 @art-3.7.5.2
  Forgatókönyv: Gyalogátváltozás: vezér, bástya, futár vagy huszár lehet belőle, a leütött tisztektől függetlenül
    Adott az állás: "k2r4/4P3/8/8/8/8/8/1Q2K3 w - - 0 1"
    Akkor az "e7e8q" lépés szabályos
    És az "e7d8r" lépés szabályos
    És az "e7e8b" lépés szabályos
    És az "e7d8n" lépés szabályos
    És az "e7e8" lépés szabálytalan
    És az "e7d8n" lépés után az állás: "k2N4/8/8/8/8/8/8/1Q2K3 b - - 0 1"

  @art-3.8.1
  Forgatókönyv: A király bármelyik szomszédos mezőre léphet, amelyet nem támad ellenséges báb
    Adott az állás: "8/8/8/3k4/8/8/8/R3K3 w - - 0 1"
    Akkor az e1 mezőn álló király ezekre a mezőkre léphet: "d1 d2 e2 f1 f2"

  @art-3.8.2
  Forgatókönyv: Sáncolás mindkét irányban (rövidsánc 0-0 és hosszúsánc 0-0-0)
    Adott az állás: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    Akkor az "e1g1" lépés szabályos
    És az "e1c1" lépés szabályos
    És az "e1g1" lépés után az állás: "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"
    És az "e1c1" lépés után az állás: "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1"

  @art-3.8.2.1.1
  Forgatókönyv: A sáncolás joga elvész, ha a király már lépett
    Adott az állás: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    És a lejátszott lépések: "Kf1 Kf8 Ke1 Ke8"
    Akkor az "e1g1" lépés szabálytalan
    És az "e1c1" lépés szabálytalan

  @art-3.8.2.1.2
  Forgatókönyv: A sáncolás joga elvész azzal a bástyával, amely már lépett
    Adott az állás: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    És a lejátszott lépések: "Bh2 Bh7 Bh1 Bh8"
    Akkor az "e1g1" lépés szabálytalan
    És az "e1c1" lépés szabályos

  @art-3.8.2.2.1
  Forgatókönyv vázlat: A sáncolás ideiglenesen akadályozott, ha a király mezejét, az átlépett vagy az érkezési mezőt ellenséges báb támadja
    Adott az állás: "<állás>"
    Akkor az "e1g1" lépés szabálytalan

    Példák:
      | állás                              | támadott mező            |
      | 4k3/8/8/8/8/8/4r3/4K2R w K - 0 1   | e1 (a király sakkban van) |
      | 4k3/8/8/8/8/8/5r2/4K2R w K - 0 1   | f1 (átlépett mező)        |
      | 4k3/8/8/8/8/8/6r1/4K2R w K - 0 1   | g1 (érkezési mező)        |

  @art-3.8.2.2.2
  Forgatókönyv: A sáncolás ideiglenesen akadályozott, ha a király és a bástya között báb áll
    Adott az állás: "4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1"
    Akkor az "e1c1" lépés szabálytalan

  @art-3.9.1 @art-3.9.2
  Forgatókönyv: Lekötött báb nem léphet el, mert a király sakkba kerülne
    Adott az állás: "4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1"
    Akkor a lépésen lévő fél nincs sakkban
    És az e2 mezőn álló futár nem léphet sehová

  @art-3.9.2
  Forgatókönyv: Sakkban a királyt nem szabad sakkban hagyni
    Adott az állás: "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1"
    Akkor a lépésen lévő fél sakkban van
    És a szabályos lépések: "e1d2 e1f1"

  @art-3.10.3
  Forgatókönyv: Szabálytalan állás: mindkét király sakkban van
    Adott az állás: "4k3/4R3/8/8/8/8/4r3/4K3 w - - 0 1"
    Akkor az állást szabálytalanként el kell utasítani
