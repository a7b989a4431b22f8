# language: hu
@hu-2014 @art-9
Jellemző: 5. és 9. fejezet — A játszma befejezése és a döntetlen (2014-es magyar fordítás)
  A 2014. július 1-jétől hatályos magyar fordítás betűkkel számozott pontjai
  szerint (5.1 a, 9.2 b, 9.6 a …). A 9.6 a pont szerint az ötszöri ismétlődés
  csak akkor vet véget a játszmának, ha az állás öt egymást követő esetben
  ismétlődik. Eltérés (rules/translations/hu-2014.md, H18): az angol 2014-es
  szöveg ("for at least five consecutive alternate moves by each player")
  csak a minden második lépéspárban visszatérő állást számolja; a fordításból a
  "váltakozó lépések" kimaradt, ezért — a 2018-as fordítás 9.6.1 pontjával
  azonos szavai miatt azonos kódolással — bármilyen hosszú, ismétlődő
  manőver öt egymást követő előfordulása döntetlen. Az eredményeket kézzel
  vezettük le.

  @art-5.1-a
  Forgatókönyv: A bemattolt fél elveszíti a játszmát
    Adott a kiinduló állás
    És a lejátszott lépések: "1. e4 e5 2. Fc4 Hc6 3. Vh5 Hf6 4. Vxf7#"
    Akkor a "hu-2014" szerint a játszma 1-0 eredménnyel véget ér: matt (5.1 a. pont)

  @art-5.2-a
  Forgatókönyv: Patt esetén a játszma döntetlen
    Adott az állás: "k7/8/1Q6/8/8/8/8/4K3 b - - 0 1"
    Akkor a "hu-2014" szerint a játszma 1/2-1/2 eredménnyel véget ér: patt (5.2 a. pont)

  @art-9.2-b @art-9.2-a
  Forgatókönyv: Háromszori ismétlődés: a lépésen lévő fél igényelhet döntetlent
    Adott a kiinduló állás
    És a lejátszott lépések: "1. Hc3 Hc6 2. Hb1 Hb8 3. Hc3 Hc6 4. Hb1 Hb8"
    Akkor a "hu-2014" szerint a játszma folytatódik
    És a "hu-2014" szerint világos döntetlent igényelhet: háromszori ismétlődés (9.2 b. pont)
    És a "hu-2014" szerint világos döntetlent igényelhet: háromszori ismétlődés (9.2 a. pont), ha előre leírja a Hc3 lépést
    És a "hu-2014" szerint sötét nem igényelhet döntetlent

  @art-9.3-b
  Forgatókönyv: 50 lépés ütés és gyaloglépés nélkül: a lépésen lévő igényelhet
    Adott az állás: "8/8/8/4k3/8/8/R7/4K3 w - - 99 60"
    És a lejátszott lépések: "Ba3"
    Akkor a "hu-2014" szerint sötét döntetlent igényelhet: 50 lépés ütés és gyaloglépés nélkül (9.3 b. pont)

  @art-9.6-a
  Forgatókönyv: Öt egymást követő ismétlődés automatikusan döntetlen, öt nem egymást követő nem
    Adott az állás: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    És a lejátszott lépések: "Kf1 Kf8 Ke1 Ke8 Kd1 Kd8 Kd2 Kd7 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8 Kd1 Kd8 Kd2 Kd7 Ke1 Ke8"
    Akkor a "hu-2014" szerint a játszma folytatódik
    És a "hu-2014" szerint világos döntetlent igényelhet: háromszori ismétlődés (9.2 b. pont)

  @art-9.6-a
  Forgatókönyv: Öt egymást követő ismétlődés után a játszma döntetlen
    Adott az állás: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    És a lejátszott lépések: "Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8"
    Akkor a "hu-2014" szerint a játszma 1/2-1/2 eredménnyel véget ér: ötszöri ismétlődés (9.6 a. pont)

  @art-9.6-a @deviation @deviation-hu-2014-H18
  Forgatókönyv: Eltérés: háromlépéses királyháromszög ötödszöri ismétlődése a fordítás szerint döntetlen, az angol szöveg szerint nem
    Adott az állás: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    És a lejátszott lépések: "Kf1 Kf8 Kf2 Kf7 Ke1 Ke8 Kf1 Kf8 Kf2 Kf7 Ke1 Ke8 Kf1 Kf8 Kf2 Kf7 Ke1 Ke8 Kf1 Kf8 Kf2 Kf7 Ke1 Ke8"
    Akkor a "hu-2014" szerint a játszma 1/2-1/2 eredménnyel véget ér: ötszöri ismétlődés (9.6 a. pont)
    És a "fide-2014" szerint a játszma folytatódik

  @art-9.6-b
  Forgatókönyv: 75 egymás utáni lépéspár ütés és gyaloglépés nélkül: döntetlen
    Adott az állás: "8/8/8/4k3/8/8/R7/4K3 w - - 149 100"
    És a lejátszott lépések: "Ba3"
    Akkor a "hu-2014" szerint a játszma 1/2-1/2 eredménnyel véget ér: 75 lépéspár ütés és gyaloglépés nélkül (9.6 b. pont)
