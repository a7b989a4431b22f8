# language: hu
@hu-2018 @art-9
Jellemző: 5. és 9. fejezet — A játszma befejezése és a döntetlen (2018-as magyar fordítás)
  A játszma végét és a döntetlen igényléseket a 2018-as magyar fordítás
  szerint ítéljük meg, a pontszámok a fordítás saját számozását követik. A
  lépések magyar jelöléssel szerepelnek; az eredményeket kézzel vezettük le a
  fordítás szövegéből.

  Eltérés (rules/translations/hu-2018.md, D1): a fordítás 9.6.1 pontja szerint
  a játszma akkor döntetlen, ha ugyanaz az állás "öt egymást követő esetben"
  ismétlődik; az angol eredetiben elég, ha legalább ötször előfordul. Az
  "Eltérés" kezdetű forgatókönyv a fordítás szerinti eredményt mutatja (a
  játszma folytatódik); ugyanezt a lépéssort az eredeti (fide-2018-01)
  szerint, döntetlennel, a features/art9_draws.feature 9.6.1-es
  forgatókönyve írja le.

  @art-5.1.1
  Forgatókönyv: Bemattolással a játszma azonnal véget ér
    Adott a kiinduló állás
    És a lejátszott lépések: "1. f3 e5 2. g4 Vh4#"
    Akkor a "hu-2018" szerint a játszma 0-1 eredménnyel véget ér: matt (5.1.1. pont)

  @art-5.2.1
  Forgatókönyv: Patthelyzetben a játszma döntetlen
    Adott az állás: "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"
    És a lejátszott lépések: "Vf7"
    Akkor a "hu-2018" szerint a játszma 1/2-1/2 eredménnyel véget ér: patt (5.2.1. pont)

  @art-5.2.2
  Forgatókönyv: Ha egyik fél sem tud mattot adni (holt remi), a játszma azonnal döntetlen
    Adott az állás: "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"
    És a lejátszott lépések: "Kxd2"
    Akkor a "hu-2018" szerint a játszma 1/2-1/2 eredménnyel véget ér: holt remi (5.2.2. pont)

  @art-9.2.1.2 @art-9.2.1.1
  Forgatókönyv: A harmadszor előálló állás csak igénylésre döntetlen, és csak a lépésen lévő igényelheti
    Adott a kiinduló állás
    És a lejátszott lépések: "1. Hf3 Hf6 2. Hg1 Hg8 3. Hf3 Hf6 4. Hg1 Hg8"
    Akkor a "hu-2018" szerint a játszma folytatódik
    És a "hu-2018" szerint világos döntetlent igényelhet: háromszori ismétlődés (9.2.1.2. pont)
    És a "hu-2018" szerint világos döntetlent igényelhet: háromszori ismétlődés (9.2.1.1. pont), ha előre leírja a Hf3 lépést
    És a "hu-2018" szerint sötét nem igényelhet döntetlent

  @art-9.2.1.1
  Forgatókönyv: A lépésen lévő játékos a harmadik ismétlődést előidéző lépés leírásával igényel
    Adott a kiinduló állás
    És a lejátszott lépések: "1. Hf3 Hf6 2. Hg1 Hg8 3. Hf3 Hf6 4. Hg1"
    Akkor a "hu-2018" szerint sötét döntetlent igényelhet: háromszori ismétlődés (9.2.1.1. pont), ha előre leírja a Hg8 lépést
    És a "hu-2018" szerint világos nem igényelhet döntetlent

  @art-9.2.2
  Forgatókönyv: Kétszeri előfordulás még nem elég
    Adott a kiinduló állás
    És a lejátszott lépések: "1. Hf3 Hf6 2. Hg1 Hg8"
    Akkor a "hu-2018" szerint világos nem igényelhet döntetlent

  @art-9.3.2
  Forgatókönyv: Az utolsó 50 lépésben nem volt sem ütés, sem gyaloglépés
    Adott az állás: "8/8/8/4k3/8/8/R7/4K3 w - - 99 60"
    És a lejátszott lépések: "Ba3"
    Akkor a "hu-2018" szerint a játszma folytatódik
    És a "hu-2018" szerint sötét döntetlent igényelhet: 50 lépés ütés és gyaloglépés nélkül (9.3.2. pont)

  @art-9.6.1 @deviation @deviation-hu-2018-D1
  Forgatókönyv: Eltérés: ötször előforduló, de nem egymást követő ismétlődés a fordítás szerint nem vet véget a játszmának
    Adott az állás: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    És a lejátszott lépések: "Kf1 Kf8 Ke1 Ke8 Kd1 Kd8 Kd2 Kd7 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8 Kd1 Kd8 Kd2 Kd7 Ke1 Ke8"
    Akkor a "hu-2018" szerint a játszma folytatódik
    És a "hu-2018" szerint világos döntetlent igényelhet: háromszori ismétlődés (9.2.1.2. pont)

  @art-9.6.1
  Forgatókönyv: Öt egymást követő ismétlődés után a játszma automatikusan döntetlen
    Adott az állás: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    És a lejátszott lépések: "Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8"
    Akkor a "hu-2018" szerint a játszma 1/2-1/2 eredménnyel véget ér: ötszöri ismétlődés (9.6.1. pont)

  @art-9.6.2
  Forgatókönyv: 75 egymás utáni lépéspár ütés és gyaloglépés nélkül: automatikus döntetlen
    Adott az állás: "8/8/8/4k3/8/8/R7/4K3 w - - 149 100"
    És a lejátszott lépések: "Ba3"
    Akkor a "hu-2018" szerint a játszma 1/2-1/2 eredménnyel véget ér: 75 lépéspár ütés és gyaloglépés nélkül (9.6.2. pont)

  @art-9.6.2 @art-5.1.1
  Forgatókönyv: Ha az utolsó lépés mattot ad, a matt érvényes
    Adott az állás: "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100"
    És a lejátszott lépések: "Ba8#"
    Akkor a "hu-2018" szerint a játszma 1-0 eredménnyel véget ér: matt (5.1.1. pont)

  @art-9.2.2.1
  Forgatókönyv: Nem azonos az állás, ha a lépéssorozat kezdetén menet közbeni ütés volt lehetséges
    Adott az állás: "4k1n1/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1"
    És a lejátszott lépések: "1... d5 2. Hf3 Hf6 3. Hg1 Hg8 4. Hf3 Hf6 5. Hg1 Hg8"
    Akkor a "hu-2018" szerint világos nem igényelhet döntetlent: háromszori ismétlődés (9.2.1.2. pont)
    De a "hu-2018" szerint világos döntetlent igényelhet: háromszori ismétlődés (9.2.1.1. pont), ha előre leírja a Hf3 lépést

  @art-9.3.1
  Forgatókönyv: Az 50 lépést a lépésen lévő a lépés előzetes leírásával is igényelheti
    Adott az állás: "8/8/8/4k3/8/8/R7/4K3 w - - 99 100"
    Akkor a "hu-2018" szerint világos döntetlent igényelhet: 50 lépés ütés és gyaloglépés nélkül (9.3.1. pont), ha előre leírja a Ba3 lépést
