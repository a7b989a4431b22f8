# language: hu
@hu-2018 @art-1 @art-2
Jellemző: 1–2. fejezet és a 3.1, 3.10 pont — A játék célja, a kiinduló állás, szabályos és szabálytalan lépés (2018-as magyar fordítás)
  Világos kezd, majd a felek felváltva lépnek (1.2); a cél az ellenfél
  királyának bemattolása (1.4.1, 1.4.2); ha egyik fél sem tud mattot adni, a
  játszma döntetlen (1.5). A kiinduló állásban mindkét félnek 16 bábja van
  (2.2, 2.3.1). Az eredményeket kézzel vezettük le.

  Eltérés (rules/translations/hu-2018.md, D18): a fordítás 3.10.2 pontja a
  szabálytalan lépést a 3.2–3.9 pontokra hivatkozva határozza meg (az
  eredeti: 3.1–3.9). A saját báb által elfoglalt mezőre lépés így a
  fordítás betűje szerint nem "szabálytalan", de a 3.10.1 pont szerint sem
  szabályos: a program nem ajánlhatja fel szabályos lépésként.

  @art-1.2 @art-2.2 @art-2.3.1
  Forgatókönyv: A kiinduló állásban világos lép, és 20 szabályos lépése van
    Adott a kiinduló állás
    Akkor 20 szabályos lépés van
    És az "e7e5" lépés szabálytalan
    És a b1 mezőn álló huszár ezekre a mezőkre léphet: "a3 c3"

  @art-1.2
  Forgatókönyv: Világos lépése után sötét következik
    Adott a kiinduló állás
    És a lejátszott lépések: "e4"
    Akkor az "e7e5" lépés szabályos
    És a "d2d4" lépés szabálytalan

  @art-1.4.1 @art-1.4.2
  Forgatókönyv: A bemattolt félnek nincs szabályos lépése, és elveszíti a játszmát
    Adott a kiinduló állás
    És a lejátszott lépések: "1. e4 e5 2. Fc4 Hc6 3. Vh5 Hf6 4. Vxf7#"
    Akkor a lépésen lévő fél sakkban van
    És 0 szabályos lépés van
    És a "hu-2018" szerint a játszma 1-0 eredménnyel véget ér: matt (5.1.1. pont)

  @art-1.5 @art-5.2.2
  Forgatókönyv: Király és huszár a király ellen: egyik fél sem tud mattot adni, a játszma döntetlen
    Adott az állás: "4k3/8/8/8/8/8/3r4/4K1N1 w - - 0 1"
    És a lejátszott lépések: "Kxd2"
    Akkor a "hu-2018" szerint a játszma 1/2-1/2 eredménnyel véget ér: holt remi (5.2.2. pont)

  @art-3.1.1
  Forgatókönyv: Az ellenfél bábját leütjük, és lekerül a tábláról
    Adott az állás: "4k3/8/8/3p4/4B3/8/8/4K3 w - - 0 1"
    Akkor az "e4d5" lépés után az állás: "4k3/8/8/3B4/8/8/8/4K3 b - - 0 1"

  @art-3.1.2 @art-3.1.3
  Forgatókönyv: Az f1-es bástya által lekötött f3-as futár is támadja a d1 mezőt: a király nem léphet oda
    Adott az állás: "5k2/8/8/8/8/5b2/8/2K2R2 w - - 0 1"
    Akkor a c1 mezőn álló király ezekre a mezőkre léphet: "b1 b2 c2 d2"
    De a "c1d1" lépés szabálytalan

  @art-3.10.1 @art-3.10.2 @deviation @deviation-hu-2018-D18
  Forgatókönyv: Eltérés: a saját báb mezőjére lépés nem szabályos (a fordítás 3.10.2 pontja nem nevezi szabálytalannak)
    Adott a kiinduló állás
    Akkor a "g1e2" lépés szabálytalan
    És a "g1f3" lépés szabályos

  @art-5.1.2
  Forgatókönyv: Aki feladja a játszmát, veszít — a 2018-as szabály szerint akkor is, ha az ellenfele nem tudna mattot adni
    Adott egy hu-2018 szerinti játszma "5400+30" időbeosztással
    És a játszma kiinduló állása: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    Amikor világos feladja a játszmát
    Akkor az eredmény: "0-1"
